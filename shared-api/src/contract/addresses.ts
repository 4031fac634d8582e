import { z } from 'zod';

/** Coin slugs used by the address calls (spec: /all-btc-address, /create-usdt-address, ...). */
export const coinSlugs = ['btc', 'usdt', 'xrp', 'sol', 'eth'] as const;
export type CoinSlug = (typeof coinSlugs)[number];

export const coinBySlug = {
  btc: 'bitcoin',
  usdt: 'tether',
  xrp: 'ripple',
  sol: 'solana',
  eth: 'ethereum',
} as const satisfies Record<CoinSlug, string>;
export type Coin = (typeof coinBySlug)[CoinSlug];

export const depositAddress = z.object({
  id: z.number(),
  address: z.string(),
  qr_code: z.string().describe('public URL of the QR image'),
  created_at: z.string(),
  active: z.boolean().describe('the newest address of a coin is the one users pay to'),
});
export type DepositAddress = z.infer<typeof depositAddress>;
export const addressListResponse = z.object({ addresses: z.array(depositAddress) });
export const lastAddressResponse = z.object({ address: z.string(), qr_code: z.string() });
export type LastAddressResponse = z.infer<typeof lastAddressResponse>;

/** Multipart fields of POST /create-{coin}-address (besides the qr_code file). */
export const createAddressFields = z.object({
  address: z
    .string({ error: 'Address is required' })
    .trim()
    .min(10, 'Address looks too short')
    .max(128, 'Address is too long')
    .regex(/^[A-Za-z0-9:_-]+$/, 'Address may contain letters and digits only'),
});

export const MAX_QR_BYTES = 1024 * 1024;
