/**
 * One outside data source held in memory: served from the cache while it is younger than `ttlMs`, then
 * refreshed by the first caller (callers arriving meanwhile share that refresh). After a failed refresh the
 * source is not asked again for `retryMs`, so a provider that is down costs one timeout, not one per request.
 * With a `shared` store (Redis) the instances share what any of them fetched: an instance whose own copy is
 * old looks there before asking the provider, and serves the shared last good value when the provider fails.
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

/** Snapshots shared between instances; a store that cannot answer reads as empty and ignores writes. */
export interface SharedSnapshots<T> {
  get(): Promise<Snapshot<T> | null>;
  set(snapshot: Snapshot<T>): Promise<void>;
}

export interface CachedSourceOptions<T> {
  load: () => Promise<T>;
  shared?: SharedSnapshots<T>;
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

  const isFresh = (snapshot: Snapshot<T> | null): snapshot is Snapshot<T> =>
    snapshot !== null && now() - snapshot.fetchedAt.getTime() < options.ttlMs;
  /** Keeps the newer of our copy and another instance's. */
  const adopt = (snapshot: Snapshot<T> | null) => {
    if (snapshot && (!last || snapshot.fetchedAt > last.fetchedAt)) last = snapshot;
  };

  const refresh = async (): Promise<SourceReading<T>> => {
    if (options.shared) {
      adopt(await options.shared.get());
      if (isFresh(last)) return { snapshot: last, fresh: true };
    }
    if (now() < retryAt) return { snapshot: last, fresh: false };
    try {
      const value = await options.load();
      last = { value, fetchedAt: new Date(now()) };
      await options.shared?.set(last);
      return { snapshot: last, fresh: true };
    } catch (error) {
      retryAt = now() + options.retryMs;
      options.onError?.(error);
      return { snapshot: last, fresh: false };
    }
  };

  return {
    read(): Promise<SourceReading<T>> {
      if (isFresh(last)) return Promise.resolve({ snapshot: last, fresh: true });
      // Without a shared store there is nothing to look at while the provider is resting after a failure.
      if (!options.shared && now() < retryAt) return Promise.resolve({ snapshot: last, fresh: false });
      refreshing ??= refresh().finally(() => {
        refreshing = null;
      });
      return refreshing;
    },
  };
};
