import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { resetApiConfig } from 'shared-api/client';
import { apiPath } from 'shared-api/testing/fake-api';
import { samplePlans } from 'shared-api/testing/fixtures';
import { mswServer } from 'shared-api/testing/msw-server';
import type { UserPlan } from 'shared-api/types';
import { notify } from 'shared-ui/toast';
import { adminUserFixture, renderUserRoutes } from '../test/render-user-routes';

const toast = (text: string | RegExp) =>
  screen.findByText(text, { selector: '.Toastify__toast, .Toastify__toast *' });

const boughtPlan: UserPlan = {
  id: 4,
  title: 'Starter',
  roi: 1.5,
  duration: 20,
  initial_duration: 30,
  amount: 100,
  returns: 1.5,
  total_returns: 15,
  status: 'active',
  created_at: '2026-11-01T10:00:00Z',
  ends_on: '2026-12-01',
};

const serve = (plans: UserPlan[]) =>
  mswServer.use(
    http.get(apiPath('user/12'), () => HttpResponse.json({ user: adminUserFixture({ wallet: 150 }) })),
    http.get(apiPath('plans'), () => HttpResponse.json({ plans: samplePlans })),
    http.get(apiPath('get-user-plans/12'), () => HttpResponse.json({ user_plans: plans })),
  );

afterEach(() => {
  act(() => notify.dismiss());
  resetApiConfig();
});
jest.setTimeout(20_000);

describe('BuyPlanPage', () => {
  it('buys the chosen plan from the wallet by default, then shows the user plans', async () => {
    const user = userEvent.setup();
    const plans: UserPlan[] = [];
    serve(plans);
    let sent: unknown;
    mswServer.use(
      http.post(apiPath('admin-deposit'), async ({ request }) => {
        sent = await request.json();
        plans.push(boughtPlan);
        return HttpResponse.json({ message: 'Plan purchased for olive: it is now active.' });
      }),
    );
    renderUserRoutes('manage-users/12/buy-plan');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Buy a plan for olive' }),
    ).toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('Plan'), 'Starter');
    expect(screen.getByText('Between $50.00 and $999.00 for this plan.')).toBeInTheDocument();
    expect(screen.getByLabelText('Payment method')).toHaveValue('wallet');
    expect(screen.getByText("The user's wallet holds $150.00.")).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount (USD)'), '100');
    await user.click(screen.getByRole('button', { name: 'Buy plan' }));
    expect(await toast('Plan purchased for olive: it is now active.')).toBeInTheDocument();
    expect(sent).toEqual({ type: 'deposit', user_id: 12, plan_id: 1, amount: 100, payment_method: 'wallet' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Plans of olive' })).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Days remaining' })).toHaveAttribute(
      'aria-valuenow',
      '67',
    );
    expect(screen.getAllByText('20 of 30 days left').length).toBeGreaterThan(0);
  });

  it('stays on the form with the server message when the wallet is short', async () => {
    const user = userEvent.setup();
    serve([]);
    mswServer.use(
      http.post(apiPath('admin-deposit'), () =>
        HttpResponse.json({ code: 'insufficient_balance', message: 'Insufficient balance' }, { status: 400 }),
      ),
    );
    renderUserRoutes('manage-users/12/buy-plan');
    await user.selectOptions(await screen.findByLabelText('Plan'), 'Growth');
    await user.type(screen.getByLabelText('Amount (USD)'), '1000');
    await user.click(screen.getByRole('button', { name: 'Buy plan' }));
    expect(await toast('Insufficient balance')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy plan' })).toBeInTheDocument();
  });

  it("user plans: 'No active plans' with a way to buy one", async () => {
    serve([]);
    renderUserRoutes('manage-users/12/user-plans');
    expect(await screen.findByText('No active plans')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Buy a plan for this user' })[0]).toHaveAttribute(
      'href',
      '/dashboard/admin/manage-users/12/buy-plan',
    );
  });
});
