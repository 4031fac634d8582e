/**
 * Test helper for the apps (never shared at run time, see build/shared.ts). Separate from `test-utils`
 * because react-router needs the Fetch-capable jsdom environment (`TextEncoder`), which the kit's own
 * tests do not use.
 */
import type { RenderResult } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { type RenderWithThemeOptions, renderWithTheme } from './test-utils';
import { ToastHost } from './toast';

export type TestStore = ReturnType<typeof createStore>;

export interface RenderInAppOptions extends Omit<RenderWithThemeOptions, 'wrapper'> {
  /** The jotai store (default: a fresh one, returned as `store`). */
  store?: TestStore;
  /** The address the in-memory router starts at (default `/`). */
  url?: string;
}

/**
 * Renders `ui` the way the shell hosts a remote: theme, a jotai Provider, a MemoryRouter at `url` and the
 * toast container (so toasts can be found by text).
 */
export function renderInApp(
  ui: ReactElement,
  { store = createStore(), url = '/', ...options }: RenderInAppOptions = {},
): RenderResult & { store: TestStore } {
  const result = renderWithTheme(ui, {
    ...options,
    wrapper: ({ children }) => (
      <Provider store={store}>
        <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
        <ToastHost theme="light" />
      </Provider>
    ),
  });
  return { ...result, store };
}
