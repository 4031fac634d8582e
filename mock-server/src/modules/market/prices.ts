import type { CryptoPrices } from 'shared-api/contract/market';
import { z } from 'zod';

const usdPrice = z.object({ usd: z.number().finite().positive() });

/** What the prices provider must answer (CoinGecko's simple-price shape); extra fields are ignored. */
export const providerPrices = z.object({
  bitcoin: usdPrice,
  ethereum: usdPrice,
  ripple: usdPrice,
  solana: usdPrice,
});
export type ProviderPrices = z.infer<typeof providerPrices>;

export const PRICES_UNAVAILABLE = 'Prices are unavailable right now.';

/** Parses a provider answer; throws when it is not the expected shape. */
export const parsePrices = (body: unknown): ProviderPrices => {
  const { bitcoin, ethereum, ripple, solana } = providerPrices.parse(body);
  return { bitcoin, ethereum, ripple, solana };
};

export const pricesBody = (prices: ProviderPrices, fetchedAt: Date, stale: boolean): CryptoPrices => ({
  bitcoin: { usd: prices.bitcoin.usd },
  ethereum: { usd: prices.ethereum.usd },
  ripple: { usd: prices.ripple.usd },
  solana: { usd: prices.solana.usd },
  stale,
  updated_at: fetchedAt.toISOString(),
});
