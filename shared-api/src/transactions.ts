/** The signed-in user's transactions (spec §4): four statuses, first page + "load more" by cursor. */
import { atom } from 'jotai';
import { errorMessage } from './client';
import type { LoadState } from './load-state';
import { getTransactions } from './transaction-calls';
import type { Transaction } from './types';

export interface TransactionsState extends LoadState {
  transactions: Transaction[];
  /** Cursor of the next (older) page, null when everything is loaded. */
  nextCursor: number | null;
}

export const initialTransactionsState: TransactionsState = {
  status: 'idle',
  transactions: [],
  nextCursor: null,
  error: null,
};
export const TRANSACTIONS_ERROR_FALLBACK = 'Failed to load transactions.';
export const TRANSACTIONS_PAGE_SIZE = 100;

export const transactionsStateAtom = atom<TransactionsState>(initialTransactionsState);
export const transactionsAtom = atom((get) => get(transactionsStateAtom).transactions);
export const transactionsStatusAtom = atom((get) => get(transactionsStateAtom).status);
/** The newest transaction (the dashboard's "latest transaction"), or null. */
export const latestTransactionAtom = atom((get) => get(transactionsStateAtom).transactions[0] ?? null);

const transactionsRequestAtom = atom<Promise<Transaction[]> | null>(null);

const fail = (previous: TransactionsState, error: unknown): TransactionsState => ({
  ...previous,
  status: 'failed',
  error: errorMessage(error, TRANSACTIONS_ERROR_FALLBACK),
});

/**
 * Loads the first page of GET /transactions. Without `force` only when not loaded yet (idle) or failed.
 */
export const loadTransactionsAtom = atom(
  null,
  (get, set, options?: { force?: boolean }): Promise<Transaction[]> => {
    const pending = get(transactionsRequestAtom);
    if (pending) return pending;
    const { status, transactions } = get(transactionsStateAtom);
    if (!options?.force && (status === 'succeeded' || status === 'loading'))
      return Promise.resolve(transactions);
    set(transactionsStateAtom, (previous) => ({ ...previous, status: 'loading', error: null }));
    const requestPromise = (async () => {
      try {
        const page = await getTransactions({ limit: TRANSACTIONS_PAGE_SIZE });
        set(transactionsStateAtom, {
          status: 'succeeded',
          transactions: page.transactions,
          nextCursor: page.next_cursor,
          error: null,
        });
        return page.transactions;
      } catch (error) {
        set(transactionsStateAtom, (previous) => fail(previous, error));
        return get(transactionsStateAtom).transactions;
      } finally {
        set(transactionsRequestAtom, null);
      }
    })();
    set(transactionsRequestAtom, requestPromise);
    return requestPromise;
  },
);

export const reloadTransactionsAtom = atom(
  null,
  (_get, set): Promise<Transaction[]> => set(loadTransactionsAtom, { force: true }),
);

/** Appends the next (older) page, if any. */
export const loadMoreTransactionsAtom = atom(null, async (get, set): Promise<Transaction[]> => {
  const { nextCursor, status } = get(transactionsStateAtom);
  if (nextCursor === null || status === 'loading' || get(transactionsRequestAtom)) {
    return get(transactionsStateAtom).transactions;
  }
  set(transactionsStateAtom, (previous) => ({ ...previous, status: 'loading', error: null }));
  try {
    const page = await getTransactions({ limit: TRANSACTIONS_PAGE_SIZE, cursor: nextCursor });
    set(transactionsStateAtom, (previous) => ({
      status: 'succeeded',
      transactions: [...previous.transactions, ...page.transactions],
      nextCursor: page.next_cursor,
      error: null,
    }));
  } catch (error) {
    set(transactionsStateAtom, (previous) => fail(previous, error));
  }
  return get(transactionsStateAtom).transactions;
});
