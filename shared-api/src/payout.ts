/**
 * The one payout rule (decisions §2), shared by the server, which pays with it, and every screen that shows
 * a plan's total, so that what is shown is what is paid, to the cent. Plain TypeScript without zod, so
 * browser code can use it at run time.
 *
 * Money is integer cents and roi a decimal (percent a day, at most 4 decimals). The arithmetic is exact:
 * roi is read digit by digit from its decimal text into ten-thousandths of a percent, never through a
 * float, and multiplied as bigint (a billion dollars at 100 % a day does not fit a double's integer range).
 */

/** roi is percent a day: 0 < roi ≤ MAX_ROI, with at most ROI_DECIMALS decimals. */
export const MAX_ROI = 100;
export const ROI_DECIMALS = 4;

/** A plan lasts a whole number of days in this range (the contract's rule, checked by the server). */
export const MIN_PLAN_DURATION_DAYS = 1;
export const MAX_PLAN_DURATION_DAYS = 3650;

/** Whether `days` is a duration a plan may have (the same rule as the contract's `duration`). */
export const isPlanDuration = (days: number): boolean =>
  Number.isSafeInteger(days) && days >= MIN_PLAN_DURATION_DAYS && days <= MAX_PLAN_DURATION_DAYS;

/** A roi as the database and the contract carry it: decimal text ('1.5', '2.0000'), or a JSON number. */
export type Roi = string | number;

export type RoiProblem = 'not_a_number' | 'too_many_decimals' | 'not_positive' | 'too_large';

const ROI_SCALE = 10n ** BigInt(ROI_DECIMALS);
const MAX_ROI_UNITS = BigInt(MAX_ROI) * ROI_SCALE;
/** Percent (100) × ten-thousandths (10 000): amount × units / this = the daily return in cents. */
const DIVISOR = 100n * ROI_SCALE;
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * A JSON number as the decimal its author wrote: JavaScript prints a number as the shortest text that reads
 * back as the same number, so `1.2345` stays '1.2345', while 1e-7 prints as '1e-7' and is refused as such.
 */
const roiText = (roi: Roi): string => (typeof roi === 'number' ? String(roi) : roi.trim());

/**
 * Why a number JavaScript prints with an exponent (1e-7, 1e+21) is refused. Comparing it as a float is
 * safe here: it is refused whatever the answer, which only picks the clearer message.
 */
const exponentProblem = (roi: number): RoiProblem => {
  if (!Number.isFinite(roi)) return 'not_a_number';
  if (roi <= 0) return 'not_positive';
  return roi > MAX_ROI ? 'too_large' : 'too_many_decimals';
};

/** roi in ten-thousandths of a percent ('2.5' → 25000n), or the reason it is not a valid plan roi. */
export const readRoi = (roi: Roi): { units: bigint } | { problem: RoiProblem } => {
  const match = DECIMAL.exec(roiText(roi));
  if (!match) return { problem: typeof roi === 'number' ? exponentProblem(roi) : 'not_a_number' };
  const [, sign, whole = '0', fraction = ''] = match;
  // Trailing zeros are not precision ('1.50000' is 1.5).
  const digits = fraction.replace(/0+$/, '');
  if (digits.length > ROI_DECIMALS) return { problem: 'too_many_decimals' };
  const units = BigInt(whole) * ROI_SCALE + BigInt(digits.padEnd(ROI_DECIMALS, '0'));
  if (sign || units === 0n) return { problem: 'not_positive' };
  if (units > MAX_ROI_UNITS) return { problem: 'too_large' };
  return { units };
};

/** roi in ten-thousandths of a percent, or null when it is not a valid plan roi. */
export const roiUnits = (roi: Roi): bigint | null => {
  const read = readRoi(roi);
  return 'units' in read ? read.units : null;
};

/** Ten-thousandths of a percent as canonical decimal text (25000n → '2.5', 30000n → '3'). */
export const formatRoiUnits = (units: bigint): string => {
  const fraction = (units % ROI_SCALE).toString().padStart(ROI_DECIMALS, '0').replace(/0+$/, '');
  return fraction ? `${units / ROI_SCALE}.${fraction}` : `${units / ROI_SCALE}`;
};

/** The canonical decimal text of a valid roi ('2.50' → '2.5', 3 → '3'), or null when it is not one. */
export const canonicalRoi = (roi: Roi): string | null => {
  const units = roiUnits(roi);
  return units === null ? null : formatRoiUnits(units);
};

const requireCents = (cents: number, what: string): bigint => {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`${what} must be whole cents, got ${cents}`);
  return BigInt(cents);
};

/**
 * The daily return of `amountCents` at `roi` percent a day: round half up of amount × roi / 100, in cents.
 * Throws RangeError on an amount that is not whole cents or a roi that is not a valid plan roi.
 */
export const dailyReturnCents = (amountCents: number, roi: Roi): number => {
  const units = roiUnits(roi);
  if (units === null) throw new RangeError(`Not a valid plan roi: ${String(roi)}`);
  const scaled = requireCents(amountCents, 'Amount') * units;
  return Number((scaled + DIVISOR / 2n) / DIVISOR);
};

/** Everything a plan pays back over its life, in cents: the daily return `duration` times, plus the capital. */
export const totalPayoutCents = (amountCents: number, roi: Roi, duration: number): number => {
  if (!Number.isSafeInteger(duration) || duration < 1) {
    throw new RangeError(`Duration must be a whole number of days, got ${duration}`);
  }
  return amountCents + dailyReturnCents(amountCents, roi) * duration;
};

const DOLLARS = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Dollars as typed or received (at most two decimals) in whole cents, or null when they are not such an
 * amount. Read from the number's shortest decimal text, like a roi, so no float rounding is involved
 * (the server's `roundDollarsToCents` rounds instead, for amounts its schema has already accepted).
 */
export const exactDollarsToCents = (dollars: number): number | null => {
  const match = Number.isFinite(dollars) ? DOLLARS.exec(String(dollars)) : null;
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
};

/**
 * What a plan shows as its total for `amount` dollars (plan card, purchase modal, admin preview): the same
 * figure the server will pay, in cents, or null while any input is not a valid amount, roi or duration (by
 * the rules the server checks a plan with, so a preview never shows a total for a plan it would refuse).
 */
export const planTotalCents = (amount: number, roi: Roi, duration: number): number | null => {
  const amountCents = exactDollarsToCents(amount);
  if (amountCents === null || roiUnits(roi) === null) return null;
  if (!isPlanDuration(duration)) return null;
  return totalPayoutCents(amountCents, roi, duration);
};
