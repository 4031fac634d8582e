/**
 * The Redis connection every instance shares (REDIS_URL): rate-limit counters and the price cache. Redis is
 * a helper, never a dependency of a call: commands fail at once while it is unreachable (no offline queue)
 * and after `COMMAND_TIMEOUT_MS` when it hangs, and each user falls back to what a single instance does on
 * its own. The client keeps reconnecting in the background, so the instance shares again once Redis is back.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared store, or null without REDIS_URL (each instance keeps its own counters and cache). */
    redis: Redis | null;
  }
}

/** A Redis command that takes longer than this is treated like an unreachable Redis. */
export const COMMAND_TIMEOUT_MS = 500;
export const CONNECT_TIMEOUT_MS = 2000;

export interface RedisOptions {
  url: string | undefined;
  /** Put before every key (ioredis `keyPrefix`): platforms or test runs sharing one Redis do not clash. */
  prefix: string;
}

export const connectRedis = (url: string, prefix: string): Redis =>
  new Redis(url, {
    keyPrefix: prefix,
    lazyConnect: true,
    enableOfflineQueue: false,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    // Keep trying for ever, at most every 2 s: an outage ends by itself.
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });

async function redis(app: FastifyInstance, options: RedisOptions) {
  if (!options.url) {
    app.decorate('redis', null);
    return;
  }
  const client = connectRedis(options.url, options.prefix);
  let down = false;
  client.on('error', (error: Error) => {
    // Logged once per outage, not once per reconnection attempt.
    if (!down) app.log.warn({ err: error }, 'Redis is unreachable: rate limits and prices are per instance');
    down = true;
  });
  client.on('ready', () => {
    if (down) app.log.info('Redis is back: rate limits and prices are shared again');
    down = false;
  });
  // A Redis that is down at start-up does not stop the instance: it starts unshared and joins later.
  await client.connect().catch(() => undefined);
  app.decorate('redis', client);
  app.addHook('onClose', async () => {
    client.disconnect();
  });
}

export default fp(redis, { name: 'redis', fastify: '5.x' });
