import { QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configureApi } from 'shared-api/client';
import { testQueryClient } from 'shared-api/testing/fixtures';
import { renderWithTheme } from 'shared-ui/testing/render';
import { ToastHost } from 'shared-ui/toast';

/** `page` at /dashboard/admin/{path} with a fresh store, query cache and toast host; the API is MSW's. */
export function renderTransactionRoute(path: string, page: ReactElement) {
  configureApi({ onSetupFailure: jest.fn() });
  const queryClient = testQueryClient();
  const result = renderWithTheme(
    <Provider store={createStore()}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/dashboard/admin/${path}`]}>
          <Routes>
            <Route path={`/dashboard/admin/${path}`} element={page} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
      <ToastHost theme="light" />
    </Provider>,
  );
  return { ...result, queryClient };
}
