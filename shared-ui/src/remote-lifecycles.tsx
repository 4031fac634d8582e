/**
 * One remote's single-spa lifecycles (its `./lifecycles` expose) and the root they mount: the remote's own
 * jotai store and query cache, the standalone chrome (theme, toasts, the dev sign-in), a router, and the
 * area's routes under the path the shell mounts them at. Every remote calls this with its name, path,
 * routes and session; none keeps a copy of its own. Kept out of the federation share scope
 * (build/shared.ts): only a remote's `./lifecycles` imports it, never the platform.
 */
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type createStore, Provider } from 'jotai';
import React, { type ComponentType, useState } from 'react';
import ReactDOMClient from 'react-dom/client';
import { BrowserRouter, HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import type { LifeCycleFn } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { type StandaloneSessionPort, StandaloneShell, servedAsFile } from './standalone-shell';

/** What a mount needs from the session: the shell's part (StandaloneSessionPort), its store and cache. */
export interface RemoteSession extends StandaloneSessionPort {
  readonly store: ReturnType<typeof createStore>;
  readonly queryClient: QueryClient;
}

export interface RemoteLifecyclesOptions {
  /** The remote's package name (`remote-admin`): the single-spa application and the strip's label. */
  name: string;
  /** Where the shell mounts the area: `/`, `/dashboard`, `/dashboard/admin`. */
  basePath: string;
  /** The area's relative routes (the same component the remote exposes as `./routes`). */
  routes: ComponentType;
  /** A fresh session for each mount (shared-api's `createStandaloneSession` with the area's access). */
  createSession: () => RemoteSession;
}

export interface RemoteLifecycles {
  bootstrap: LifeCycleFn<object>;
  mount: LifeCycleFn<object>;
  unmount: LifeCycleFn<object>;
}

/** The area alone, as the shell would mount it; any other path goes to the area's start. */
export function RemoteRoot({ name, basePath, routes: AreaRoutes, createSession }: RemoteLifecyclesOptions) {
  // One session per mount: a remount starts signed out of nothing it did not sign in to itself.
  const [session] = useState(createSession);
  // Served as a file (…/standalone.html on a static host) the page needs hash URLs so reloads work.
  const Router = servedAsFile() ? HashRouter : BrowserRouter;
  const base = basePath.replace(/\/+$/, '');
  return (
    <Provider store={session.store}>
      <QueryClientProvider client={session.queryClient}>
        <StandaloneShell name={name} session={session}>
          <Router>
            <Routes>
              <Route path={`${base}/*`} element={<AreaRoutes />} />
              {base && <Route path="*" element={<Navigate to={base} replace />} />}
            </Routes>
          </Router>
        </StandaloneShell>
      </QueryClientProvider>
    </Provider>
  );
}

/** single-spa lifecycles that mount `RemoteRoot` (for the standalone page or any single-spa root config). */
export const createRemoteLifecycles = (options: RemoteLifecyclesOptions): RemoteLifecycles => {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per remote (module scope of its ./lifecycles), never during a render.
  const Root = () => <RemoteRoot {...options} />;
  const { bootstrap, mount, unmount } = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    renderType: 'createRoot',
    errorBoundary: (error: Error) => (
      <p role="alert">
        {options.name} failed: {error.message}
      </p>
    ),
  });
  return { bootstrap, mount, unmount };
};
