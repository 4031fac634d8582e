import { QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configureApi } from 'shared-api/client';
import { testQueryClient } from 'shared-api/testing/fixtures';
import { renderWithTheme } from 'shared-ui/testing/render';
import { ToastHost } from 'shared-ui/toast';
import { CreatePlanPage } from '../components/create-plan-page';
import { EditPlanPage } from '../components/edit-plan-page';
import { ManagePlansPage } from '../components/manage-plans-page';

export const ADMIN_BASE = '/dashboard/admin';

/** The plan routes as remote-admin declares them, mounted where the shell mounts the admin area. */
function PlanRoutes() {
  return (
    <Routes>
      <Route path="manage-plan" element={<ManagePlansPage />} />
      <Route path="manage-plan/create-new-plan" element={<CreatePlanPage />} />
      <Route path="manage-plan/edit-plan/:id" element={<EditPlanPage />} />
    </Routes>
  );
}

/**
 * Renders the admin plan screens at `paths` (the history; the last one is shown, relative to
 * /dashboard/admin) with a fresh jotai store and query cache and a toast host. The API is whatever the
 * test serves through MSW (`serveFakeApi` from shared-api/testing/fake-api).
 */
export function renderPlanRoutes(paths: string[]) {
  // A refused connection would send a real page to /login; here it only has to be seen.
  configureApi({ onSetupFailure: jest.fn() });
  const store = createStore();
  const queryClient = testQueryClient();
  const entries = paths.map((path) => `${ADMIN_BASE}/${path}`);
  const result = renderWithTheme(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
          <Routes>
            <Route path={`${ADMIN_BASE}/*`} element={<PlanRoutes />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
      <ToastHost theme="light" />
    </Provider>,
  );
  return { ...result, store, queryClient };
}
