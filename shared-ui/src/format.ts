/** Formatting shared by every screen. Dates from the API are ISO 8601 in UTC and are shown in UTC. */

const NOT_A_VALUE = '—';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * US dollars (what the API sends) as text: `1234.5` → `"$1,234.50"`; negative → `"-$1,234.50"`. A figure in
 * cents (a plan total from shared-api/payout) is divided by 100 first; the server's `formatCents` takes cents.
 */
export const formatDollars = (dollars: number): string =>
  Number.isFinite(dollars) ? usd.format(dollars) : NOT_A_VALUE;

/**
 * US dollars with a sign: `(50, '+')` → `"+$50.00"`; the sign comes from the transaction type, the amount's
 * own sign is ignored.
 */
export const formatSignedDollars = (dollars: number, sign: '+' | '-'): string =>
  Number.isFinite(dollars) ? `${sign}${usd.format(Math.abs(dollars))}` : NOT_A_VALUE;

const cryptoFormats = new Map<number, Intl.NumberFormat>();

/** `0.00123` → `"0.001230"` (6 decimals by default, thousands grouped). */
export const formatCrypto = (amount: number, decimals = 6): string => {
  if (!Number.isFinite(amount)) return NOT_A_VALUE;
  const digits = Math.min(Math.max(Math.trunc(decimals), 0), 20);
  let format = cryptoFormats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    cryptoFormats.set(digits, format);
  }
  return format.format(amount);
};

/** `2.5` → `"2.5%"`, `10` → `"10%"`. */
export const formatPercent = (value: number, maxDecimals = 2): string =>
  Number.isFinite(value)
    ? `${new Intl.NumberFormat('en-US', { maximumFractionDigits: maxDecimals }).format(value)}%`
    : NOT_A_VALUE;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const toDate = (value: string | Date): Date | null => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

const monthName = (date: Date): string => MONTHS[date.getUTCMonth()] ?? '';
const pad = (n: number): string => String(n).padStart(2, '0');

/** `"2026-11-22T10:00:00Z"` → `"22 Nov 2026"` (UTC). */
export const formatDate = (iso: string | Date): string => {
  const date = toDate(iso);
  if (!date) return NOT_A_VALUE;
  return `${date.getUTCDate()} ${monthName(date).slice(0, 3)} ${date.getUTCFullYear()}`;
};

/** `"2026-11-22T14:05:00Z"` → `"22 Nov 2026, 14:05 UTC"`. */
export const formatDateTime = (iso: string | Date): string => {
  const date = toDate(iso);
  if (!date) return NOT_A_VALUE;
  return `${formatDate(date)}, ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
};

/** Sortable month key for grouping: `"2026-11-22T10:00:00Z"` → `"2026-11"` (UTC). Empty when invalid. */
export const monthKey = (iso: string | Date): string => {
  const date = toDate(iso);
  return date ? `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}` : '';
};

/** Heading for a month group: takes an ISO date or a `monthKey` → `"November 2026"`. */
export const monthLabel = (isoOrKey: string | Date): string => {
  const value = typeof isoOrKey === 'string' && /^\d{4}-\d{2}$/.test(isoOrKey) ? `${isoOrKey}-01` : isoOrKey;
  const date = toDate(value);
  return date ? `${monthName(date)} ${date.getUTCFullYear()}` : NOT_A_VALUE;
};

export type Greeting = 'Good morning' | 'Good afternoon' | 'Good evening';

/** By the user's local clock: morning before 12:00, afternoon before 18:00, evening after. */
export const greeting = (date: Date = new Date()): Greeting => {
  const hour = date.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
};
