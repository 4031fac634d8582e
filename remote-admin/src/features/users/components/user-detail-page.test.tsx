import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { resetApiConfig } from 'shared-api/client';
import { apiError, apiPath, validationError } from 'shared-api/testing/fake-api';
import { statisticsFixture, transactionFixture } from 'shared-api/testing/fixtures';
import { mswServer } from 'shared-api/testing/msw-server';
import type { AdminUser } from 'shared-api/types';
import { notify } from 'shared-ui/toast';
import { adminUserFixture, renderUserRoutes } from '../test/render-user-routes';

const toast = (text: string | RegExp) =>
  screen.findByText(text, { selector: '.Toastify__toast, .Toastify__toast *' });

/** The user, their figures and transactions; `user` is what GET /user/12 answers (a test may change it). */
const serveUser = (user: AdminUser) => {
  const state = { user };
  mswServer.use(
    http.get(apiPath('user/12'), () => HttpResponse.json({ user: state.user })),
    http.get(apiPath('user-statictics/12'), () =>
      HttpResponse.json(statisticsFixture({ deposit_sum: 3000 })),
    ),
    http.get(apiPath('all-transactions'), ({ request }) =>
      new URL(request.url).searchParams.get('user_id') === '12'
        ? HttpResponse.json({
            transactions: [
              transactionFixture({
                id: 5,
                type: 'bonus',
                amount: 25,
                reason: 'Welcome bonus',
                username: 'olive',
                user_id: 12,
              }),
            ],
            next_cursor: null,
          })
        : apiError(400, 'user_id expected'),
    ),
    http.get(apiPath('adjustments'), () => HttpResponse.json({ adjustments: [] })),
  );
  return state;
};

afterEach(() => {
  act(() => notify.dismiss());
  resetApiConfig();
});
jest.setTimeout(20_000);

describe('UserDetailPage', () => {
  it('shows profile, contact, level, wallet, statistics and transactions', async () => {
    serveUser(adminUserFixture({ wallet: 1250.5, phone: '+44 20 7946 0000' }));
    renderUserRoutes('manage-users/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'olive' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Profile' })).toHaveTextContent('Olive Ops');
    expect(screen.getByRole('region', { name: 'Contact' })).toHaveTextContent('olive@example.test');
    expect(screen.getByRole('region', { name: 'Contact' })).toHaveTextContent('+44 20 7946 0000');
    expect(screen.getByRole('region', { name: 'Account level' })).toHaveTextContent(
      'Level 2: e-mail verified',
    );
    expect(screen.getByRole('region', { name: 'Wallet' })).toHaveTextContent('$1,250.50');
    expect(await screen.findByText('$3,000.00')).toBeInTheDocument();
    expect(await screen.findByText('+$25.00')).toBeInTheDocument();
    expect(screen.getByText('— Welcome bonus')).toBeInTheDocument();
  });

  it('refuses to take the role of the last administrator with the clear message', async () => {
    const user = userEvent.setup();
    serveUser(adminUserFixture({ role: 'admin' }));
    mswServer.use(
      http.post(apiPath('switch-role/12'), () =>
        HttpResponse.json(
          {
            code: 'last_admin',
            message:
              'This is the last administrator: make another user an administrator first, so someone can still run the platform.',
          },
          { status: 400 },
        ),
      ),
    );
    renderUserRoutes('manage-users/12');
    await user.click(await screen.findByRole('button', { name: 'Remove administrator role' }));
    expect(await toast(/^This is the last administrator/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove administrator role' })).toBeEnabled();
  });

  it('making a user an administrator says it waits for another administrator', async () => {
    const user = userEvent.setup();
    serveUser(adminUserFixture());
    mswServer.use(
      http.post(apiPath('switch-role/12'), () =>
        HttpResponse.json({
          message:
            'Request recorded: another administrator must approve it before olive becomes an administrator.',
        }),
      ),
    );
    renderUserRoutes('manage-users/12');
    await user.click(await screen.findByRole('button', { name: 'Make administrator' }));
    expect(await toast(/another administrator must approve it/)).toBeInTheDocument();
  });

  it('suspends, and the screen follows the server', async () => {
    const user = userEvent.setup();
    const state = serveUser(adminUserFixture());
    mswServer.use(
      http.post(apiPath('suspend-user/12'), () => {
        state.user = { ...state.user, suspended: 1 };
        return HttpResponse.json({ message: 'olive is suspended.' });
      }),
    );
    renderUserRoutes('manage-users/12');
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    expect(await toast('olive is suspended.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Unsuspend' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Account level' })).toHaveTextContent('Suspended (read-only)');
  });

  it('sets the display message, and removes it only after the confirm modal', async () => {
    const user = userEvent.setup();
    const state = serveUser(adminUserFixture());
    const removed = jest.fn();
    mswServer.use(
      http.post(apiPath('set-display-message/12'), async ({ request }) => {
        const { message } = (await request.json()) as { message: string };
        state.user = { ...state.user, message };
        return HttpResponse.json({ message: 'The message is now shown to olive.' });
      }),
      http.post(apiPath('remove-display-message/12'), () => {
        removed();
        state.user = { ...state.user, message: null };
        return HttpResponse.json({ message: 'The display message of olive was removed.' });
      }),
    );
    renderUserRoutes('manage-users/12');
    await user.type(await screen.findByLabelText("Message shown on the user's dashboard"), 'Please call us.');
    await user.click(screen.getByRole('button', { name: 'Set message' }));
    expect(await toast('The message is now shown to olive.')).toBeInTheDocument();
    expect(await screen.findByText('Please call us.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the display message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(removed).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove message' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await toast('The display message of olive was removed.')).toBeInTheDocument();
    expect(removed).toHaveBeenCalledTimes(1);
    expect(await screen.findByLabelText("Message shown on the user's dashboard")).toBeInTheDocument();
  });

  it('requests a bonus with its reason and shows it waiting for another admin', async () => {
    const user = userEvent.setup();
    serveUser(adminUserFixture());
    let sent: unknown;
    mswServer.use(
      http.post(apiPath('give-bonus/12'), async ({ request }) => {
        sent = await request.json();
        mswServer.use(
          http.get(apiPath('adjustments'), () =>
            HttpResponse.json({
              adjustments: [
                {
                  id: 1,
                  user_id: 12,
                  username: 'olive',
                  kind: 'bonus',
                  amount: 42.5,
                  reason: 'Thank you',
                  status: 'pending',
                  requested_by: 'admin',
                  decided_by: null,
                  created_at: '2026-11-20T10:00:00Z',
                  decided_at: null,
                },
              ],
            }),
          ),
        );
        return HttpResponse.json({
          message: 'Bonus requested: another administrator must approve it before it reaches the wallet.',
        });
      }),
    );
    renderUserRoutes('manage-users/12');
    const form = await screen.findByRole('region', { name: 'Give a bonus' });
    await user.type(within(form).getByLabelText('Bonus amount (USD)'), '42.5');
    await user.type(within(form).getByLabelText('Reason for the bonus'), 'Thank you');
    await user.click(within(form).getByRole('button', { name: 'Request bonus' }));
    expect(await toast(/^Bonus requested/)).toBeInTheDocument();
    expect(sent).toEqual({ bonus: 42.5, reason: 'Thank you' });
    expect(await screen.findByText("Waiting for another admin's approval")).toBeInTheDocument();
    expect(screen.getByText(/Bonus of \$42\.50 — Thank you/)).toBeInTheDocument();
  });

  it("shows the server's field problem under the fee's reason", async () => {
    const user = userEvent.setup();
    serveUser(adminUserFixture());
    mswServer.use(
      http.post(apiPath('charge-fee/12'), () => validationError({ reason: 'Reason is required' })),
    );
    renderUserRoutes('manage-users/12');
    const form = await screen.findByRole('region', { name: 'Charge a fee' });
    await user.type(within(form).getByLabelText('Fee amount (USD)'), '5');
    await user.click(within(form).getByRole('button', { name: 'Request fee' }));
    expect(await within(form).findByText('Reason is required')).toBeInTheDocument();
    expect(within(form).getByLabelText('Reason for the fee')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends a custom e-mail to the user address with subject and body', async () => {
    const user = userEvent.setup();
    serveUser(adminUserFixture());
    let sent: unknown;
    mswServer.use(
      http.post(apiPath('send-custom-mail'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'E-mail sent to olive@example.test.' });
      }),
    );
    renderUserRoutes('manage-users/12');
    const form = await screen.findByRole('region', { name: 'Send an e-mail' });
    await user.type(within(form).getByLabelText('Subject'), 'Hello');
    await user.type(within(form).getByLabelText('Message'), 'About your account');
    await user.click(within(form).getByRole('button', { name: 'Send e-mail' }));
    expect(await toast('E-mail sent to olive@example.test.')).toBeInTheDocument();
    expect(sent).toEqual({ email: 'olive@example.test', subject: 'Hello', body: 'About your account' });
  });

  it('deletes after a confirmation that names the 30-day erasure, then goes back to the list', async () => {
    const user = userEvent.setup();
    serveUser(adminUserFixture());
    mswServer.use(
      http.post(apiPath('delete-user/12'), () =>
        HttpResponse.json({
          message:
            'olive was deleted and can no longer sign in. Their personal data will be erased within 30 days.',
        }),
      ),
      http.get(apiPath('users'), () => HttpResponse.json({ users: [] })),
    );
    renderUserRoutes('manage-users/12');
    await user.click(await screen.findByRole('button', { name: 'Delete user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete olive?' });
    expect(dialog).toHaveTextContent('Their personal data is erased within 30 days');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await toast(/can no longer sign in/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
  });

  it('stays on the user when the deletion is refused, with the server message', async () => {
    const user = userEvent.setup();
    serveUser(adminUserFixture());
    mswServer.use(
      http.post(apiPath('delete-user/12'), () =>
        HttpResponse.json(
          { code: 'own_case', message: 'You cannot delete your own account.' },
          { status: 400 },
        ),
      ),
    );
    renderUserRoutes('manage-users/12');
    await user.click(await screen.findByRole('button', { name: 'Delete user' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await toast('You cannot delete your own account.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'olive' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the user cannot be loaded', async () => {
    mswServer.use(http.get(apiPath('user/12'), () => apiError(404, 'This user does not exist.')));
    renderUserRoutes('manage-users/12');
    expect(await screen.findByText('The user could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry/i })).toBeInTheDocument();
  });
});
