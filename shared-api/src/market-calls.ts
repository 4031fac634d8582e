/** Public data: prices, news, live marketing figures, testimonials, the developer e-mail outbox. */
import { get } from './client';
import type {
  CryptoPrices,
  HistoryRange,
  MarketCoin,
  NewsResponse,
  OutboxResponse,
  PriceHistory,
  PublicStats,
  TestimonialsResponse,
} from './types';

/** GET /crypto-prices (cached by the server; `stale` when the provider is unreachable). */
export const getCryptoPrices = (signal?: AbortSignal): Promise<CryptoPrices> =>
  get('crypto-prices', signal ? { signal } : undefined);

/** GET /crypto-prices/history?coin=&range= → the prices the server recorded itself, oldest first. */
export const getPriceHistory = (
  coin: MarketCoin,
  range: HistoryRange,
  signal?: AbortSignal,
): Promise<PriceHistory> =>
  get('crypto-prices/history', { searchParams: { coin, range }, ...(signal ? { signal } : {}) });

/** GET /crypto-news → `{ articles }` (an empty list when the provider is unreachable). */
export const getCryptoNews = (signal?: AbortSignal): Promise<NewsResponse> =>
  get('crypto-news', signal ? { signal } : undefined);

/** GET /public-stats: figures computed from the platform's own data. */
export const getPublicStats = (): Promise<PublicStats> => get('public-stats');

/** GET /testimonials → `{ testimonials }` (entries with `sample: true` are labelled "Sample"). */
export const getTestimonials = (): Promise<TestimonialsResponse> => get('testimonials');

/** GET /dev/outbox: e-mails captured when no SMTP server is configured (developer aid). Not in spec §7. */
export const getOutbox = (): Promise<OutboxResponse> => get('dev/outbox');
