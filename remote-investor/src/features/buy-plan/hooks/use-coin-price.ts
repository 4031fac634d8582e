import { useQuery } from '@tanstack/react-query';
import { getCryptoPrices } from 'shared-api/market-calls';
import { queryKeys } from 'shared-api/queries/keys';
import type { PaymentMethod } from 'shared-api/types';

/** The server caches prices for a minute (as the shared `useCryptoPrices` refreshes). */
const PRICES_REFRESH_MS = 60_000;

/**
 * The server's prices, in the cache entry every screen shares, but only for a coin that needs one: USDT
 * is counted at 1, so its payment screen never depends on the price provider.
 */
export const useCoinPrices = (method: PaymentMethod) =>
  useQuery({
    queryKey: queryKeys.cryptoPrices,
    queryFn: ({ signal }) => getCryptoPrices(signal),
    refetchInterval: PRICES_REFRESH_MS,
    enabled: method !== 'tether',
  });
