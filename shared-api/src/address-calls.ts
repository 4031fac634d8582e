/** Deposit address calls, per coin slug (btc, usdt, xrp, sol, eth). */
import { del, get, postForm } from './client';
import type { AddressListResponse, CoinSlug, LastAddressResponse, MessageResponse } from './types';

/** The five coins in display order, with their payment-method names (contract `coinBySlug`). */
export const coins = [
  { slug: 'btc', method: 'bitcoin', label: 'Bitcoin', symbol: 'BTC' },
  { slug: 'eth', method: 'ethereum', label: 'Ethereum', symbol: 'ETH' },
  { slug: 'usdt', method: 'tether', label: 'USDT (TRC20)', symbol: 'USDT' },
  { slug: 'xrp', method: 'ripple', label: 'Ripple', symbol: 'XRP' },
  { slug: 'sol', method: 'solana', label: 'Solana', symbol: 'SOL' },
] as const satisfies readonly { slug: CoinSlug; method: string; label: string; symbol: string }[];

/** GET /all-{coin}-address → `{ addresses }` (newest first; the newest is active). */
export const getAddresses = (coin: CoinSlug): Promise<AddressListResponse> => get(`all-${coin}-address`);

/** GET /last-{coin}-address → `{ address, qr_code }` (where users pay). */
export const getLastAddress = (coin: CoinSlug): Promise<LastAddressResponse> => get(`last-${coin}-address`);

/** POST /create-{coin}-address (multipart: address, qr_code image). */
export const createAddress = (
  coin: CoinSlug,
  input: { address: string; qrCode: Blob },
): Promise<MessageResponse> => {
  const form = new FormData();
  form.set('address', input.address);
  form.set('qr_code', input.qrCode);
  return postForm(`create-${coin}-address`, form);
};

/** DELETE /{coin}-delete/{id} → `{ message }`; failures carry both message and error. */
export const deleteAddress = (coin: CoinSlug, id: number): Promise<MessageResponse> =>
  del(`${coin}-delete/${id}`);
