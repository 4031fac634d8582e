import type { CoinSlug } from 'shared-api/types';

/** /dashboard/admin/manage-address/{coin}: the spec's coin names and the API's slugs. */
export const addressCoins: readonly { path: string; slug: CoinSlug; label: string }[] = [
  { path: 'bitcoin', slug: 'btc', label: 'Bitcoin' },
  { path: 'tether', slug: 'usdt', label: 'USDT (TRC20)' },
  { path: 'ripple', slug: 'xrp', label: 'Ripple' },
  { path: 'solana', slug: 'sol', label: 'Solana' },
  { path: 'ethereum', slug: 'eth', label: 'Ethereum' },
];
