import type { CryptoPrices, MarketCoin } from 'shared-api/contract/market';
import { z } from 'zod';

const usdPrice = z.object({ usd: z.number().finite().positive() });

/** What the prices provider must answer (CoinGecko's simple-price shape); extra fields are ignored. */
export const providerPrices = z.object({
  bitcoin: usdPrice,
  ethereum: usdPrice,
  ripple: usdPrice,
  solana: usdPrice,
  // Asked for (the default URL names it) but not required: the spec's shape has the four others.
  tether: usdPrice.optional(),
});
export type ProviderPrices = z.infer<typeof providerPrices>;

export const PRICES_UNAVAILABLE = 'Prices are unavailable right now.';

/** Parses a provider answer; throws when it is not the expected shape. */
export const parsePrices = (body: unknown): ProviderPrices => {
  const { bitcoin, ethereum, ripple, solana, tether } = providerPrices.parse(body);
  return { bitcoin, ethereum, ripple, solana, ...(tether ? { tether } : {}) };
};

/** Each coin's price in dollars, for the samples. */
export const usdOf = (prices: ProviderPrices): Partial<Record<MarketCoin, number>> => ({
  bitcoin: prices.bitcoin.usd,
  ethereum: prices.ethereum.usd,
  ripple: prices.ripple.usd,
  solana: prices.solana.usd,
  ...(prices.tether ? { tether: prices.tether.usd } : {}),
});

export const pricesBody = (
  prices: ProviderPrices,
  fetchedAt: Date,
  stale: boolean,
  changes: Partial<Record<MarketCoin, number | null>>,
): CryptoPrices => {
  const coin = (name: MarketCoin, usd: number) => ({ usd, usd_24h_change: changes[name] ?? null });
  return {
    bitcoin: coin('bitcoin', prices.bitcoin.usd),
    ethereum: coin('ethereum', prices.ethereum.usd),
    ripple: coin('ripple', prices.ripple.usd),
    solana: coin('solana', prices.solana.usd),
    ...(prices.tether ? { tether: coin('tether', prices.tether.usd) } : {}),
    stale,
    updated_at: fetchedAt.toISOString(),
  };
};
