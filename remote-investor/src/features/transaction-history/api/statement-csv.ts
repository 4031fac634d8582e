/**
 * The CSV statement of the signed-in user's own ledger: every change to their wallet, oldest first, with the
 * balance after each (GET /statement, all pages). Column names and types are in the user's language; the
 * figures stay machine-readable (ISO dates, dollars with a dot and two decimals) so a spreadsheet can sum
 * them in any locale.
 */
import { getStatement } from 'shared-api/transaction-calls';
import type { StatementEntry } from 'shared-api/types';

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

/** A cell as RFC 4180 wants it, and never a formula a spreadsheet would run (=, +, -, @ at the start). */
export const csvCell = (value: string): string => {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^[+-]?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
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
  // CRLF and a byte-order mark: what spreadsheet programs expect to read UTF-8 names and accents right.
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
};

/** Hands a text to the browser as a download. */
export const saveText = (text: string, fileName: string, type = 'text/csv;charset=utf-8') => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
