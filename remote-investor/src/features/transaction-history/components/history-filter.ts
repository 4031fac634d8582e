import type { TransactionType } from 'shared-api/types';

/** The type filter of the history (spec: all, deposit, withdrawal, bonus, earnings, charges). */
export const historyFilters = ['all', 'deposit', 'withdrawal', 'bonus', 'earnings', 'charges'] as const;
export type HistoryFilter = (typeof historyFilters)[number];

export const isHistoryFilter = (value: string): value is HistoryFilter =>
  (historyFilters as readonly string[]).includes(value);

/** The server's filter for a choice: none for "all". */
export const typeQuery = (filter: HistoryFilter): { type?: TransactionType } =>
  filter === 'all' ? {} : { type: filter };
