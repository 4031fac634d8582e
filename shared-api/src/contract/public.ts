import { z } from 'zod';

/** Live marketing figures computed from the platform's own data; nothing here is typed in by hand. */
export const publicStats = z.object({
  active_investors: z.number().int().describe('users with at least one active plan'),
  total_paid_out: z.number().describe('US dollars paid out in confirmed withdrawals'),
  countries: z.number().int().describe('countries of users with a confirmed deposit'),
  assets_under_management: z.number().describe('US dollars of capital in active plans'),
});
export type PublicStats = z.infer<typeof publicStats>;

export const testimonial = z.object({
  id: z.number(),
  name: z.string(),
  country: z.string(),
  message: z.string(),
  date: z.string(),
  sample: z.boolean().describe('demo content, labelled "Sample" in the UI'),
});
export type Testimonial = z.infer<typeof testimonial>;
export const testimonialsResponse = z.object({ testimonials: z.array(testimonial) });

export const outboxMessage = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
export const outboxResponse = z.object({ messages: z.array(outboxMessage) });
