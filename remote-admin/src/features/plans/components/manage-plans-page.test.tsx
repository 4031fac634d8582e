import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { resetApiConfig } from 'shared-api/client';
import { queryKeys } from 'shared-api/queries/keys';
import { apiError, apiPath, deferred, serveFakeApi } from 'shared-api/testing/fake-api';
import { samplePlans } from 'shared-api/testing/fixtures';
import { mswServer } from 'shared-api/testing/msw-server';
import type { Plan } from 'shared-api/types';
import { loadTestCatalogs } from 'shared-ui/testing/i18n';
import { notify } from 'shared-ui/toast';
import { renderPlanRoutes } from '../test/render-plan-routes';

const renderList = () => renderPlanRoutes(['manage-plan']);

const planCards = () => within(screen.getByRole('list')).getAllByRole('listitem');
const cardOf = (title: string) => screen.getByRole('listitem', { name: title });
const toast = (text: string) => screen.findByText(text, { selector: '.Toastify__toast, .Toastify__toast *' });

afterEach(() => {
  act(() => notify.dismiss());
  resetApiConfig();
});

describe('ManagePlansPage', () => {
  it('shows the count and a card per plan with its figures', async () => {
    serveFakeApi({ plans: samplePlans });
    renderList();

    expect(screen.getByRole('heading', { level: 1, name: 'Manage plans' })).toBeInTheDocument();
    expect(await screen.findByText('3 plans')).toBeInTheDocument();
    expect(planCards()).toHaveLength(3);

    const starter = within(cardOf('Starter'));
    expect(starter.getByText('1.5% per day')).toBeInTheDocument();
    expect(starter.getByText('30 days')).toBeInTheDocument();
    expect(starter.getByText('$50.00 – $999.00')).toBeInTheDocument();
    // 30 days × 1.5% of $50 = $22.50, plus the $50 capital.
    expect(starter.getByText('Total return')).toBeInTheDocument();
    expect(starter.getByText('on $50.00')).toBeInTheDocument();
    expect(starter.getByText('$72.50')).toBeInTheDocument();
    expect(starter.getByRole('link', { name: 'Edit Starter' })).toHaveAttribute(
      'href',
      '/dashboard/admin/manage-plan/edit-plan/1',
    );
    expect(screen.getByRole('link', { name: 'Create new plan' })).toHaveAttribute(
      'href',
      '/dashboard/admin/manage-plan/create-new-plan',
    );
  });

  it('says "1 plan" for a single plan', async () => {
    serveFakeApi({ plans: samplePlans.slice(0, 1) });
    renderList();
    expect(await screen.findByText('1 plan')).toBeInTheDocument();
  });

  it('delete → confirm calls the server, shows its message and reloads the list without the plan', async () => {
    const user = userEvent.setup();
    const api = serveFakeApi({ plans: samplePlans });
    renderList();
    await screen.findByText('3 plans');

    await user.click(within(cardOf('Growth')).getByRole('button', { name: 'Delete Growth' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Growth”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await toast('Plan deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('2 plans')).toBeInTheDocument());
    expect(screen.queryByRole('listitem', { name: 'Growth' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('POST delete-plan/2')).toHaveLength(1);
    expect(api.calls('GET plans')).toHaveLength(2);
  });

  it('Confirm shows a loading state and cannot be sent twice', async () => {
    const user = userEvent.setup();
    const api = serveFakeApi({ plans: samplePlans });
    const held = deferred<Response>();
    mswServer.use(http.post(apiPath('delete-plan/1'), () => held.promise));
    renderList();
    await screen.findByText('3 plans');

    await user.click(screen.getByRole('button', { name: 'Delete Starter' }));
    const confirm = within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' });
    await user.click(confirm);
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await user.click(confirm);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(api.calls('POST delete-plan/1')).toHaveLength(1);

    held.resolve(HttpResponse.json({ message: 'Plan deleted successfully.' }));
    expect(await toast('Plan deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a failed delete shows the server message as an error and keeps the plan', async () => {
    const user = userEvent.setup();
    const api = serveFakeApi({ plans: samplePlans });
    mswServer.use(
      http.post(apiPath('delete-plan/3'), () =>
        apiError(409, 'This plan has active investments and cannot be deleted.'),
      ),
    );
    const { queryClient } = renderList();
    await screen.findByText('3 plans');

    await user.click(screen.getByRole('button', { name: 'Delete Premium' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));

    const message = await toast('This plan has active investments and cannot be deleted.');
    expect(message.closest('.Toastify__toast')).toHaveClass('Toastify__toast--error');
    expect(screen.getByText('3 plans')).toBeInTheDocument();
    expect(cardOf('Premium')).toBeInTheDocument();
    expect(queryClient.getQueryData<Plan[]>(queryKeys.plans)).toHaveLength(3);
    expect(api.calls('GET plans')).toHaveLength(1);
  });

  it('keeps the list and offers Retry when the reload after a delete fails', async () => {
    const user = userEvent.setup();
    const api = serveFakeApi({ plans: samplePlans });
    renderList();
    await screen.findByText('3 plans');
    mswServer.use(http.get(apiPath('plans'), () => apiError(503, 'The database is not available.')));

    await user.click(screen.getByRole('button', { name: 'Delete Starter' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));

    const title = await screen.findByText('The plan list could not be refreshed');
    const alert = title.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('the refresh failure is not announced');
    expect(alert).toHaveTextContent('The database is not available.');
    expect(screen.getByText('3 plans')).toBeInTheDocument();

    api.restore();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('2 plans')).toBeInTheDocument();
    expect(screen.queryByText('The plan list could not be refreshed')).not.toBeInTheDocument();
  });

  it('Cancel closes the dialog and calls nothing', async () => {
    const user = userEvent.setup();
    const api = serveFakeApi({ plans: samplePlans });
    renderList();
    await screen.findByText('3 plans');

    await user.click(screen.getByRole('button', { name: 'Delete Starter' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(planCards()).toHaveLength(3);
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET plans']);
  });

  it('announces loading until the list arrives', async () => {
    serveFakeApi({ plans: samplePlans });
    const held = deferred<Response>();
    mswServer.use(http.get(apiPath('plans'), () => held.promise));
    renderList();

    expect(await screen.findByRole('status', { name: 'Loading plans' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    held.resolve(HttpResponse.json({ plans: samplePlans }));
    expect(await screen.findByText('3 plans')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading plans' })).not.toBeInTheDocument();
  });

  it('shows the empty state with the create button', async () => {
    serveFakeApi({ plans: [] });
    renderList();

    expect(await screen.findByRole('heading', { name: 'No plans yet.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create new plan' })).toHaveAttribute(
      'href',
      '/dashboard/admin/manage-plan/create-new-plan',
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the server message when loading fails, and Retry loads again', async () => {
    const user = userEvent.setup();
    const api = serveFakeApi({ plans: samplePlans });
    mswServer.use(http.get(apiPath('plans'), () => apiError(503, 'The database is not available.')));
    renderList();

    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('The database is not available.')).toBeInTheDocument();

    api.restore();
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('3 plans')).toBeInTheDocument();
    expect(screen.queryByText('The database is not available.')).not.toBeInTheDocument();
    expect(api.calls('GET plans')).toHaveLength(2);
  });

  it.each([
    [1, '1 plan'],
    [3, '3 plany'],
    [5, '5 planów'],
  ])('counts %i plans with the Polish plural form: "%s"', async (count, text) => {
    await loadTestCatalogs('pl');
    const plans = Array.from({ length: count }, (_, index) => ({ ...samplePlans[0], id: index + 1 }) as Plan);
    serveFakeApi({ plans });
    renderList();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Zarządzaj planami' })).toBeInTheDocument();
  });

  it('shows the cards in French: figures formatted for France, the delete dialog translated', async () => {
    const user = userEvent.setup();
    await loadTestCatalogs('fr');
    serveFakeApi({ plans: samplePlans });
    renderList();

    expect(await screen.findByText('3 plans')).toBeInTheDocument();
    const starter = within(cardOf('Starter'));
    expect(starter.getByText('1,5 % par jour')).toBeInTheDocument();
    expect(starter.getByText('30 jours')).toBeInTheDocument();
    expect(starter.getByText('50,00 $US – 999,00 $US')).toBeInTheDocument();
    expect(starter.getByText('pour 50,00 $US')).toBeInTheDocument();

    await user.click(starter.getByRole('button', { name: 'Supprimer Starter' }));
    expect(screen.getByRole('dialog', { name: 'Supprimer « Starter » ?' })).toHaveTextContent(
      'Le plan sera supprimé et ne sera plus proposé aux utilisateurs.',
    );
  });
});
