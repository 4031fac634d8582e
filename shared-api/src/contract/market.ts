import { z } from 'zod';

/** The coins the platform takes, which are the coins it records prices of (CoinGecko ids). */
export const marketCoins = ['bitcoin', 'ethereum', 'tether', 'ripple', 'solana'] as const;
export const marketCoin = z.enum(marketCoins, {
  error: 'coin must be bitcoin, ethereum, tether, ripple or solana',
});
export type MarketCoin = z.infer<typeof marketCoin>;

const usd = z.object({
  usd: z.number(),
  usd_24h_change: z
    .number()
    .nullable()
    .optional()
    .describe(
      'percent change against the price this server recorded 24 hours earlier; null when it has no such sample',
    ),
});
export const cryptoPrices = z.object({
  bitcoin: usd,
  ethereum: usd,
  ripple: usd,
  solana: usd,
  tether: usd.optional().describe('when the provider gave it'),
  stale: z
    .boolean()
    .describe('true when the provider could not be reached and these are the last good prices'),
  updated_at: z.string().nullable(),
});
export type CryptoPrices = z.infer<typeof cryptoPrices>;
export type CoinPrice = z.infer<typeof usd>;

/** How far back a price history reaches; `all` is every sample kept. */
export const historyRanges = ['1d', '1m', '3m', '12m', 'all'] as const;
export const historyRange = z.enum(historyRanges, { error: 'range must be 1d, 1m, 3m, 12m or all' });
export type HistoryRange = z.infer<typeof historyRange>;

export const priceHistoryQuery = z.object({ coin: marketCoin, range: historyRange });
export type PriceHistoryQuery = z.infer<typeof priceHistoryQuery>;

export const pricePoint = z.object({
  time: z.string().describe('ISO 8601, UTC'),
  usd: z.number(),
});
export type PricePoint = z.infer<typeof pricePoint>;
export const priceHistory = z.object({
  coin: marketCoin,
  range: historyRange,
  points: z.array(pricePoint).describe('oldest first; at most one per interval of the range'),
});
export type PriceHistory = z.infer<typeof priceHistory>;

export const newsArticle = z.object({
  title: z.string(),
  source: z.object({ name: z.string() }),
  publishedAt: z.string(),
  description: z.string().nullable(),
  url: z.string(),
});
export type NewsArticle = z.infer<typeof newsArticle>;
export const newsResponse = z.object({ articles: z.array(newsArticle) });
export type NewsResponse = z.infer<typeof newsResponse>;

export const NEWS_PAGE_SIZE = 8;
