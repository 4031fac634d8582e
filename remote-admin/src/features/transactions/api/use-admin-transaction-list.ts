import { useQuery } from '@tanstack/react-query';
import { queryKeys } from 'shared-api/queries/keys';
import { getAllTransactions } from 'shared-api/transaction-calls';
import type { Transaction } from 'shared-api/types';

export type ListedType = 'deposit' | 'withdrawal';

/** The server's largest page: ten calls bring 10,000 rows. */
const PAGE_SIZE = 1000;

/**
 * Under the `transactions` prefix, so a confirm or reject (which invalidates it) reloads the list; its own
 * last part keeps this whole-list entry apart from the paged (infinite) ones of the same filter.
 */
export const adminTransactionListKey = (type: ListedType) =>
  [...queryKeys.allTransactions({ type }), 'every-page'] as const;

/**
 * Every deposit or withdrawal, newest first, read page by page through the cursor. The whole list is
 * kept so the status filter, the search and the month grouping answer at once, without a call per key.
 */
export const loadEveryPage = async (type: ListedType, signal?: AbortSignal): Promise<Transaction[]> => {
  const rows: Transaction[] = [];
  let cursor: number | undefined;
  do {
    const page = await getAllTransactions({
      type,
      limit: PAGE_SIZE,
      ...(cursor === undefined ? {} : { cursor }),
      ...(signal ? { signal } : {}),
    });
    rows.push(...page.transactions);
    cursor = page.next_cursor ?? undefined;
  } while (cursor !== undefined);
  return rows;
};

export const useAdminTransactionList = (type: ListedType) =>
  useQuery({
    queryKey: adminTransactionListKey(type),
    queryFn: ({ signal }) => loadEveryPage(type, signal),
  });
