/** Money arithmetic and wording shared by the money engine. Everything here works in integer cents. */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer cents as dollar text: 5000 → '$50.00', 123456 → '$1,234.56' (the form users read in messages). */
export const formatCents = (cents: number): string => usd.format(cents / 100);

/** The one payout rule (decisions §2), shared with every screen that shows a plan's total. */
export { dailyReturnCents, totalPayoutCents } from 'shared-api/payout';

/** Referral reward: 1% of the referred user's plan purchase (spec §9), rounded half up. */
export const REFERRAL_PERCENT = 1;
export const referralBonusCents = (amountCents: number): number =>
  Math.round((amountCents * REFERRAL_PERCENT) / 100);

/** 'YYYY-MM-DD' of a moment, in UTC (the platform's day boundary for plans and accruals). */
export const utcDay = (moment: Date): string => moment.toISOString().slice(0, 10);
