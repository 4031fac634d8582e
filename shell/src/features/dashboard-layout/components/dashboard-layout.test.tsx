/** @jest-environment ../shared-api/test/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS_TOKEN_KEY } from 'shared-api/client';
import { json, profile, renderShell, setupShellTests } from '../../../test/render-shell';

setupShellTests();

const openMenu = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
  return screen.getByRole('navigation', { name: 'Main menu' });
};

const userItems = ['Dashboard', 'Buy plan', 'Withdraw', 'Transactions', 'My plans', 'Profile'];
const adminItems = [
  'Manage plans',
  'Manage addresses',
  'Manage deposits',
  'Manage withdrawals',
  'Manage users',
  'Identity verification',
  'Approvals',
  'Audit log',
];

describe('dashboard layout', () => {
  it('shows the product name and the signed-in username', async () => {
    renderShell({ path: '/dashboard', user: profile({ username: 'satoshi' }) });
    expect(await screen.findByText('investor area at /dashboard')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Vestora');
    expect(screen.getByRole('banner')).toHaveTextContent('Signed in as satoshi');
  });

  it('has 6 side menu items for a user, the current one marked', async () => {
    renderShell({ path: '/dashboard/buy-plan', user: profile() });
    const menu = await openMenu();
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(userItems);
    expect(within(menu).getByRole('link', { name: 'Buy plan' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(within(menu).getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/dashboard/make-withdrawal',
    );
  });

  it('has 14 side menu items for an admin: the spec’s 12, approvals and the audit log', async () => {
    renderShell({ path: '/dashboard/admin/manage-deposits', user: profile({ role: 'admin' }) });
    const menu = await openMenu();
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([...userItems, ...adminItems]);
    expect(within(menu).getByRole('link', { name: 'Manage deposits' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Identity verification' })).toHaveAttribute(
      'href',
      '/dashboard/admin/manage-identity-verification',
    );
  });

  it('counts on Approvals the requests waiting for this admin (not their own)', async () => {
    const pending = (id: number, requestedBy: string) => ({
      id,
      user_id: 9,
      username: 'ada',
      kind: 'bonus',
      amount: 10,
      reason: 'Loyalty',
      status: 'pending',
      requested_by: requestedBy,
      decided_by: null,
      created_at: '2026-11-20T10:00:00Z',
      decided_at: null,
    });
    renderShell({
      path: '/dashboard/admin/manage-plan',
      user: profile({ role: 'admin', username: 'boss' }),
      api: {
        'GET adjustments': () =>
          json({ adjustments: [pending(1, 'auditor'), pending(2, 'boss'), pending(3, 'auditor')] }),
      },
    });
    const menu = await openMenu();
    expect(await within(menu).findByRole('link', { name: 'Approvals 2 waiting for you' })).toHaveAttribute(
      'href',
      '/dashboard/admin/approvals',
    );
  });

  it('opens the drawer from its toggle and closes it on navigation', async () => {
    const { location } = renderShell({ path: '/dashboard', user: profile() });
    const menu = await openMenu();
    const toggle = screen.getByRole('button', { name: 'Close menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', menu.closest('aside')?.id);

    await userEvent.click(within(menu).getByRole('link', { name: 'Transactions' }));
    expect(await screen.findByText('investor area at /dashboard/transaction-history')).toBeInTheDocument();
    expect(location()).toBe('/dashboard/transaction-history');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('closes the drawer on an outside click and on Escape', async () => {
    renderShell({ path: '/dashboard', user: profile() });
    await openMenu();
    await userEvent.click(screen.getByText('investor area at /dashboard'));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    await openMenu();
    await userEvent.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('logs out: loading toast, then success, session cleared and home', async () => {
    const { location, fetchMock } = renderShell({ path: '/dashboard/profile', user: profile() });
    await openMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logout successful!')).toBeInTheDocument();
    expect(await screen.findByText('marketing area at /')).toBeInTheDocument();
    expect(location()).toBe('/');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([request]) => (request as Request).url.endsWith('/api/logout'))).toBe(
      true,
    );
  });

  it("shows 'Logging out...' while the request runs, and the server's failure message, still going home", async () => {
    let answer: (response: Response) => void = () => undefined;
    const { location } = renderShell({
      path: '/dashboard',
      user: profile(),
      api: {
        'POST logout': () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      },
    });
    await openMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logging out...')).toBeInTheDocument();
    expect(location()).toBe('/dashboard');

    answer(json({ message: 'Session store unavailable' }, 500));
    expect(await screen.findByText('Session store unavailable')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/'));
    expect(screen.queryByText('Logging out...')).not.toBeInTheDocument();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });
});
