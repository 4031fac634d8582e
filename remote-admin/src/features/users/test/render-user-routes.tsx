import { QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configureApi } from 'shared-api/client';
import { profileFixture, testQueryClient } from 'shared-api/testing/fixtures';
import type { AdminUser } from 'shared-api/types';
import { renderWithTheme } from 'shared-ui/testing/render';
import { ToastHost } from 'shared-ui/toast';
import { BuyPlanPage } from '../components/buy-plan-page';
import { ManageUsersPage } from '../components/manage-users-page';
import { UserDetailPage } from '../components/user-detail-page';
import { UserPlansPage } from '../components/user-plans-page';

export const adminUserFixture = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  ...profileFixture({
    id: 12,
    username: 'olive',
    email: 'olive@example.test',
    firstname: 'Olive',
    lastname: 'Ops',
  }),
  ssn: null,
  has_documents: false,
  dl_front: null,
  dl_back: null,
  deleted: false,
  ...overrides,
});

/** The user routes as remote-admin declares them, at /dashboard/admin/{path}; the API is MSW's. */
export function renderUserRoutes(path: string) {
  configureApi({ onSetupFailure: jest.fn() });
  return renderWithTheme(
    <Provider store={createStore()}>
      <QueryClientProvider client={testQueryClient()}>
        <MemoryRouter initialEntries={[`/dashboard/admin/${path}`]}>
          <Routes>
            <Route path="/dashboard/admin/manage-users" element={<ManageUsersPage />} />
            <Route path="/dashboard/admin/manage-users/:id" element={<UserDetailPage />} />
            <Route path="/dashboard/admin/manage-users/:id/user-plans" element={<UserPlansPage />} />
            <Route path="/dashboard/admin/manage-users/:id/buy-plan" element={<BuyPlanPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
      <ToastHost theme="light" />
    </Provider>,
  );
}
