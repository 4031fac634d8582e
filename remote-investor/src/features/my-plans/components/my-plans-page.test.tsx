/** @jest-environment ../shared-api/test/jsdom-fetch-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { apiError, apiPath, serveFakeApi } from 'shared-api/testing/fake-api';
import { signedInStore, userPlanFixture } from 'shared-api/testing/fixtures';
import { mswServer } from 'shared-api/testing/msw-server';
import { loadTestCatalogs } from 'shared-ui/testing/i18n';
import { renderInApp } from 'shared-ui/testing/render-in-app';
import { MyPlansPage } from './my-plans-page';

const renderPage = () =>
  renderInApp(<MyPlansPage />, { url: '/dashboard/user-plan', store: signedInStore() });

beforeEach(() => localStorage.clear());

describe('/dashboard/user-plan', () => {
  it('shows each active plan with its days-left bar, capital, earnings so far and end date', async () => {
    serveFakeApi({
      userPlans: [
        userPlanFixture(),
        userPlanFixture({
          id: 12,
          title: 'Growth',
          duration: 1,
          initial_duration: 60,
          amount: 2500,
          total_returns: 2950,
          returns: 50,
          roi: 2,
          ends_on: '2026-11-28',
        }),
        userPlanFixture({
          id: 13,
          title: 'Old',
          status: 'completed',
          duration: 0,
          initial_duration: 30,
          ends_on: '2026-10-01',
        }),
      ],
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'My plans' })).toBeInTheDocument();

    const active = await screen.findByRole('region', { name: 'Active plans' });
    const starter = within(active).getByRole('article', { name: 'Starter' });
    expect(within(starter).getByText('12 days left of 30')).toBeInTheDocument();
    const bar = within(starter).getByRole('progressbar', { name: 'Days left' });
    expect(bar).toHaveAttribute('aria-valuenow', '40'); // round(12 ÷ 30 × 100)
    expect(bar).toHaveAttribute('aria-valuetext', '12 days left of 30');
    expect(within(starter).getByText('Capital').nextElementSibling).toHaveTextContent('$1,000.00');
    expect(within(starter).getByText('Earnings so far').nextElementSibling).toHaveTextContent('$270.00');
    expect(within(starter).getByText('Daily return').nextElementSibling).toHaveTextContent(
      '$15.00 (1.5% a day)',
    );
    expect(within(starter).getByText('Ends on').nextElementSibling).toHaveTextContent('1 Dec 2026');

    const growth = within(active).getByRole('article', { name: 'Growth' });
    expect(within(growth).getByText('1 day left of 60')).toBeInTheDocument();
    expect(within(growth).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');

    const completed = screen.getByRole('region', { name: 'Completed plans' });
    const old = within(completed).getByRole('article', { name: 'Old' });
    expect(within(old).getByText('Completed')).toBeInTheDocument();
    expect(within(old).getByText('Ended on').nextElementSibling).toHaveTextContent('1 Oct 2026');
    expect(within(active).queryByRole('article', { name: 'Old' })).not.toBeInTheDocument();
  });

  it("says 'No active plans' with a way to buy one, and still lists completed plans", async () => {
    serveFakeApi({ userPlans: [userPlanFixture({ title: 'Old', status: 'completed', duration: 0 })] });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No active plans' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy a plan' })).toHaveAttribute('href', '/dashboard/buy-plan');
    expect(screen.getByRole('region', { name: 'Completed plans' })).toBeInTheDocument();
  });

  it("says 'No active plans' when there are none at all", async () => {
    serveFakeApi({ userPlans: [] });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No active plans' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Completed plans' })).not.toBeInTheDocument();
  });

  it('shows the error with Retry, never an empty list, when the plans cannot be loaded', async () => {
    const api = serveFakeApi({ userPlans: [userPlanFixture()] });
    mswServer.use(
      http.get(apiPath('get-user-plans'), () => apiError(500, 'Plans are resting.'), { once: true }),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Plans are resting.');
    expect(screen.queryByText('No active plans')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Starter' })).toBeInTheDocument();
    expect(api.calls('GET get-user-plans')).toHaveLength(2);
  });

  it('speaks Polish, with its plural forms and dates', async () => {
    await loadTestCatalogs('pl');
    serveFakeApi({ userPlans: [userPlanFixture({ duration: 3 })] });
    renderPage();
    expect(await screen.findByText('Pozostały 3 dni z 30')).toBeInTheDocument();
    expect(screen.getByText('Kończy się').nextElementSibling).toHaveTextContent('1 gru 2026');
  });
});
