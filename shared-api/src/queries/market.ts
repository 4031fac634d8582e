/** Query hooks for the public data: prices, news, live figures, testimonials, the developer outbox. */
import { useQuery } from '@tanstack/react-query';
import {
  getCryptoNews,
  getCryptoPrices,
  getOutbox,
  getPriceHistory,
  getPublicStats,
  getTestimonials,
} from '../market-calls';
import type { HistoryRange, MarketCoin } from '../types';
import { queryKeys } from './keys';

/** The server caches prices for a minute; asking more often only returns the same figures. */
const PRICES_REFRESH_MS = 60_000;

export const useCryptoPrices = () =>
  useQuery({
    queryKey: queryKeys.cryptoPrices,
    queryFn: ({ signal }) => getCryptoPrices(signal),
    refetchInterval: PRICES_REFRESH_MS,
  });

/** A coin's recorded prices over a range; refreshed as often as the prices themselves. */
export const usePriceHistory = (coin: MarketCoin, range: HistoryRange) =>
  useQuery({
    queryKey: queryKeys.priceHistory(coin, range),
    queryFn: ({ signal }) => getPriceHistory(coin, range, signal),
    refetchInterval: PRICES_REFRESH_MS,
  });

export const useCryptoNews = () =>
  useQuery({ queryKey: queryKeys.cryptoNews, queryFn: ({ signal }) => getCryptoNews(signal) });

export const usePublicStats = () => useQuery({ queryKey: queryKeys.publicStats, queryFn: getPublicStats });

export const useTestimonials = () =>
  useQuery({
    queryKey: queryKeys.testimonials,
    queryFn: () => getTestimonials().then((r) => r.testimonials),
  });

export const useOutbox = () => useQuery({ queryKey: queryKeys.outbox, queryFn: getOutbox, staleTime: 0 });
