/**
 * The withdrawal form's own checks (spec §8, decisions §2): not above the wallet, and the level limits
 * (level 1: at most $500; level 2: below $1,000; level 3: none). The server checks again, with the limits
 * applied to the last 24 hours' total, and its answer is shown when it refuses what passed here.
 */
import { exactDollarsToCents } from 'shared-api/payout';

/** The contract's WITHDRAWAL_LIMITS (zod stays out of the browser bundle; a test keeps them equal). */
export const WITHDRAWAL_LIMITS = { 1: 500, 2: 1000 } as const;

export type WithdrawalLimit =
  /** Level 1: up to and including `max`. */
  | { level: 1; max: number }
  /** Level 2: strictly below `below`. */
  | { level: 2; below: number }
  | { level: 3 };

export const limitForLevel = (level: number): WithdrawalLimit => {
  if (level <= 1) return { level: 1, max: WITHDRAWAL_LIMITS[1] };
  if (level === 2) return { level: 2, below: WITHDRAWAL_LIMITS[2] };
  return { level: 3 };
};

export type WithdrawalProblem =
  | 'invalid_amount'
  | 'missing_currency'
  | 'insufficient'
  | 'level_1'
  | 'level_2';

export interface WithdrawalInput {
  amount: string;
  method: string;
}

/** The amount typed, in cents: positive dollars with at most two decimals, else null. */
export const withdrawalCents = (amount: string): number | null => {
  const text = amount.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const cents = exactDollarsToCents(Number(text));
  return cents === null || cents <= 0 ? null : cents;
};

/** The first problem of a withdrawal of `input` from `walletDollars` at `level`, or null. */
export const withdrawalProblem = (
  input: WithdrawalInput,
  walletDollars: number,
  level: number,
): WithdrawalProblem | null => {
  const cents = withdrawalCents(input.amount);
  if (cents === null) return 'invalid_amount';
  if (input.method === '') return 'missing_currency';
  const walletCents = Math.round(walletDollars * 100);
  if (cents > walletCents) return 'insufficient';
  const limit = limitForLevel(level);
  if (limit.level === 1 && cents > limit.max * 100) return 'level_1';
  if (limit.level === 2 && cents >= limit.below * 100) return 'level_2';
  return null;
};
