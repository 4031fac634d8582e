import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { resetApiConfig } from 'shared-api/client';
import { apiError, apiPath, serveFakeApi } from 'shared-api/testing/fake-api';
import { samplePlans } from 'shared-api/testing/fixtures';
import { mswServer } from 'shared-api/testing/msw-server';
import { notify } from 'shared-ui/toast';
import { PLAN_SAVED_PAUSE_MS } from '../hooks/use-save-plan';
import { renderPlanRoutes } from '../test/render-plan-routes';

const toast = (text: string) => screen.findByText(text, { selector: '.Toastify__toast, .Toastify__toast *' });
const field = (name: string) => screen.getByRole('spinbutton', { name });
const preview = () => screen.getByRole('region', { name: 'Preview: the card users will see' });

const fillPlan = async (user: UserEvent) => {
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Gold');
  await user.type(field('ROI (% per day)'), '1.5');
  await user.type(field('Duration (days)'), '30');
  await user.type(field('Minimum amount (USD)'), '50');
  await user.type(field('Maximum amount (USD)'), '999');
};

let user: UserEvent;

beforeEach(() => {
  jest.useFakeTimers();
  user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
});

afterEach(() => {
  act(() => notify.dismiss());
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
  resetApiConfig();
});

describe('CreatePlanPage', () => {
  it('previews the typed plan with a disabled Demo button', async () => {
    serveFakeApi({ plans: [] });
    renderPlanRoutes(['manage-plan/create-new-plan']);
    expect(within(preview()).getByRole('heading', { name: 'Untitled plan' })).toBeInTheDocument();

    await fillPlan(user);

    const card = within(preview());
    expect(card.getByRole('heading', { name: 'Gold' })).toBeInTheDocument();
    expect(card.getByText('1.5% per day')).toBeInTheDocument();
    expect(card.getByText('30 days')).toBeInTheDocument();
    expect(card.getByText('$50.00 – $999.00')).toBeInTheDocument();
    expect(card.getByText('$72.50')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Demo' })).toBeDisabled();
  });

  it('posts the typed values, shows the message, and goes back after the 1 s pause', async () => {
    const api = serveFakeApi({ plans: samplePlans });
    renderPlanRoutes(['manage-plan', 'manage-plan/create-new-plan']);
    await fillPlan(user);

    const clickedAt = Date.now();
    await user.click(screen.getByRole('button', { name: 'Create plan' }));

    expect(await toast('Plan created successfully.')).toBeInTheDocument();
    expect(api.calls('POST create-plan').map((request) => request.body)).toEqual([
      { title: 'Gold', roi: 1.5, duration: 30, min_amount: 50, max_amount: 999 },
    ]);
    expect(screen.getByRole('button', { name: 'Create plan' })).toBeDisabled();

    expect(Date.now() - clickedAt).toBeLessThan(PLAN_SAVED_PAUSE_MS / 2);
    // Not before the pause is over...
    act(() => jest.advanceTimersByTime(clickedAt + PLAN_SAVED_PAUSE_MS - 1 - Date.now()));
    expect(screen.getByRole('heading', { level: 1, name: 'Create a plan' })).toBeInTheDocument();

    // ...then back to the list, which was reloaded with the new plan.
    act(() => jest.advanceTimersByTime(PLAN_SAVED_PAUSE_MS));
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage plans' })).toBeInTheDocument();
    expect(await screen.findByText('4 plans')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Gold' })).toBeInTheDocument();
    expect(api.calls('POST create-plan')).toHaveLength(1);
  });

  it('goes to the plan list when it was opened directly (no page to go back to)', async () => {
    serveFakeApi({ plans: [] });
    renderPlanRoutes(['manage-plan/create-new-plan']);
    await fillPlan(user);
    await user.click(screen.getByRole('button', { name: 'Create plan' }));
    await toast('Plan created successfully.');

    act(() => jest.advanceTimersByTime(PLAN_SAVED_PAUSE_MS));

    expect(await screen.findByRole('heading', { level: 1, name: 'Manage plans' })).toBeInTheDocument();
    expect(await screen.findByText('1 plan')).toBeInTheDocument();
  });

  it("shows the server's field problem on its field, focused, keeps every value, and clears it once changed", async () => {
    const api = serveFakeApi({ plans: samplePlans });
    renderPlanRoutes(['manage-plan', 'manage-plan/create-new-plan']);
    await fillPlan(user);
    const roi = field('ROI (% per day)');
    await user.clear(roi);
    await user.type(roi, '0');

    await user.click(screen.getByRole('button', { name: 'Create plan' }));

    // The fake API checks the body with the contract's schema and answers as the server does.
    expect(await toast('ROI must be greater than zero')).toBeInTheDocument();
    expect(roi).toHaveAttribute('aria-invalid', 'true');
    expect(roi).toHaveAccessibleDescription('ROI must be greater than zero');
    const errorId = roi.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)).toHaveTextContent('ROI must be greater than zero');
    expect(roi).toHaveFocus();
    for (const other of ['Duration (days)', 'Minimum amount (USD)', 'Maximum amount (USD)']) {
      expect(field(other)).not.toHaveAttribute('aria-invalid');
    }
    // Said on its field (and in the toast), not a third time above the buttons.
    const form = screen.getByRole('form', { name: 'Plan details' });
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    // Nothing typed is lost.
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Gold');
    expect(roi).toHaveValue(0);
    expect(field('Duration (days)')).toHaveValue(30);
    expect(field('Minimum amount (USD)')).toHaveValue(50);
    expect(field('Maximum amount (USD)')).toHaveValue(999);
    expect(api.data.plans).toHaveLength(3);

    await user.type(roi, '.5');
    // react-hook-form checks a changed field asynchronously.
    await waitFor(() => expect(roi).not.toHaveAttribute('aria-invalid'));
    expect(roi).not.toHaveAccessibleDescription();

    await user.click(screen.getByRole('button', { name: 'Create plan' }));
    expect(await toast('Plan created successfully.')).toBeInTheDocument();
    expect(api.calls('POST create-plan').at(-1)?.body).toEqual({
      title: 'Gold',
      roi: 0.5,
      duration: 30,
      min_amount: 50,
      max_amount: 999,
    });
  });

  it('shows each refused field beside itself and focuses the first in the form', async () => {
    serveFakeApi({ plans: [] });
    renderPlanRoutes(['manage-plan/create-new-plan']);
    await user.type(field('Duration (days)'), '4000');
    await user.type(field('Minimum amount (USD)'), '50');
    await user.type(field('Maximum amount (USD)'), '100');

    await user.click(screen.getByRole('button', { name: 'Create plan' }));

    const title = screen.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveAccessibleDescription('Title is required'));
    expect(title).toHaveFocus();
    expect(field('ROI (% per day)')).toHaveAccessibleDescription('ROI must be a number');
    expect(field('Duration (days)')).toHaveAccessibleDescription('Duration may be at most 3650 days');
    expect(field('Minimum amount (USD)')).not.toHaveAttribute('aria-invalid');
    expect(field('Maximum amount (USD)')).not.toHaveAttribute('aria-invalid');
    expect(field('Duration (days)')).toHaveValue(4000);
  });

  it('shows the server validation message inline and as an error toast, and stays', async () => {
    const api = serveFakeApi({ plans: samplePlans });
    mswServer.use(http.post(apiPath('create-plan'), () => apiError(400, 'ROI must be greater than zero')));
    renderPlanRoutes(['manage-plan', 'manage-plan/create-new-plan']);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Gold');

    await user.click(screen.getByRole('button', { name: 'Create plan' }));

    const message = await toast('ROI must be greater than zero');
    expect(message.closest('.Toastify__toast')).toHaveClass('Toastify__toast--error');
    const form = screen.getByRole('form', { name: 'Plan details' });
    expect(within(form).getByRole('alert')).toHaveTextContent('ROI must be greater than zero');
    // Nothing is checked or invented in the browser: empty number fields go as "no value".
    expect(api.calls('POST create-plan')[0]?.body).toEqual({
      title: 'Gold',
      roi: null,
      duration: null,
      min_amount: null,
      max_amount: null,
    });

    act(() => jest.advanceTimersByTime(PLAN_SAVED_PAUSE_MS * 3));
    expect(screen.getByRole('heading', { level: 1, name: 'Create a plan' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Gold');
    expect(api.calls('GET plans')).toHaveLength(0);

    // The form can be sent again once corrected.
    api.restore();
    await fillPlanNumbers(user);
    await user.click(screen.getByRole('button', { name: 'Create plan' }));
    expect(await toast('Plan created successfully.')).toBeInTheDocument();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });
});

async function fillPlanNumbers(u: UserEvent) {
  await u.type(field('ROI (% per day)'), '2');
  await u.type(field('Duration (days)'), '10');
  await u.type(field('Minimum amount (USD)'), '100');
  await u.type(field('Maximum amount (USD)'), '500');
}
