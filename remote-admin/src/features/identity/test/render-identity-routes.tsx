import { QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider } from 'jotai';
import { HttpResponse, http } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configureApi } from 'shared-api/client';
import { apiPath } from 'shared-api/testing/fake-api';
import { profileFixture, testQueryClient } from 'shared-api/testing/fixtures';
import { mswServer } from 'shared-api/testing/msw-server';
import type { AdminUser, UserSummary } from 'shared-api/types';
import { renderWithTheme } from 'shared-ui/testing/render';
import { ToastHost } from 'shared-ui/toast';
import { IdentityQueuePage } from '../components/identity-queue-page';
import { IdentityReviewPage } from '../components/identity-review-page';

const ADMIN_BASE = '/dashboard/admin';

/** The identity routes as remote-admin declares them, where the shell mounts the admin area. */
function IdentityRoutes() {
  return (
    <Routes>
      <Route path="manage-identity-verification" element={<IdentityQueuePage />} />
      <Route path="manage-identity-verification/:id" element={<IdentityReviewPage />} />
    </Routes>
  );
}

export function renderIdentityRoutes(paths: string[]) {
  configureApi({ onSetupFailure: jest.fn() });
  const entries = paths.map((path) => `${ADMIN_BASE}/${path}`);
  return renderWithTheme(
    <Provider store={createStore()}>
      <QueryClientProvider client={testQueryClient()}>
        <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
          <Routes>
            <Route path={`${ADMIN_BASE}/*`} element={<IdentityRoutes />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
      <ToastHost theme="light" />
    </Provider>,
  );
}

/** A user who submitted identity documents and waits at level 2. */
export const submittedUser = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  ...profileFixture({
    id: 12,
    username: 'grace',
    firstname: 'Grace',
    lastname: 'Hopper',
    email: 'grace@example.test',
    country: 'United States',
    ssn: 'AB-123456',
    occupation: 'Programmer',
    salary: '$50,000 - $100,000',
    identity_status: 'pending',
  }),
  has_documents: true,
  dl_front: '/api/identity-document/12/front',
  dl_back: '/api/identity-document/12/back',
  deleted: false,
  ...overrides,
});

export const summaryOf = (user: AdminUser): UserSummary => ({
  id: user.id,
  username: user.username,
  email: user.email,
  firstname: user.firstname,
  lastname: user.lastname,
  country: user.country,
  level: user.level,
  role: user.role,
  suspended: user.suspended,
  wallet: user.wallet,
  ssn: user.ssn,
  salary: user.salary,
  identity_status: user.identity_status,
  created_at: user.created_at,
});

/** The users and identity calls over an in-memory set of users; accept and reject change them as the server does. */
export function serveIdentity(users: AdminUser[]) {
  const calls: string[] = [];
  const find = (id: unknown) => users.find((user) => user.id === Number(id));
  mswServer.use(
    http.get(apiPath('users'), () => HttpResponse.json({ users: users.map(summaryOf) })),
    http.get(apiPath('user/:id'), ({ params }) => {
      const user = find(params.id);
      return user
        ? HttpResponse.json({ user })
        : HttpResponse.json({ code: 'not_found', message: 'This user does not exist.' }, { status: 404 });
    }),
    http.get(apiPath('identity-document/:id/:side'), ({ params }) => {
      calls.push(`GET identity-document/${String(params.id)}/${String(params.side)}`);
      return new HttpResponse(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
        headers: { 'Content-Type': 'image/png' },
      });
    }),
    http.post(apiPath('accept-verified-identity/:id'), ({ params }) => {
      calls.push(`POST accept-verified-identity/${String(params.id)}`);
      const user = find(params.id);
      if (user) Object.assign(user, { level: 3, identity_status: 'accepted' });
      return HttpResponse.json({ message: `The identity of ${user?.username} is verified.` });
    }),
    http.post(apiPath('reject-verified-identity/:id'), ({ params }) => {
      calls.push(`POST reject-verified-identity/${String(params.id)}`);
      const user = find(params.id);
      if (user) {
        Object.assign(user, {
          identity_status: 'rejected',
          ssn: null,
          occupation: null,
          salary: null,
          has_documents: false,
          dl_front: null,
          dl_back: null,
        });
      }
      return HttpResponse.json({
        message: `The identity of ${user?.username} was rejected and the documents deleted.`,
      });
    }),
  );
  return { calls };
}
