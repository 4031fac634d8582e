/**
 * The purchase in progress (plan, amount, currency), kept in session storage so a payment screen shows the
 * same figures after a reload (spec §5), and gone with the tab. Read back defensively: anything that is not
 * a complete purchase counts as none.
 */
import { coins } from 'shared-api/address-calls';
import type { PaymentMethod } from 'shared-api/types';

export const PURCHASE_STORAGE_KEY = 'vestora.purchase';

export interface Purchase {
  planId: number;
  title: string;
  roi: number;
  duration: number;
  /** Dollars, at most two decimals (the wire format of `amount`). */
  amount: number;
  /** The same amount in cents, for the maths. */
  amountCents: number;
  method: PaymentMethod;
}

const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  coins.some((coin) => coin.method === value);

const isPurchase = (value: unknown): value is Purchase => {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(item.planId) &&
    typeof item.title === 'string' &&
    typeof item.roi === 'number' &&
    Number.isSafeInteger(item.duration) &&
    typeof item.amount === 'number' &&
    Number.isSafeInteger(item.amountCents) &&
    Math.round(item.amount * 100) === item.amountCents &&
    isPaymentMethod(item.method)
  );
};

export const savePurchase = (purchase: Purchase): void => {
  try {
    sessionStorage.setItem(PURCHASE_STORAGE_KEY, JSON.stringify(purchase));
  } catch {
    // Storage full or blocked: the payment screen then asks to choose the plan again.
  }
};

export const readPurchase = (): Purchase | null => {
  try {
    const raw = sessionStorage.getItem(PURCHASE_STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return isPurchase(value) ? value : null;
  } catch {
    return null;
  }
};

export const clearPurchase = (): void => {
  try {
    sessionStorage.removeItem(PURCHASE_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
};
