/**
 * The purchase modal's own checks (spec §8), in the order the spec gives them: both fields filled, then the
 * amount within the plan's range. The server checks again (decisions §2); this only saves a round trip.
 */
import { exactDollarsToCents } from 'shared-api/payout';
import type { PaymentMethod, Plan } from 'shared-api/types';

export type AmountProblem =
  | { kind: 'missing' }
  /** Not an amount of dollars and cents (letters, three decimals, negative). */
  | { kind: 'invalid' }
  | { kind: 'out_of_range'; min: number; max: number };

export interface AmountInput {
  amount: string;
  method: PaymentMethod | '';
}

/** The amount typed, in cents, or null when it is not dollars with at most two decimals. */
export const typedCents = (amount: string): number | null => {
  const text = amount.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return exactDollarsToCents(Number(text));
};

/** The first problem of the input, or null when it may be sent. */
export const amountProblem = (
  input: AmountInput,
  plan: Pick<Plan, 'min_amount' | 'max_amount'>,
): AmountProblem | null => {
  if (input.amount.trim() === '' || input.method === '') return { kind: 'missing' };
  const cents = typedCents(input.amount);
  if (cents === null) return { kind: 'invalid' };
  const min = exactDollarsToCents(plan.min_amount);
  const max = exactDollarsToCents(plan.max_amount);
  if (min === null || max === null || cents < min || cents > max) {
    return { kind: 'out_of_range', min: plan.min_amount, max: plan.max_amount };
  }
  return null;
};
