import { z } from 'zod';
import {
  formatRoiUnits,
  MAX_PLAN_DURATION_DAYS,
  MAX_ROI,
  MIN_PLAN_DURATION_DAYS,
  ROI_DECIMALS,
  type RoiProblem,
  readRoi,
} from '../payout';
import { money, requiredText } from './common';

export const plan = z.object({
  id: z.number(),
  title: z.string(),
  roi: z.number().describe('percent per day'),
  duration: z.number().int().describe('days'),
  min_amount: z.number(),
  max_amount: z.number(),
});
export type Plan = z.infer<typeof plan>;
export const plansResponse = z.object({ plans: z.array(plan) });
export type PlansResponse = z.infer<typeof plansResponse>;

const roiMessages: Record<RoiProblem, string> = {
  not_a_number: 'ROI must be a number',
  too_many_decimals: `ROI may have at most ${ROI_DECIMALS} decimals`,
  not_positive: 'ROI must be greater than zero',
  too_large: `ROI may be at most ${MAX_ROI}% a day`,
};

/**
 * Percent a day, as decimal text or a JSON number, read digit by digit (never through a float) and handed
 * on as its canonical decimal text ('2.50' → '2.5'): the exact value the plan is stored and paid with.
 */
const roi = z
  .union([z.string(), z.number()], { error: roiMessages.not_a_number })
  .transform((value, context) => {
    const read = readRoi(value);
    if ('problem' in read) {
      context.addIssue({ code: 'custom', message: roiMessages[read.problem] });
      return z.NEVER;
    }
    return formatRoiUnits(read.units);
  });

export const planBody = z
  .object({
    title: requiredText('Title', 80),
    roi,
    duration: z.coerce
      .number({ error: 'Duration must be a number of days' })
      .int('Duration must be a whole number of days')
      .min(MIN_PLAN_DURATION_DAYS, `Duration must be at least ${MIN_PLAN_DURATION_DAYS} day`)
      .max(MAX_PLAN_DURATION_DAYS, `Duration may be at most ${MAX_PLAN_DURATION_DAYS} days`),
    min_amount: z.coerce.number().pipe(money),
    max_amount: z.coerce.number().pipe(money),
  })
  .refine((b) => b.max_amount >= b.min_amount, {
    message: 'Maximum amount must not be below the minimum amount',
    path: ['max_amount'],
  });
/** What the server works with once it is checked (roi as canonical decimal text). */
export type CheckedPlanBody = z.output<typeof planBody>;
/** What the screens send: numbers (the server also takes roi as decimal text). */
export type PlanBody = Omit<CheckedPlanBody, 'roi'> & { roi: number };
