/** @jest-environment ../shared-api/test/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { configureApi, resetApiConfig } from 'shared-api/client';
import { apiPath } from 'shared-api/testing/fake-api';
import { profileFixture, signedInStore } from 'shared-api/testing/fixtures';
import { mswServer } from 'shared-api/testing/msw-server';
import type { Adjustment } from 'shared-api/types';
import { renderInApp } from 'shared-ui/testing/render-in-app';
import { ApprovalsPage } from './approvals-page';

const request = (overrides: Partial<Adjustment>): Adjustment => ({
  id: 1,
  user_id: 7,
  username: 'ada',
  kind: 'bonus',
  amount: 25,
  reason: 'Loyalty',
  status: 'pending',
  requested_by: 'auditor',
  decided_by: null,
  created_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  decided_at: null,
  ...overrides,
});

const serve = (adjustments: Adjustment[]) => {
  const calls: Array<{ path: string; body: unknown }> = [];
  mswServer.use(
    http.get(apiPath('adjustments'), ({ request: call }) => {
      const status = new URL(call.url).searchParams.get('status');
      return HttpResponse.json({
        adjustments: adjustments.filter((row) => !status || row.status === status),
      });
    }),
    http.post(apiPath('approve-adjustment/:id'), ({ params }) => {
      calls.push({ path: `approve/${params.id}`, body: null });
      return HttpResponse.json({ message: 'Approved' });
    }),
    http.post(apiPath('reject-adjustment/:id'), async ({ params, request: call }) => {
      calls.push({ path: `reject/${params.id}`, body: await call.json().catch(() => null) });
      return HttpResponse.json({ message: 'Rejected' });
    }),
  );
  return calls;
};

const renderApprovals = () => {
  configureApi({ onSetupFailure: jest.fn() });
  const me = profileFixture({ username: 'admin', role: 'admin' });
  renderInApp(
    <Routes>
      <Route path="/dashboard/admin/approvals" element={<ApprovalsPage />} />
    </Routes>,
    { url: '/dashboard/admin/approvals', store: signedInStore(me) },
  );
};

// Typing and several round trips per test: a busy machine needs more than jest's default 5 s.
jest.setTimeout(20_000);

afterEach(() => resetApiConfig());

describe('approvals', () => {
  it("shows the waiting requests; another admin's can be approved, one's own cannot", async () => {
    const calls = serve([
      request({ id: 1 }),
      request({ id: 2, kind: 'fee', amount: 5, requested_by: 'admin' }),
    ]);
    renderApprovals();
    const theirs = await screen.findByRole('article', { name: 'Bonus of $25.00' });
    expect(within(theirs).getByText('3 hours ago')).toBeInTheDocument();
    expect(within(theirs).getByRole('link', { name: 'ada' })).toHaveAttribute(
      'href',
      '/dashboard/admin/manage-users/7',
    );
    const mine = screen.getByRole('article', { name: 'Fee of $5.00' });
    expect(within(mine).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(mine).getByText('Your request: another admin decides it.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(theirs).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this request?' });
    expect(dialog).toHaveTextContent('ada receives a bonus of $25.00 in their wallet at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls).toEqual([{ path: 'approve/1', body: null }]));
    expect(await screen.findByText('Request approved.')).toBeInTheDocument();
  });

  it('rejects with the reason typed, and says so', async () => {
    const calls = serve([request({ id: 3 })]);
    renderApprovals();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this request?' });
    await user.type(within(dialog).getByLabelText(/Reason for rejecting/), 'Not earned');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(calls).toEqual([{ path: 'reject/3', body: { reason: 'Not earned' } }]));
  });

  it('says when nothing waits, and shows decided requests by status', async () => {
    serve([
      request({ id: 4, status: 'approved', decided_by: 'admin', decided_at: new Date().toISOString() }),
    ]);
    renderApprovals();
    expect(await screen.findByText('Nothing is waiting for approval.')).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByLabelText('Show'), 'Approved');
    const card = await screen.findByRole('article', { name: 'Bonus of $25.00' });
    expect(within(card).getByText('Decided by')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    configureApi({ onSetupFailure: jest.fn() });
    mswServer.use(
      http.get(apiPath('adjustments'), () => HttpResponse.json({ message: 'Down' }, { status: 500 })),
    );
    renderApprovals();
    expect(
      await screen.findByText('The requests could not be loaded', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 20_000);
});
