/**
 * Test helpers: render the whole shell in a MemoryRouter with fake remotes (no Module Federation) and a
 * fake API behind shared-api's client (`configureApi({ fetch })`).
 * Test files using it need the fetch-capable jsdom environment:
 * `/** @jest-environment ../shared-api/test/jsdom-fetch-environment.cjs *\/`.
 */
import type { QueryClient } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ACCESS_TOKEN_KEY, configureApi, resetApiConfig } from 'shared-api/client';
import { profileFixture, testQueryClient } from 'shared-api/test-utils';
import type { Profile } from 'shared-api/types';
import { notify } from 'shared-ui/toast';
import { App } from '../app/app';
import type { Store } from '../app/providers';
import type { LoadRemoteRoutes, RemoteName } from '../lib/remote-types';

/** A signed-in user's profile (the shared wire fixture). */
export const profile = profileFixture;

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export type ApiRoute = (request: Request) => Response | Promise<Response>;
/** Keys like `'POST me'`, paths relative to /api. */
export type ApiRoutes = Record<string, ApiRoute>;

/** Routes every signed-in render needs: the profile, and the lists the shell loads after it. */
export const signedInApi = (user: Profile): ApiRoutes => ({
  'POST me': () => json({ user }),
  'GET plans': () => json({ plans: [] }),
  'GET transactions': () => json({ transactions: [], next_cursor: null }),
  'POST logout': () => json({ message: 'Logged out' }),
});

export const serveApi = (routes: ApiRoutes): jest.Mock => {
  const fetchMock = jest.fn(async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api\//, '');
    const route = routes[`${request.method} ${path}`];
    return route ? route(request) : json({ message: `No route ${request.method} ${path}` }, 404);
  });
  configureApi({ fetch: fetchMock as unknown as typeof fetch });
  return fetchMock;
};

/** What a fake remote renders: its name and the full path it was asked to show. */
function AreaProbe({ name }: { name: RemoteName }) {
  const { pathname } = useLocation();
  return <p>{`${name} area at ${pathname}`}</p>;
}

/** A stand-in for a remote's `./routes`: relative `<Routes>` with a splat, like the real ones. */
function FakeRemote({ name }: { name: RemoteName }) {
  return (
    <Routes>
      <Route path="*" element={<AreaProbe name={name} />} />
    </Routes>
  );
}

const MarketingRoutes = () => <FakeRemote name="marketing" />;
const InvestorRoutes = () => <FakeRemote name="investor" />;
const AdminRoutes = () => <FakeRemote name="admin" />;

export const fakeRemoteRoutes: Record<RemoteName, ComponentType> = {
  marketing: MarketingRoutes,
  investor: InvestorRoutes,
  admin: AdminRoutes,
};

/** A loader that serves the fake remotes. */
export const fakeLoader = (): jest.MockedFunction<LoadRemoteRoutes> =>
  jest.fn<Promise<ComponentType>, [RemoteName]>(async (name) => fakeRemoteRoutes[name]);

function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

export interface RenderShellOptions {
  path?: string;
  /** Signs in: stores a token and serves this profile from POST /me. */
  user?: Profile;
  api?: ApiRoutes;
  loadRemoteRoutes?: LoadRemoteRoutes;
}

export interface RenderShellResult extends RenderResult {
  store: Store;
  queryClient: QueryClient;
  fetchMock: jest.Mock;
  loadRemoteRoutes: LoadRemoteRoutes;
  /** The router's current path. */
  location: () => string | null;
}

export const renderShell = ({
  path = '/',
  user,
  api = {},
  loadRemoteRoutes = fakeLoader(),
}: RenderShellOptions = {}): RenderShellResult => {
  if (user) localStorage.setItem(ACCESS_TOKEN_KEY, 'test-token');
  const fetchMock = serveApi({ ...(user ? signedInApi(user) : {}), ...api });
  const store = createStore();
  const queryClient = testQueryClient();
  const router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]} useTransitions={false}>
      {children}
      <LocationProbe />
    </MemoryRouter>
  );
  const result = render(
    <App loadRemoteRoutes={loadRemoteRoutes} store={store} queryClient={queryClient} router={router} />,
  );
  return {
    ...result,
    store,
    queryClient,
    fetchMock,
    loadRemoteRoutes,
    location: () => result.getByTestId('location').textContent,
  };
};

/** Isolation between tests: storage, API client, theme class, toasts; jsdom has no scrollTo. */
export const setupShellTests = (): void => {
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    notify.dismiss();
    localStorage.clear();
    resetApiConfig();
    document.documentElement.className = '';
    jest.restoreAllMocks();
  });
};
