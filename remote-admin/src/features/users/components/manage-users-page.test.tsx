import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { resetApiConfig } from 'shared-api/client';
import { apiError, apiPath } from 'shared-api/testing/fake-api';
import { mswServer } from 'shared-api/testing/msw-server';
import type { UserSummary } from 'shared-api/types';
import { notify } from 'shared-ui/toast';
import { renderUserRoutes } from '../test/render-user-routes';

const summary = (overrides: Partial<UserSummary>): UserSummary => ({
  id: 1,
  username: 'user',
  email: 'user@example.test',
  firstname: 'First',
  lastname: 'Last',
  country: 'France',
  level: 1,
  role: 'user',
  suspended: 0,
  wallet: 0,
  ssn: null,
  salary: null,
  identity_status: 'none',
  created_at: '2026-01-01T00:00:00Z',
  ...overrides,
});

const everyone = [
  summary({ id: 1, username: 'admin', email: 'admin@vestora.test', role: 'admin' }),
  summary({ id: 2, username: 'Olive', email: 'olive@example.test', suspended: 1, wallet: 12.5 }),
  summary({ id: 3, username: 'peter', email: 'p.olsen@example.test' }),
];

/** Serves GET /users?search like the server (username or e-mail, case-insensitive) and records each search. */
const serveUsers = () => {
  const searches: string[] = [];
  mswServer.use(
    http.get(apiPath('users'), ({ request }) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      searches.push(search);
      const needle = search.toLowerCase();
      return HttpResponse.json({
        users: everyone.filter(
          (user) => user.username.toLowerCase().includes(needle) || user.email.toLowerCase().includes(needle),
        ),
      });
    }),
  );
  return searches;
};

afterEach(() => {
  act(() => notify.dismiss());
  resetApiConfig();
});
jest.setTimeout(20_000);

describe('ManageUsersPage', () => {
  it('lists every user with a link to the detail, role, level and suspension', async () => {
    serveUsers();
    renderUserRoutes('manage-users');
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(await screen.findByText('3 users')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Olive' })).toHaveAttribute(
      'href',
      '/dashboard/admin/manage-users/2',
    );
    expect(screen.getByRole('listitem', { name: 'admin' })).toHaveTextContent('Administrator');
    expect(screen.getByRole('listitem', { name: 'Olive' })).toHaveTextContent('Suspended');
    expect(screen.getByRole('listitem', { name: 'Olive' })).toHaveTextContent('Wallet $12.50');
  });

  it('searches as you type, case-insensitive on username or e-mail, once per pause', async () => {
    const user = userEvent.setup();
    const searches = serveUsers();
    renderUserRoutes('manage-users');
    await screen.findByText('3 users');
    await user.type(screen.getByRole('searchbox', { name: 'Search by username or e-mail' }), 'OL');
    expect(await screen.findByText('2 users')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Olive' })).toBeInTheDocument();
    // peter matches by e-mail (p.olsen).
    expect(screen.getByRole('listitem', { name: 'peter' })).toBeInTheDocument();
    // The first load, then one call for "OL": not one per key.
    expect(searches).toEqual(['', 'OL']);
  });

  it("says 'No users found.' when nobody matches", async () => {
    const user = userEvent.setup();
    serveUsers();
    renderUserRoutes('manage-users');
    await screen.findByText('3 users');
    await user.type(screen.getByRole('searchbox', { name: 'Search by username or e-mail' }), 'zzz');
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
  });

  it('shows the server error with a retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    mswServer.use(http.get(apiPath('users'), () => apiError(500, 'Database unavailable')));
    renderUserRoutes('manage-users');
    expect(await screen.findByText('The users could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    serveUsers();
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByText('3 users')).toBeInTheDocument();
  });
});
