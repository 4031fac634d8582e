/**
 * The Redis the tests share (TEST_REDIS_URL, e.g. redis://127.0.0.1:6379; `.ci/run` sets it when one
 * answers). Every test run writes under its own key prefix, so parallel runs and earlier runs never meet,
 * and removes its keys afterwards.
 */
import { randomBytes } from 'node:crypto';
import { connectRedis } from '../../src/plugins/redis';

export const testRedisUrl = (): string | undefined => process.env.TEST_REDIS_URL || undefined;

/** For `describe(..., { skip })`: why a test that needs Redis does not run, or false when it can. */
export const redisSkipReason = (): string | false =>
  testRedisUrl() ? false : 'needs Redis: set TEST_REDIS_URL (e.g. redis://127.0.0.1:6379)';

/** A key prefix no other test run uses. */
export const uniqueRedisPrefix = (): string =>
  `vestora-test:${process.pid}-${randomBytes(4).toString('hex')}:`;

/** Deletes every key under `prefix` (the test's own). */
export const dropRedisKeys = async (url: string, prefix: string) => {
  const client = connectRedis(url, '');
  try {
    await client.connect();
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
};
