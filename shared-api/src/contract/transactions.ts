import { z } from 'zod';
import { adminPaymentMethod, money, paymentMethod, transactionStatuses, transactionTypes } from './common';

export const transaction = z.object({
  id: z.number(),
  type: z.enum(transactionTypes),
  status: z.enum(transactionStatuses),
  amount: z
    .number()
    .describe('US dollars, always positive; deposit, bonus, earnings, capital_return, reversal add'),
  created_at: z.string(),
  transaction_id: z.string().nullable().describe('reference: on-chain id for deposits'),
  payment_method: z.string().nullable(),
  address: z.string().nullable(),
  plan_reference: z.string().nullable(),
  reason: z.string().nullable().describe('why an admin rejected it, or why a bonus or fee was applied'),
  username: z.string().optional().describe('admin lists only'),
  user_id: z.number().optional().describe('admin lists only'),
});
export type Transaction = z.infer<typeof transaction>;

export const transactionListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  cursor: z.coerce.number().int().positive().optional().describe('return entries older than this id'),
  type: z.enum(transactionTypes).optional(),
  status: z.enum(transactionStatuses).optional(),
});
/** The admin list also narrows to one user (the user detail screen's transactions). */
export const adminTransactionListQuery = transactionListQuery.extend({
  user_id: z.coerce.number().int().positive().optional().describe("one user's transactions"),
});
export const transactionListResponse = z.object({
  transactions: z.array(transaction),
  next_cursor: z.number().nullable(),
});
export type TransactionListResponse = z.infer<typeof transactionListResponse>;

export const depositBody = z.object({
  plan_id: z.coerce.number().int().positive('Choose a plan'),
  transaction_id: z
    .string({ error: 'Enter the transaction id of your payment' })
    .trim()
    .min(8, 'Enter the transaction id of your payment')
    .max(128, 'Transaction id is too long')
    .regex(/^[A-Za-z0-9:_-]+$/, 'Transaction id may contain letters and digits only'),
  user_id: z.coerce.number().int().positive().optional().describe('ignored: the server uses the session'),
  type: z.literal('deposit').optional(),
  payment_method: paymentMethod,
  amount: money,
});
export type DepositBody = z.infer<typeof depositBody>;

export const withdrawBody = z.object({
  amount: money,
  address: z
    .string({ error: 'Enter the address to pay to' })
    .trim()
    .min(10, 'Enter the address to pay to')
    .max(128, 'Address is too long')
    .regex(/^[A-Za-z0-9:_-]+$/, 'Address may contain letters and digits only'),
  payment_method: paymentMethod,
  user_id: z.coerce.number().int().positive().optional().describe('ignored: the server uses the session'),
  type: z.literal('withdrawal').optional(),
});
export type WithdrawBody = z.infer<typeof withdrawBody>;

/** Level limits on one withdrawal, in dollars (level 3: none). */
export const WITHDRAWAL_LIMITS = { 1: 500, 2: 1000 } as const;

export const rejectTransactionBody = z
  .object({ reason: z.string().trim().max(500, 'Reason is too long').optional() })
  .optional()
  .nullable();

export const adminDepositBody = z.object({
  plan_id: z.coerce.number().int().positive('Choose a plan'),
  user_id: z.coerce.number().int().positive('Choose a user'),
  type: z.literal('deposit').optional(),
  payment_method: adminPaymentMethod,
  amount: money,
});
export type AdminDepositBody = z.infer<typeof adminDepositBody>;

export const userStatistics = z.object({
  deposit_sum: z.number(),
  withdrawal_sum: z.number(),
  earnings_sum: z.number(),
  user_plans_count: z.number(),
  referral_signups: z.number().describe("people who signed up with this user's referral link"),
  referral_bonus_sum: z
    .number()
    .describe('referral bonuses credited to this user, US dollars (confirmed ledger entries)'),
});
export type UserStatistics = z.infer<typeof userStatistics>;

export const userPlan = z.object({
  id: z.number(),
  title: z.string(),
  roi: z.number(),
  duration: z.number().describe('days left'),
  initial_duration: z.number(),
  amount: z.number().describe('capital, US dollars'),
  returns: z.number().describe('daily return, US dollars'),
  total_returns: z.number(),
  status: z.enum(['active', 'completed']),
  created_at: z.string(),
  ends_on: z
    .string()
    .describe('YYYY-MM-DD (UTC): the last day of earnings, when the capital comes back to the wallet'),
});
export type UserPlan = z.infer<typeof userPlan>;
export const userPlansResponse = z.object({ user_plans: z.array(userPlan) });
export type UserPlansResponse = z.infer<typeof userPlansResponse>;

/** GET /statement: the caller's ledger, oldest first, keyset-paged forward (a statement reads in time order). */
export const statementQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(500),
  after: z.coerce.number().int().positive().optional().describe('return entries newer than this ledger id'),
});
export const statementEntry = z.object({
  id: z.number().describe('ledger entry id'),
  created_at: z.string(),
  amount: z.number().describe('US dollars, signed: what this entry added to (+) or took from (-) the wallet'),
  balance: z.number().describe('the wallet in US dollars after this entry'),
  transaction: z.number().describe('the transaction the entry belongs to'),
  type: z.enum(transactionTypes),
  status: z.enum(transactionStatuses),
  reference: z.string().nullable(),
  payment_method: z.string().nullable(),
  plan_reference: z.string().nullable(),
  reason: z.string().nullable(),
});
export type StatementEntry = z.infer<typeof statementEntry>;
export const statementResponse = z.object({
  entries: z.array(statementEntry),
  next_after: z.number().nullable(),
});
export type StatementResponse = z.infer<typeof statementResponse>;
