import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { resetApiConfig } from 'shared-api/client';
import { apiError, apiPath, serveFakeApi } from 'shared-api/testing/fake-api';
import { samplePlans } from 'shared-api/testing/fixtures';
import { mswServer } from 'shared-api/testing/msw-server';
import { notify } from 'shared-ui/toast';
import { PLAN_SAVED_PAUSE_MS } from '../hooks/use-save-plan';
import { renderPlanRoutes } from '../test/render-plan-routes';

const field = (name: string) => screen.getByRole('spinbutton', { name });
const toast = (text: string) => screen.findByText(text, { selector: '.Toastify__toast, .Toastify__toast *' });

afterEach(() => {
  act(() => notify.dismiss());
  resetApiConfig();
});

describe('EditPlanPage', () => {
  it('loads the list when needed and prefills the form and preview from the plan', async () => {
    const api = serveFakeApi({ plans: samplePlans });
    renderPlanRoutes(['manage-plan/edit-plan/2']);

    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Growth');
    expect(field('ROI (% per day)')).toHaveValue(2);
    expect(field('Duration (days)')).toHaveValue(60);
    expect(field('Minimum amount (USD)')).toHaveValue(1000);
    expect(field('Maximum amount (USD)')).toHaveValue(9999);
    const preview = within(screen.getByRole('region', { name: 'Preview: the card users will see' }));
    expect(preview.getByRole('heading', { name: 'Growth' })).toBeInTheDocument();
    expect(preview.getByText('$2,200.00')).toBeInTheDocument();
    expect(api.calls('GET plans')).toHaveLength(1);
  });

  it('reuses the loaded list when opened from the plan list', async () => {
    const user = userEvent.setup();
    const api = serveFakeApi({ plans: samplePlans });
    renderPlanRoutes(['manage-plan']);
    await screen.findByText('3 plans');

    await user.click(screen.getByRole('link', { name: 'Edit Premium' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Edit plan' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Premium');
    expect(api.calls('GET plans')).toHaveLength(1);
  });

  it('posts the changes to its id, reloads the list and goes back after the pause', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const api = serveFakeApi({ plans: samplePlans });
      renderPlanRoutes(['manage-plan', 'manage-plan/edit-plan/2']);
      const roi = await screen.findByRole('spinbutton', { name: 'ROI (% per day)' });

      await user.clear(roi);
      await user.type(roi, '2.5');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));

      expect(await toast('Plan updated successfully.')).toBeInTheDocument();
      expect(api.calls('POST edit-plan/2').map((request) => request.body)).toEqual([
        { title: 'Growth', roi: 2.5, duration: 60, min_amount: 1000, max_amount: 9999 },
      ]);
      act(() => jest.advanceTimersByTime(PLAN_SAVED_PAUSE_MS));

      expect(await screen.findByRole('heading', { level: 1, name: 'Manage plans' })).toBeInTheDocument();
      const growth = screen.getByRole('listitem', { name: 'Growth' });
      expect(within(growth).getByText('2.5% per day')).toBeInTheDocument();
    } finally {
      act(() => notify.dismiss());
      act(() => jest.runOnlyPendingTimers());
      jest.useRealTimers();
    }
  });

  it('shows the server message when the change is refused, and keeps the typed values', async () => {
    const user = userEvent.setup();
    const api = serveFakeApi({ plans: samplePlans });
    mswServer.use(
      http.post(apiPath('edit-plan/1'), () =>
        apiError(400, 'Maximum amount must not be below the minimum amount'),
      ),
    );
    renderPlanRoutes(['manage-plan', 'manage-plan/edit-plan/1']);
    const max = await screen.findByRole('spinbutton', { name: 'Maximum amount (USD)' });

    await user.clear(max);
    await user.type(max, '10');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await toast('Maximum amount must not be below the minimum amount')).toBeInTheDocument();
    expect(within(screen.getByRole('form', { name: 'Plan details' })).getByRole('alert')).toHaveTextContent(
      'Maximum amount must not be below the minimum amount',
    );
    expect(max).toHaveValue(10);
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    expect(api.calls('GET plans')).toHaveLength(1);
  });

  it('shows a refused maximum beside its field and keeps the typed values', async () => {
    const user = userEvent.setup();
    const api = serveFakeApi({ plans: samplePlans });
    renderPlanRoutes(['manage-plan', 'manage-plan/edit-plan/1']);
    const max = await screen.findByRole('spinbutton', { name: 'Maximum amount (USD)' });
    const title = screen.getByRole('textbox', { name: 'Title' });

    await user.clear(title);
    await user.type(title, 'Starter plus');
    await user.clear(max);
    await user.type(max, '10');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    // The contract's rule, answered by the fake API as the server answers it.
    const message = 'Maximum amount must not be below the minimum amount';
    expect(await toast(message)).toBeInTheDocument();
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(max).toHaveAccessibleDescription(message);
    expect(max).toHaveFocus();
    expect(field('Minimum amount (USD)')).not.toHaveAttribute('aria-invalid');
    expect(within(screen.getByRole('form', { name: 'Plan details' })).queryByRole('alert')).toBeNull();
    expect(title).toHaveValue('Starter plus');
    expect(max).toHaveValue(10);
    expect(api.data.plans[0]?.title).toBe('Starter');
  });

  it.each(['99', 'abc'])('shows a not-found message with a link back for id %s', async (id) => {
    serveFakeApi({ plans: samplePlans });
    renderPlanRoutes([`manage-plan/edit-plan/${id}`]);

    expect(await screen.findByRole('heading', { name: 'Plan not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to plans' })).toHaveAttribute(
      'href',
      '/dashboard/admin/manage-plan',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('offers Retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    const api = serveFakeApi({ plans: samplePlans });
    mswServer.use(http.get(apiPath('plans'), () => apiError(503, 'The database is not available.')));
    renderPlanRoutes(['manage-plan/edit-plan/3']);

    expect(screen.getByRole('status', { name: 'Loading plan' })).toBeInTheDocument();
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('The database is not available.');

    api.restore();
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Premium');
  });
});
