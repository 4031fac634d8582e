/**
 * The platform's one TanStack Query client, created by the shell (and by a remote's standalone page or a
 * test, which run without the shell). Server state lives in its cache; jotai keeps client state only.
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../client';

/** Tries after the first failure, for answers that may succeed on their own: a 5xx, a timeout. */
export const MAX_RETRIES = 2;

/**
 * A 4xx will answer the same again, and a `network` failure has already sent the user to sign in
 * (spec §8), so only server-side failures and timeouts are tried again.
 */
export const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < MAX_RETRIES &&
  error instanceof ApiError &&
  (error.kind === 'timeout' || (error.kind === 'http' && error.status >= 500));

export interface QueryClientOptions {
  /** `false` in tests, so a failure shows at once. */
  retry?: typeof shouldRetry | false;
}

export const createQueryClient = ({ retry = shouldRetry }: QueryClientOptions = {}): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry,
        // Lists are reloaded explicitly after a change (mutations invalidate their keys), so a list
        // already shown is fresh for a while and a second screen reading it sends no request.
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
