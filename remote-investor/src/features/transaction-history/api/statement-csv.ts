/**
 * The CSV statement of the signed-in user's own ledger: every change to their wallet, oldest first, with the
 * balance after each (GET /statement, all pages). Column names and types are in the user's language; the
 * figures stay machine-readable (ISO dates, dollars with a dot and two decimals) so a spreadsheet can sum
 * them in any locale.
 */
import { getStatement } from 'shared-api/transaction-calls';
import type { StatementEntry } from 'shared-api/types';
import { csvText } from 'shared-ui/csv';

const PAGE = 1000;
/** A statement larger than this is cut rather than freezing the tab (50 pages of 1,000 entries). */
const MAX_PAGES = 50;

export const fetchWholeStatement = async (signal?: AbortSignal): Promise<StatementEntry[]> => {
  const entries: StatementEntry[] = [];
  let after: number | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const response = await getStatement({
      limit: PAGE,
      ...(after ? { after } : {}),
      ...(signal ? { signal } : {}),
    });
    entries.push(...response.entries);
    if (response.next_after === null) break;
    after = response.next_after;
  }
  return entries;
};

export interface StatementWords {
  columns: {
    date: string;
    type: string;
    status: string;
    amount: string;
    balance: string;
    reference: string;
    method: string;
    plan: string;
    note: string;
  };
  typeLabel: (type: StatementEntry['type']) => string;
  statusLabel: (status: StatementEntry['status']) => string;
}

const cents = (dollars: number): string => dollars.toFixed(2);

export const statementCsv = (entries: readonly StatementEntry[], words: StatementWords): string => {
  const { columns } = words;
  const header = [
    columns.date,
    columns.type,
    columns.status,
    columns.amount,
    columns.balance,
    columns.reference,
    columns.method,
    columns.plan,
    columns.note,
  ];
  const rows = entries.map((entry) => [
    entry.created_at,
    words.typeLabel(entry.type),
    words.statusLabel(entry.status),
    cents(entry.amount),
    cents(entry.balance),
    entry.reference ?? '',
    entry.payment_method ?? '',
    entry.plan_reference ?? '',
    entry.reason ?? '',
  ]);
  return csvText([header, ...rows]);
};
