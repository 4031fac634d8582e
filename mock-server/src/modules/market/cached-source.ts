/**
 * One outside data source held in memory: served from the cache while it is younger than `ttlMs`, then
 * refreshed by the first caller (callers arriving meanwhile share that refresh). After a failed refresh the
 * source is not asked again for `retryMs`, so a provider that is down costs one timeout, not one per request.
 */
export interface Snapshot<T> {
  value: T;
  fetchedAt: Date;
}

export interface SourceReading<T> {
  /** The last good value, if there ever was one. */
  snapshot: Snapshot<T> | null;
  /** false when the last attempt to refresh failed (the snapshot, if any, is out of date). */
  fresh: boolean;
}

export interface CachedSourceOptions<T> {
  load: () => Promise<T>;
  ttlMs: number;
  retryMs: number;
  onError?: (error: unknown) => void;
  now?: () => number;
}

export const createCachedSource = <T>(options: CachedSourceOptions<T>) => {
  const now = options.now ?? Date.now;
  let last: Snapshot<T> | null = null;
  let retryAt = 0;
  let refreshing: Promise<SourceReading<T>> | null = null;

  const refresh = async (): Promise<SourceReading<T>> => {
    try {
      const value = await options.load();
      last = { value, fetchedAt: new Date(now()) };
      return { snapshot: last, fresh: true };
    } catch (error) {
      retryAt = now() + options.retryMs;
      options.onError?.(error);
      return { snapshot: last, fresh: false };
    }
  };

  return {
    read(): Promise<SourceReading<T>> {
      if (last && now() - last.fetchedAt.getTime() < options.ttlMs) {
        return Promise.resolve({ snapshot: last, fresh: true });
      }
      if (now() < retryAt) return Promise.resolve({ snapshot: last, fresh: false });
      refreshing ??= refresh().finally(() => {
        refreshing = null;
      });
      return refreshing;
    },
  };
};
