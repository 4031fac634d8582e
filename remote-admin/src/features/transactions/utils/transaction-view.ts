/** What the admin deposit and withdrawal lists show: pure filtering, searching and month grouping. */
import type { Transaction, TransactionStatus } from 'shared-api/types';

export type StatusFilter = 'all' | TransactionStatus;
export const statusFilters: readonly StatusFilter[] = ['all', 'pending', 'confirmed', 'failed'];

/** Rows with the chosen status; `all` keeps every row. */
export const filterByStatus = (rows: readonly Transaction[], status: StatusFilter): Transaction[] =>
  status === 'all' ? [...rows] : rows.filter((row) => row.status === status);

/** How many rows each filter would show. */
export const countByStatus = (rows: readonly Transaction[]): Record<StatusFilter, number> => {
  const counts: Record<StatusFilter, number> = { all: rows.length, pending: 0, confirmed: 0, failed: 0 };
  for (const row of rows) counts[row.status] += 1;
  return counts;
};

/** Rows whose username or reference contains the text, ignoring case; blank text keeps every row. */
export const searchTransactions = (rows: readonly Transaction[], text: string): Transaction[] => {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return [...rows];
  return rows.filter(
    (row) =>
      (row.username ?? '').toLocaleLowerCase().includes(needle) ||
      (row.transaction_id ?? '').toLocaleLowerCase().includes(needle),
  );
};

export type ListLine =
  | { kind: 'month'; key: string; count: number }
  | { kind: 'transaction'; transaction: Transaction };

/**
 * One flat list for the virtualized view: a month heading before the rows of that month, months newest
 * first and rows newest first inside each. `monthKeyOf` names the month of an instant ("2026-11") in the
 * viewer's time zone.
 */
export const groupByMonth = (
  rows: readonly Transaction[],
  monthKeyOf: (iso: string) => string,
): ListLine[] => {
  // Each instant is read once (not at every comparison): 10,000 rows sort in a few milliseconds.
  const newestFirst = rows
    .map((transaction) => ({ transaction, at: Date.parse(transaction.created_at) }))
    .sort((a, b) => b.at - a.at || b.transaction.id - a.transaction.id)
    .map(({ transaction }) => transaction);
  const lines: ListLine[] = [];
  const headings = new Map<string, { kind: 'month'; key: string; count: number }>();
  for (const transaction of newestFirst) {
    const key = monthKeyOf(transaction.created_at);
    let heading = headings.get(key);
    if (!heading) {
      heading = { kind: 'month', key, count: 0 };
      headings.set(key, heading);
      lines.push(heading);
    }
    heading.count += 1;
    lines.push({ kind: 'transaction', transaction });
  }
  return lines;
};

/** The list as shown: status first, then the search, then the month grouping. */
export const viewTransactions = (
  rows: readonly Transaction[],
  { status, search }: { status: StatusFilter; search: string },
  monthKeyOf: (iso: string) => string,
): ListLine[] => groupByMonth(searchTransactions(filterByStatus(rows, status), search), monthKeyOf);

/** The same rows with one transaction's status replaced (the row updates as soon as a decision lands). */
export const withStatus = (
  rows: readonly Transaction[],
  id: number,
  status: TransactionStatus,
  reason?: string,
): Transaction[] =>
  rows.map((row) => (row.id === id ? { ...row, status, ...(reason ? { reason } : {}) } : row));
