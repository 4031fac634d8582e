import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { atom, createStore, useAtomValue } from 'jotai';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { registerApplication, start } from 'single-spa';
import { createRemoteLifecycles, type RemoteLifecycles, type RemoteSession } from './remote-lifecycles';
import { startStandalonePage } from './standalone-page';
import type { StandaloneShellState } from './standalone-shell';

jest.mock('single-spa', () => ({ registerApplication: jest.fn(), start: jest.fn() }));

const greetingAtom = atom('from the default store');

/** A session whose gate the test opens or closes; each call is a fresh store and cache. */
const fakeSession = (
  state: StandaloneShellState,
): RemoteSession & { store: ReturnType<typeof createStore> } => {
  const store = createStore();
  store.set(greetingAtom, 'from this mount');
  return {
    store,
    queryClient: new QueryClient(),
    getState: () => state,
    subscribe: () => () => undefined,
    toggleTheme: jest.fn(),
    signIn: jest.fn(async () => undefined),
    signOut: jest.fn(async () => ({ ok: true, message: 'Logout successful!' })),
  };
};

/** A stand-in for an area's `./routes`: relative routes that show where they are and what they got. */
function AreaRoutes() {
  const { pathname } = useLocation();
  const greeting = useAtomValue(greetingAtom);
  const queryClient = useQueryClient();
  return (
    <Routes>
      <Route
        index
        element={
          <>
            <h1>Area start at {pathname}</h1>
            <p>{greeting}</p>
            <p>{queryClient ? 'with a query cache' : 'no cache'}</p>
            <Link to="details">Details</Link>
          </>
        }
      />
      <Route path="details" element={<h1>Details at {pathname}</h1>} />
    </Routes>
  );
}

/** The props single-spa passes to an application's lifecycles (those single-spa-react reads). */
const props = { name: 'remote-test', singleSpa: {}, mountParcel: jest.fn() } as unknown as Parameters<
  RemoteLifecycles['mount']
>[0];

const mounted = async (lifecycles: ReturnType<typeof createRemoteLifecycles>) => {
  await lifecycles.bootstrap(props);
  // single-spa-react resolves `mount` once React has rendered, which act() holds back until its end.
  let done: Promise<unknown> = Promise.resolve();
  await act(async () => {
    done = lifecycles.mount(props);
  });
  await done;
};

const unmounted = async (lifecycles: ReturnType<typeof createRemoteLifecycles>) => {
  let done: Promise<unknown> = Promise.resolve();
  await act(async () => {
    done = lifecycles.unmount(props);
  });
  await done;
};

beforeEach(() => window.history.replaceState(null, '', '/'));

describe('createRemoteLifecycles', () => {
  it('mounts the area under its path with its own store and cache, in the standalone chrome, and unmounts', async () => {
    const createSession = jest.fn(() =>
      fakeSession({ mode: 'light', gate: { status: 'open' }, signedInAs: null }),
    );
    const lifecycles = createRemoteLifecycles({
      name: 'remote-test',
      basePath: '/dashboard/test',
      routes: AreaRoutes,
      createSession,
    });
    await mounted(lifecycles);

    // Any other address goes to the area's start, where the shell would mount it.
    expect(screen.getByRole('heading', { name: 'Area start at /dashboard/test' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard/test');
    expect(screen.getByText('from this mount')).toBeInTheDocument();
    expect(screen.getByText('with a query cache')).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Standalone page' })).toHaveTextContent('remote-test');

    await userEvent.setup().click(screen.getByRole('link', { name: 'Details' }));
    expect(screen.getByRole('heading', { name: 'Details at /dashboard/test/details' })).toBeInTheDocument();

    await unmounted(lifecycles);
    expect(screen.queryByRole('note', { name: 'Standalone page' })).not.toBeInTheDocument();

    // A second mount gets a fresh session.
    await mounted(lifecycles);
    expect(createSession).toHaveBeenCalledTimes(2);
    await unmounted(lifecycles);
  });

  it('mounts an area at the root without redirecting its paths', async () => {
    window.history.replaceState(null, '', '/details');
    const lifecycles = createRemoteLifecycles({
      name: 'remote-public',
      basePath: '/',
      routes: AreaRoutes,
      createSession: () => fakeSession({ mode: 'dark', gate: { status: 'open' }, signedInAs: null }),
    });
    await mounted(lifecycles);
    expect(screen.getByRole('heading', { name: 'Details at /details' })).toBeInTheDocument();
    await unmounted(lifecycles);
  });

  it('keeps the area behind the session gate', async () => {
    const lifecycles = createRemoteLifecycles({
      name: 'remote-private',
      basePath: '/dashboard',
      routes: AreaRoutes,
      createSession: () =>
        fakeSession({ mode: 'light', gate: { status: 'signed-out', error: null }, signedInAs: null }),
    });
    await mounted(lifecycles);
    expect(screen.getByRole('heading', { name: 'Sign in to this area' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Area start/ })).not.toBeInTheDocument();
    await unmounted(lifecycles);
  });
});

describe('startStandalonePage', () => {
  it("registers the remote's lifecycles as the only application, active everywhere, and starts single-spa", () => {
    const load = jest.fn();
    startStandalonePage('remote-test', load);
    const registered = jest.mocked(registerApplication).mock.calls[0]?.[0] as unknown as {
      name: string;
      app: unknown;
      activeWhen: (location: Location) => boolean;
    };
    expect(registered.name).toBe('remote-test');
    expect(registered.app).toBe(load);
    expect(registered.activeWhen(window.location)).toBe(true);
    expect(start).toHaveBeenCalledWith({ urlRerouteOnly: true });
  });
});
