import type { MarketCoin } from 'shared-api/types';

/** The coins of the ticker and the chart, in the spec's order (names and symbols are brand names). */
export const marketCoins: readonly { coin: MarketCoin; name: string; symbol: string }[] = [
  { coin: 'bitcoin', name: 'Bitcoin', symbol: 'BTC' },
  { coin: 'ethereum', name: 'Ethereum', symbol: 'ETH' },
  { coin: 'tether', name: 'Tether', symbol: 'USDT' },
  { coin: 'ripple', name: 'XRP', symbol: 'XRP' },
  { coin: 'solana', name: 'Solana', symbol: 'SOL' },
];
