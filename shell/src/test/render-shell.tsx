/**
 * Test helpers: render the whole shell in a MemoryRouter with fake remotes (no Module Federation) and the
 * shared fake API on MSW (shared-api/testing/fake-api) as the network, with the routes a test answers
 * itself on top.
 */
import type { QueryClient } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import { createStore } from 'jotai';
import { http } from 'msw';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ACCESS_TOKEN_KEY, resetApiConfig } from 'shared-api/client';
import { apiPath, serveFakeApi } from 'shared-api/testing/fake-api';
import { profileFixture, testQueryClient } from 'shared-api/testing/fixtures';
import { mswServer } from 'shared-api/testing/msw-server';
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

/**
 * Serves the shared fake API (signed in as `user`, or refusing every token) with `routes` answered by the
 * test instead. Returns a mock called with every request, for tests that count calls.
 */
export const serveApi = (user: Profile | null, routes: ApiRoutes = {}): jest.Mock => {
  serveFakeApi({ user });
  mswServer.use(
    ...Object.entries(routes).map(([key, route]) => {
      const [method = '', path = ''] = key.split(' ');
      // Another method on the same path falls through to the fake API.
      return http.all(apiPath(path), ({ request }) =>
        request.method === method ? route(request) : undefined,
      );
    }),
  );
  const fetchMock = jest.fn();
  mswServer.events.on('request:start', ({ request }) => fetchMock(request));
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
  const fetchMock = serveApi(user ?? null, api);
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
