import { z } from 'zod';
import { errorCodes } from '../error-codes';

/** Dollars on the wire (at most two decimals), cents in the database. */
export const money = z
  .number({ error: 'Amount must be a number' })
  .finite('Amount must be a number')
  .positive('Amount must be greater than zero')
  .max(1_000_000_000, 'Amount is too large')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
    message: 'Amount may have at most two decimals',
  });

/**
 * Dollars from the wire (already checked by `money`: at most two decimals) to the integer cents the database
 * keeps; the rounding only removes float noise (19.99 * 100 = 1998.9999…). Unlike shared-api/payout's
 * `exactDollarsToCents`, it never refuses: it is for amounts the schema has accepted.
 */
export const roundDollarsToCents = (dollars: number): number => Math.round(dollars * 100);
/** Integer cents from the database to the dollars the wire carries. */
export const centsToDollars = (cents: number): number => cents / 100;

/** A row id in a path: a positive whole number; anything else reads as an unknown id. */
export const rowId = z.coerce
  .number({ error: 'Unknown id' })
  .int('Unknown id')
  .positive('Unknown id')
  .max(Number.MAX_SAFE_INTEGER, 'Unknown id');
export const idParam = z.object({ id: rowId });
export const userIdParam = z.object({ userId: rowId });

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

export const errorCode = z.enum(errorCodes);

/**
 * Every error body: a stable `code` (shared-api/error-codes) beside the English message; for some calls
 * (login, address delete) an `error` field too; for a refused input, `fields` names each field's problem
 * (its dotted path, e.g. `amount` or `plans.0.roi`) so forms can show it beside the field.
 */
export const errorResponse = z
  .object({
    code: errorCode,
    message: z.string(),
    error: z.string().optional(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponse>;

export const paymentMethods = ['bitcoin', 'ethereum', 'tether', 'ripple', 'solana'] as const;
export const paymentMethod = z.enum(paymentMethods, { error: 'Choose a supported currency' });
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** `wallet` is only for an admin buying a plan from a user's balance. */
export const adminPaymentMethod = z.enum([...paymentMethods, 'wallet'], {
  error: 'Choose a supported currency',
});
export type AdminPaymentMethod = z.infer<typeof adminPaymentMethod>;

export const transactionTypes = [
  'deposit',
  'withdrawal',
  'bonus',
  'earnings',
  'charges',
  'capital_return',
  'reversal',
] as const;
export type TransactionType = (typeof transactionTypes)[number];
export const transactionStatuses = ['pending', 'confirmed', 'failed'] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

/**
 * Trimmed, non-empty text with a length cap; `label` names the field in the message. Screens check the same
 * rule with input-rules' `hasText` (kept declarative here so the OpenAPI document says `minLength: 1`;
 * input-rules.test.ts proves the two agree).
 */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);

/** Network fee (USD) shown on payment screens; paid on-chain, never a ledger entry. */
export const networkFeeUsd: Record<PaymentMethod, number> = {
  bitcoin: 20,
  ethereum: 20,
  ripple: 20,
  solana: 20,
  tether: 10,
};
