/**
 * What a payment screen shows (spec §9, decisions §2), computed in integer cents: the amount in dollars,
 * the network fee (20 dollars, 10 for USDT), the total, and the crypto amounts at the current USD price,
 * rounded to 6 decimals (USDT is priced at 1).
 */
import type { PaymentMethod } from 'shared-api/types';

export const CRYPTO_DECIMALS = 6;
const MICRO_UNITS = 10 ** CRYPTO_DECIMALS;
/** Cents to millionths of a coin at a price of 1 dollar: 1 cent = 10 000 millionths. */
const MICRO_UNITS_PER_CENT = MICRO_UNITS / 100;

/** The network fee in cents, paid on-chain by the user (not a ledger entry). */
export const networkFeeCents = (method: PaymentMethod): number => (method === 'tether' ? 1000 : 2000);

/** USDT is pegged at 1; the other coins take the price the server reports. */
export const STABLE_PRICE = 1;

/** `cents` worth of a coin priced `usdPrice`, rounded to 6 decimals; null without a usable price. */
export const cryptoAmount = (cents: number, usdPrice: number | null | undefined): number | null => {
  if (usdPrice === null || usdPrice === undefined || !Number.isFinite(usdPrice) || usdPrice <= 0) return null;
  return Math.round((cents * MICRO_UNITS_PER_CENT) / usdPrice) / MICRO_UNITS;
};

export interface PaymentFigures {
  amountCents: number;
  feeCents: number;
  totalCents: number;
  /** The amount in the coin, 6 decimals; null without a price. */
  cryptoAmount: number | null;
  /** The total (amount plus fee) in the coin, 6 decimals; null without a price. */
  cryptoTotal: number | null;
}

/** The figures of one payment of `amountCents` in `method`; `usdPrice` is ignored for USDT. */
export const paymentFigures = (
  amountCents: number,
  method: PaymentMethod,
  usdPrice: number | null | undefined,
): PaymentFigures => {
  const price = method === 'tether' ? STABLE_PRICE : usdPrice;
  const feeCents = networkFeeCents(method);
  const totalCents = amountCents + feeCents;
  return {
    amountCents,
    feeCents,
    totalCents,
    cryptoAmount: cryptoAmount(amountCents, price),
    cryptoTotal: cryptoAmount(totalCents, price),
  };
};
