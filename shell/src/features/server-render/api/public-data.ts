/**
 * The public data a page shows, fetched on the server before it renders, into the query cache under the keys
 * the browser's hooks use (shared-api/queries): the page then renders with its figures, and the browser
 * starts from the same cache instead of asking again.
 */
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from 'shared-api/queries/keys';

/** GETs an API path (`/api/...`) for the renderer; the server answers it in-process. */
export type FetchPublicData = (path: string) => Promise<unknown>;

interface PublicQuery {
  queryKey: readonly unknown[];
  path: string;
  /** The part of the answer the browser's hook keeps (its `queryFn`'s result). */
  select?: (answer: unknown) => unknown;
}

/** The home page's sections: live figures, testimonials, prices, the first page of news. */
const homeQueries: readonly PublicQuery[] = [
  { queryKey: queryKeys.publicStats, path: '/api/public-stats' },
  {
    queryKey: queryKeys.testimonials,
    path: '/api/testimonials',
    select: (answer) => (answer as { testimonials: unknown }).testimonials,
  },
  { queryKey: queryKeys.cryptoPrices, path: '/api/crypto-prices' },
  { queryKey: queryKeys.cryptoNews, path: '/api/crypto-news' },
];

/** The queries of a path (no other public page reads data before the visitor acts). */
export const publicQueriesFor = (pathname: string): readonly PublicQuery[] =>
  pathname === '/' ? homeQueries : [];

/**
 * Fills the cache with the page's data. A call that fails leaves its key empty: the page renders that section's
 * loading state and the browser fetches it, as without server rendering.
 */
export const prefetchPublicData = async (
  queryClient: QueryClient,
  pathname: string,
  fetchData: FetchPublicData,
): Promise<void> => {
  await Promise.all(
    publicQueriesFor(pathname).map(async ({ queryKey, path, select }) => {
      try {
        const answer = await fetchData(path);
        queryClient.setQueryData(queryKey, select ? select(answer) : answer);
      } catch {
        // Left to the browser.
      }
    }),
  );
};
