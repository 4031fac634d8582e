import { z } from 'zod';
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

export const planBody = z
  .object({
    title: requiredText('Title', 80),
    roi: z.coerce
      .number({ error: 'ROI must be a number' })
      .positive('ROI must be greater than zero')
      .max(100, 'ROI may be at most 100% a day'),
    duration: z.coerce
      .number({ error: 'Duration must be a number of days' })
      .int('Duration must be a whole number of days')
      .min(1, 'Duration must be at least 1 day')
      .max(3650, 'Duration may be at most 3650 days'),
    min_amount: z.coerce.number().pipe(money),
    max_amount: z.coerce.number().pipe(money),
  })
  .refine((b) => b.max_amount >= b.min_amount, {
    message: 'Maximum amount must not be below the minimum amount',
    path: ['max_amount'],
  });
export type PlanBody = z.infer<typeof planBody>;

/** Total paid back over the plan's life (kept in a zod-free module so browser code can use it). */
export { totalReturn } from '../plan-math';
