import type { PaymentMethod } from 'shared-api/types';

/** Payment screens /dashboard/buy-plan/{method} (spec §2). */
export const paymentCoins: readonly { method: PaymentMethod; label: string; symbol: string }[] = [
  { method: 'bitcoin', label: 'Bitcoin', symbol: 'BTC' },
  { method: 'ethereum', label: 'Ethereum', symbol: 'ETH' },
  { method: 'ripple', label: 'Ripple', symbol: 'XRP' },
  { method: 'solana', label: 'Solana', symbol: 'SOL' },
  { method: 'tether', label: 'USDT (TRC20)', symbol: 'USDT' },
];
