/** @jest-environment ../shared-api/test/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { configureApi, resetApiConfig } from 'shared-api/client';
import { apiPath, serveFakeApi } from 'shared-api/testing/fake-api';
import { profileFixture, signedInStore, transactionFixture } from 'shared-api/testing/fixtures';
import { mswServer } from 'shared-api/testing/msw-server';
import type { StatementEntry, Transaction } from 'shared-api/types';
import { renderInApp } from 'shared-ui/testing/render-in-app';
import InvestorRoutes from '../../../routes';

/** Newest first, as the server sends them. */
const sample: Transaction[] = [
  transactionFixture({ id: 5, type: 'earnings', amount: 12.5, created_at: '2026-11-21T08:00:00Z' }),
  transactionFixture({
    id: 4,
    type: 'withdrawal',
    status: 'failed',
    amount: 120,
    created_at: '2026-11-10T08:00:00Z',
    transaction_id: null,
    payment_method: 'solana',
    address: 'So1anaPayoutAddress123',
    reason: 'Address does not match the network',
  }),
  transactionFixture({ id: 3, type: 'deposit', amount: 500, created_at: '2026-10-02T08:00:00Z' }),
];

/** /transactions as the server answers it: type filter and cursor paging (newest first). */
const serveTransactions = (all: Transaction[], seen: URL[] = [], pageSize = 100) =>
  http.get(apiPath('transactions'), ({ request }) => {
    const url = new URL(request.url);
    seen.push(url);
    const type = url.searchParams.get('type');
    const cursor = Number(url.searchParams.get('cursor') ?? Number.POSITIVE_INFINITY);
    const matching = all.filter((row) => (!type || row.type === type) && row.id < cursor);
    const page = matching.slice(0, pageSize);
    return HttpResponse.json({
      transactions: page,
      next_cursor: matching.length > pageSize ? (page.at(-1)?.id ?? null) : null,
    });
  });

const renderHistory = (transactions: Transaction[] = sample) => {
  configureApi({ onSetupFailure: jest.fn() });
  const user = profileFixture();
  serveFakeApi({ user, transactions });
  const seen: URL[] = [];
  mswServer.use(serveTransactions(transactions, seen));
  renderInApp(
    <Routes>
      <Route path="/dashboard/*" element={<InvestorRoutes />} />
    </Routes>,
    { url: '/dashboard/transaction-history', store: signedInStore(user) },
  );
  return { seen };
};

// The first render compiles the page's lazy chunk; a busy machine needs more than jest's default 5 s.
jest.setTimeout(20_000);

beforeAll(() => {
  // jsdom has no layout: the virtualiser's scroll adjustments have nothing to move.
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => localStorage.clear());
afterEach(() => resetApiConfig());

describe('/dashboard/transaction-history', () => {
  it('groups the transactions by month, newest first, with + for money in and - for money out', async () => {
    renderHistory();
    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction history' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Transactions by month' });
    const months = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(months).toEqual(['November 2026', 'October 2026']);
    const rows = within(list).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^EarningsConfirmed.*\+\$12\.50$/),
      expect.stringMatching(/^WithdrawalFailed.*-\$120\.00$/),
      expect.stringMatching(/^DepositConfirmed.*\+\$500\.00$/),
    ]);
  });

  it('filters by type on the server', async () => {
    const { seen } = renderHistory();
    await screen.findByRole('list', { name: 'Transactions by month' });
    await userEvent.setup().selectOptions(screen.getByLabelText('Type'), 'Withdrawal');
    await waitFor(() => expect(seen.at(-1)?.searchParams.get('type')).toBe('withdrawal'));
    const list = await screen.findByRole('list', { name: 'Transactions by month' });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(1));
    expect(within(list).getByRole('button')).toHaveTextContent(/^Withdrawal/);
  });

  it('opens the details of a transaction, with the reason of a rejection', async () => {
    renderHistory();
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Transactions by month' });
    await user.click(within(list).getByRole('button', { name: /^Withdrawal/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal' });
    expect(within(dialog).getByText('Reason for rejection').nextElementSibling).toHaveTextContent(
      'Address does not match the network',
    );
    expect(within(dialog).getByText('Address').nextElementSibling).toHaveTextContent(
      'So1anaPayoutAddress123',
    );
    expect(within(dialog).getByText('Method').nextElementSibling).toHaveTextContent('Solana');
    expect(within(dialog).queryByText('Reference')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'No transactions available.' when there are none", async () => {
    renderHistory([]);
    expect(await screen.findByText('No transactions available.')).toBeInTheDocument();
  });

  it('shows the error with a retry that loads again', async () => {
    configureApi({ onSetupFailure: jest.fn() });
    const user = profileFixture();
    serveFakeApi({ user, transactions: sample });
    let fail = true;
    mswServer.use(
      http.get(apiPath('transactions'), () =>
        fail
          ? HttpResponse.json({ message: 'Database unavailable' }, { status: 503 })
          : HttpResponse.json({ transactions: sample, next_cursor: null }),
      ),
    );
    renderInApp(
      <Routes>
        <Route path="/dashboard/*" element={<InvestorRoutes />} />
      </Routes>,
      { url: '/dashboard/transaction-history', store: signedInStore(user) },
    );
    expect(
      await screen.findByText('Transactions could not be loaded', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByRole('list', { name: 'Transactions by month' })).toBeInTheDocument();
  });

  it('loads the next page as the list goes on (cursor paging)', async () => {
    const many = Array.from({ length: 150 }, (_, index) =>
      transactionFixture({
        id: 1000 - index,
        created_at: new Date(Date.UTC(2026, 10, 20) - index * 3_600_000).toISOString(),
      }),
    );
    const { seen } = renderHistory(many);
    await screen.findByRole('list', { name: 'Transactions by month' });
    await waitFor(() => expect(seen.some((url) => url.searchParams.get('cursor') === '901')).toBe(true));
  });

  it('downloads the whole ledger as a CSV statement, page after page', async () => {
    renderHistory();
    const entry = (id: number, amount: number, balance: number): StatementEntry => ({
      id,
      created_at: `2026-11-0${id}T10:00:00.000Z`,
      amount,
      balance,
      transaction: id,
      type: amount > 0 ? 'bonus' : 'withdrawal',
      status: 'confirmed',
      reference: null,
      payment_method: null,
      plan_reference: null,
      reason: amount > 0 ? 'Welcome, "friend"' : null,
    });
    const afters: Array<string | null> = [];
    mswServer.use(
      http.get(apiPath('statement'), ({ request }) => {
        const after = new URL(request.url).searchParams.get('after');
        afters.push(after);
        return HttpResponse.json(
          after
            ? { entries: [entry(2, -100, 400)], next_after: null }
            : { entries: [entry(1, 500, 500)], next_after: 1 },
        );
      }),
    );
    const blobs: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:statement';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download statement (CSV)' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(afters).toEqual([null, '1']);
    const text = await blobs[0]?.text();
    expect(text?.replace('\uFEFF', '').split('\r\n')).toEqual([
      'Date,Type,Status,Amount (USD),Balance after (USD),Reference,Method,Plan,Note',
      '2026-11-01T10:00:00.000Z,Bonus,Confirmed,500.00,500.00,,,,"Welcome, ""friend"""',
      '2026-11-02T10:00:00.000Z,Withdrawal,Confirmed,-100.00,400.00,,,,',
      '',
    ]);
    expect(click).toHaveBeenCalled();
    click.mockRestore();
  });
});
