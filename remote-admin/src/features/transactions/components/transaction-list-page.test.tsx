import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { resetApiConfig } from 'shared-api/client';
import { apiError, apiPath, deferred } from 'shared-api/testing/fake-api';
import { transactionFixture } from 'shared-api/testing/fixtures';
import { mswServer } from 'shared-api/testing/msw-server';
import type { Transaction } from 'shared-api/types';
import { notify } from 'shared-ui/toast';
import { renderTransactionRoute } from '../test/render-transaction-route';
import { ManageDepositsPage } from './manage-deposits-page';
import { ManageWithdrawalsPage } from './manage-withdrawals-page';

const toast = (text: string) => screen.findByText(text, { selector: '.Toastify__toast, .Toastify__toast *' });
const rowOf = (username: string, id: number) =>
  screen.getByRole('article', { name: `${username}, transaction ${id}` });

const deposits: Transaction[] = [
  transactionFixture({
    id: 3,
    status: 'pending',
    username: 'bob',
    user_id: 3,
    transaction_id: 'ref-bob-3',
    amount: 250,
    created_at: '2026-11-20T10:00:00Z',
  }),
  transactionFixture({
    id: 2,
    status: 'confirmed',
    username: 'alice',
    user_id: 2,
    transaction_id: 'ref-alice-2',
    amount: 100,
    created_at: '2026-11-02T10:00:00Z',
  }),
  transactionFixture({
    id: 1,
    status: 'failed',
    username: 'carol',
    user_id: 4,
    transaction_id: 'ref-carol-1',
    amount: 75,
    created_at: '2026-10-15T10:00:00Z',
  }),
];

/** Serves /all-transactions from `rows` for the asked type, in pages of `limit` through the cursor. */
const serveTransactions = (rows: Transaction[]) => {
  const asked: URLSearchParams[] = [];
  mswServer.use(
    http.get(apiPath('all-transactions'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const limit = Number(query.get('limit'));
      const cursor = query.get('cursor');
      const ofType = rows.filter((row) => row.type === query.get('type'));
      const older = cursor ? ofType.filter((row) => row.id < Number(cursor)) : ofType;
      const page = older.slice(0, limit);
      return HttpResponse.json({
        transactions: page,
        next_cursor: older.length > limit ? (page.at(-1)?.id ?? null) : null,
      });
    }),
  );
  return asked;
};

// The virtualized list reads its box's client size; jsdom has no layout, so every element is a screen tall.
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(768);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1024);
  // …and each measured line 60 px high.
  jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockReturnValue(DOMRect.fromRect({ width: 1024, height: 60 }));
});
afterAll(() => jest.restoreAllMocks());
// Typing and clicking through a whole screen takes a few seconds on a shared machine.
jest.setTimeout(20_000);
afterEach(() => {
  act(() => notify.dismiss());
  resetApiConfig();
});

describe('ManageDepositsPage', () => {
  it('shows every deposit under its month, newest first, with Confirm and Reject on pending rows only', async () => {
    serveTransactions(deposits);
    renderTransactionRoute('manage-deposits', <ManageDepositsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Deposits' })).toBeInTheDocument();
    expect(await screen.findByText('3 transactions shown')).toBeInTheDocument();

    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['November 2026 · 2 transactions', 'October 2026 · 1 transaction']);
    expect(
      within(rowOf('bob', 3)).getByRole('button', { name: 'Confirm transaction 3 of bob' }),
    ).toBeInTheDocument();
    expect(
      within(rowOf('bob', 3)).getByRole('button', { name: 'Reject transaction 3 of bob' }),
    ).toBeInTheDocument();
    expect(within(rowOf('alice', 2)).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rowOf('carol', 1)).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rowOf('bob', 3)).getByText('Reference: ref-bob-3')).toBeInTheDocument();
  });

  it('filters by status and searches by username or reference', async () => {
    const user = userEvent.setup();
    serveTransactions(deposits);
    renderTransactionRoute('manage-deposits', <ManageDepositsPage />);
    await screen.findByText('3 transactions shown');

    await user.click(screen.getByRole('button', { name: 'Pending (1)' }));
    expect(screen.getByRole('button', { name: 'Pending (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('1 transaction shown')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /alice/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All (3)' }));
    await user.type(screen.getByLabelText('Search by username or reference'), 'REF-CAROL');
    await waitFor(() => expect(screen.getByText('1 transaction shown')).toBeInTheDocument());
    expect(rowOf('carol', 1)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Search by username or reference'));
    await user.type(screen.getByLabelText('Search by username or reference'), 'nobody');
    expect(await screen.findByText('No transactions match')).toBeInTheDocument();
  });

  it('confirm: the row turns confirmed on the answer and the server message is a toast', async () => {
    const user = userEvent.setup();
    const rows = deposits.map((row) => ({ ...row }));
    serveTransactions(rows);
    const answer = deferred<void>();
    mswServer.use(
      http.post(apiPath('confirm-transaction/3'), async () => {
        await answer.promise;
        return HttpResponse.json({ message: 'Deposit confirmed: the plan has started.' });
      }),
    );
    renderTransactionRoute('manage-deposits', <ManageDepositsPage />);
    await user.click(await screen.findByRole('button', { name: 'Confirm transaction 3 of bob' }));
    expect(within(rowOf('bob', 3)).getByText('Pending')).toBeInTheDocument();
    // The server decides: its list says so too from now on (what the background reload reads).
    Object.assign(rows[0] ?? {}, { status: 'confirmed' });
    answer.resolve();
    expect(await toast('Deposit confirmed: the plan has started.')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('bob', 3)).getByText('Confirmed')).toBeInTheDocument());
    expect(within(rowOf('bob', 3)).queryByRole('button')).not.toBeInTheDocument();
  });

  it('confirm refused: the error is a toast and the row stays pending', async () => {
    const user = userEvent.setup();
    serveTransactions(deposits);
    mswServer.use(
      http.post(apiPath('confirm-transaction/3'), () =>
        HttpResponse.json(
          { code: 'transaction_not_pending', message: 'This transaction has already been decided.' },
          { status: 409 },
        ),
      ),
    );
    renderTransactionRoute('manage-deposits', <ManageDepositsPage />);
    await user.click(await screen.findByRole('button', { name: 'Confirm transaction 3 of bob' }));
    expect(await toast('This transaction has already been decided.')).toBeInTheDocument();
    expect(within(rowOf('bob', 3)).getByText('Pending')).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot be loaded, and the empty message when there is none', async () => {
    const user = userEvent.setup();
    mswServer.use(http.get(apiPath('all-transactions'), () => apiError(500, 'Database unavailable')));
    renderTransactionRoute('manage-deposits', <ManageDepositsPage />);
    expect(await screen.findByText('The deposits could not be loaded')).toBeInTheDocument();
    serveTransactions([]);
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByText('No transactions available.')).toBeInTheDocument();
  });
});

describe('ManageWithdrawalsPage', () => {
  const withdrawals = [
    transactionFixture({
      id: 9,
      type: 'withdrawal',
      status: 'pending',
      username: 'dave',
      user_id: 5,
      transaction_id: null,
      address: 'So1anaPayoutAddress123',
      amount: 40,
    }),
  ];

  it('reject asks for the reason, sends it and shows the row failed with it', async () => {
    const user = userEvent.setup();
    const rows = withdrawals.map((row) => ({ ...row }));
    serveTransactions(rows);
    let sent: unknown;
    mswServer.use(
      http.post(apiPath('reject-transaction/9'), async ({ request }) => {
        sent = await request.json();
        Object.assign(rows[0] ?? {}, { status: 'failed', reason: 'Address is not a Solana address' });
        return HttpResponse.json({
          message: 'Withdrawal rejected: the amount is back in the user’s wallet.',
        });
      }),
    );
    renderTransactionRoute('manage-withdrawals', <ManageWithdrawalsPage />);
    await user.click(await screen.findByRole('button', { name: 'Reject transaction 9 of dave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the withdrawal of dave ($40.00)?' });
    await user.type(within(dialog).getByLabelText('Reason for the user'), 'Address is not a Solana address');
    await user.click(within(dialog).getByRole('button', { name: 'Reject transaction' }));
    expect(await toast('Withdrawal rejected: the amount is back in the user’s wallet.')).toBeInTheDocument();
    expect(sent).toEqual({ reason: 'Address is not a Solana address' });
    await waitFor(() => expect(within(rowOf('dave', 9)).getByText('Failed')).toBeInTheDocument());
    expect(within(rowOf('dave', 9)).getByText('Reason: Address is not a Solana address')).toBeInTheDocument();
  });

  it('a refused rejection (no reason) stays in the dialog with the server message', async () => {
    const user = userEvent.setup();
    serveTransactions(withdrawals);
    mswServer.use(
      http.post(apiPath('reject-transaction/9'), () =>
        HttpResponse.json(
          {
            code: 'reason_required',
            message: 'Please give the reason for rejecting this withdrawal: the user will see it.',
          },
          { status: 400 },
        ),
      ),
    );
    renderTransactionRoute('manage-withdrawals', <ManageWithdrawalsPage />);
    await user.click(await screen.findByRole('button', { name: 'Reject transaction 9 of dave' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject transaction' }));
    expect(
      await within(dialog).findByText(
        'Please give the reason for rejecting this withdrawal: the user will see it.',
      ),
    ).toBeInTheDocument();
    expect(within(rowOf('dave', 9)).getByText('Pending')).toBeInTheDocument();
  });
});
