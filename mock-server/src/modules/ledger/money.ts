/** Money arithmetic and wording shared by the money engine. Everything here works in integer cents. */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 5000 → '$50.00', 123456 → '$1,234.56' (the form users read in messages). */
export const formatUsd = (cents: number): string => usd.format(cents / 100);

/** A plan's roi is numeric(8,4): ten-thousandths of a percent as an exact integer ('2.5000' → 25000). */
const roiTenThousandths = (roi: string | number): bigint => {
  const [whole = '0', fraction = ''] = String(roi).split('.');
  return BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0').slice(0, 4));
};

/**
 * The daily return of `amountCents` at `roi` percent a day, in cents, rounded half up. Exact (bigint): a
 * billion dollars at 100% a day would not fit a double's integer range once multiplied.
 */
export const dailyReturnCents = (amountCents: number, roi: string | number): number => {
  const scaled = BigInt(amountCents) * roiTenThousandths(roi);
  const divisor = 1_000_000n; // percent (100) × ten-thousandths (10 000)
  return Number((scaled + divisor / 2n) / divisor);
};

/** Referral reward: 1% of the referred user's plan purchase (spec §9), rounded half up. */
export const REFERRAL_PERCENT = 1;
export const referralBonusCents = (amountCents: number): number =>
  Math.round((amountCents * REFERRAL_PERCENT) / 100);

/** 'YYYY-MM-DD' of a moment, in UTC (the platform's day boundary for plans and accruals). */
export const utcDay = (moment: Date): string => moment.toISOString().slice(0, 10);
