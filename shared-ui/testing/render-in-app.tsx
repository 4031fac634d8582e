/**
 * Test helper for the apps (shared-ui's `testing` entry: never in a bundle or the share scope): a remote's
 * screens rendered the way the shell hosts them.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RenderResult } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ToastHost } from '../src/toast';
import { type RenderWithThemeOptions, renderWithTheme } from './render';

export type TestStore = ReturnType<typeof createStore>;

export interface RenderInAppOptions extends Omit<RenderWithThemeOptions, 'wrapper'> {
  /** The jotai store (default: a fresh one, returned as `store`). */
  store?: TestStore;
  /** The address the in-memory router starts at (default `/`). */
  url?: string;
  /** The query cache (default: a fresh one that never retries, returned as `queryClient`). */
  queryClient?: QueryClient;
}

/** A fresh cache per test: a failure shows at once instead of after the platform's retries. */
export const createTestQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/**
 * Renders `ui` the way the shell hosts a remote: theme, a jotai Provider, the query cache, a MemoryRouter
 * at `url` and the toast container (so toasts can be found by text).
 */
export function renderInApp(
  ui: ReactElement,
  {
    store = createStore(),
    url = '/',
    queryClient = createTestQueryClient(),
    ...options
  }: RenderInAppOptions = {},
): RenderResult & { store: TestStore; queryClient: QueryClient } {
  const result = renderWithTheme(ui, {
    ...options,
    wrapper: ({ children }) => (
      <Provider store={store}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
        </QueryClientProvider>
        <ToastHost theme="light" />
      </Provider>
    ),
  });
  return { ...result, store, queryClient };
}
