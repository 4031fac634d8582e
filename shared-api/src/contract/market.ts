import { z } from 'zod';

const usd = z.object({ usd: z.number() });
export const cryptoPrices = z.object({
  bitcoin: usd,
  ethereum: usd,
  ripple: usd,
  solana: usd,
  stale: z
    .boolean()
    .describe('true when the provider could not be reached and these are the last good prices'),
  updated_at: z.string().nullable(),
});
export type CryptoPrices = z.infer<typeof cryptoPrices>;

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
