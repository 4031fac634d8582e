import type { Redis } from 'ioredis';
import type { SharedSnapshots, Snapshot } from './cached-source';

/** The last good value is kept this long in Redis: stale prices beat none after a long provider outage. */
const KEEP_MS = 24 * 3_600_000;

/**
 * Snapshots of one source under one Redis key, as JSON. What is read back is parsed again (`parse`), so a
 * value written by another version of the server cannot reach a response unchecked. Redis failing (down,
 * hanging: the client's command timeout) reads as "nothing shared" and loses the write: the instance then
 * works from its own copy, as it does without REDIS_URL.
 */
export const redisSnapshots = <T>(
  redis: Redis,
  key: string,
  parse: (value: unknown) => T,
  onError: (error: unknown) => void,
): SharedSnapshots<T> => ({
  async get(): Promise<Snapshot<T> | null> {
    try {
      const text = await redis.get(key);
      if (text === null) return null;
      const stored = JSON.parse(text) as { value?: unknown; fetchedAt?: unknown };
      const fetchedAt = new Date(typeof stored.fetchedAt === 'string' ? stored.fetchedAt : Number.NaN);
      if (Number.isNaN(fetchedAt.getTime())) return null;
      return { value: parse(stored.value), fetchedAt };
    } catch (error) {
      onError(error);
      return null;
    }
  },
  async set(snapshot) {
    const text = JSON.stringify({ value: snapshot.value, fetchedAt: snapshot.fetchedAt.toISOString() });
    await redis.set(key, text, 'PX', KEEP_MS).catch(onError);
  },
});
