import type { Coin } from 'shared-api/contract/addresses';
import type { CoinSlug } from 'shared-api/types';

export interface AddressCoin {
  /** The route segment: /dashboard/admin/manage-address/{path}. */
  path: string;
  /** The API's slug: /all-{slug}-address. */
  slug: CoinSlug;
  /** The coin as the contract's format check names it. */
  coin: Coin;
  /** The coin's name (a brand name, the same in every language). */
  label: string;
}

/** The spec's five coins, in the hub's order. */
export const addressCoins: readonly AddressCoin[] = [
  { path: 'bitcoin', slug: 'btc', coin: 'bitcoin', label: 'Bitcoin' },
  { path: 'tether', slug: 'usdt', coin: 'tether', label: 'USDT (TRC20)' },
  { path: 'ripple', slug: 'xrp', coin: 'ripple', label: 'Ripple' },
  { path: 'solana', slug: 'sol', coin: 'solana', label: 'Solana' },
  { path: 'ethereum', slug: 'eth', coin: 'ethereum', label: 'Ethereum' },
];
