import { createRequire } from 'node:module';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;
interface ChildOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
}

/** The shape of @fastify/rate-limit's own stores (its types describe `incr` and `child` only). */
interface CounterStore {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  read(key: string, done: Done, timeWindow: number, max: number): void;
  child(options: ChildOptions): CounterStore;
}

// The plugin's own Redis and in-memory stores (CommonJS files of the package, not re-exported by it).
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  prefix: string,
) => CounterStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => CounterStore;

/**
 * Counts in Redis, shared by every instance; while Redis cannot answer, in this process's memory.
 * Neither "fail open" (an outage would switch the login limits off, exactly when an attacker could cause
 * it) nor "fail closed" (every call passes the global limit, so a Redis outage would take the whole API
 * down): during an outage each instance enforces the limits on its own, N times looser with N instances,
 * never off, and no call fails because of Redis.
 */
class SharedOrLocalStore implements CounterStore {
  constructor(
    private readonly shared: CounterStore,
    private readonly local: CounterStore,
  ) {}

  private run(method: 'incr' | 'read', key: string, done: Done, timeWindow: number, max: number) {
    this.shared[method](
      key,
      (error, result) => (error ? this.local[method](key, done, timeWindow, max) : done(null, result)),
      timeWindow,
      max,
    );
  }
  incr(key: string, done: Done, timeWindow: number, max: number) {
    this.run('incr', key, done, timeWindow, max);
  }
  read(key: string, done: Done, timeWindow: number, max: number) {
    this.run('read', key, done, timeWindow, max);
  }
  child(options: ChildOptions): CounterStore {
    return new SharedOrLocalStore(this.shared.child(options), this.local.child(options));
  }
}

const sharedOrLocalStore = (redis: Redis): FastifyRateLimitStoreCtor => {
  const shared = new RedisStore(false, false, redis, 'rate-limit:');
  const local = new LocalStore(false, false);
  // The plugin constructs the store itself (`new store(options)`): a class closing over both.
  return class extends SharedOrLocalStore {
    constructor() {
      super(shared, local);
    }
  } as unknown as FastifyRateLimitStoreCtor;
};

export interface RateLimitOptions {
  enabled: boolean;
  /** Count in this Redis (shared by every instance), falling back to memory while it is down. */
  redis: Redis | null;
}

/**
 * Rate limits are opt-in per route (`config.rateLimit`, e.g. login and one-time-code calls); a global ceiling
 * per address guards everything else. `enabled: false` turns them off (benchmarks).
 */
async function rateLimits(app: FastifyInstance, options: RateLimitOptions) {
  if (!options.enabled) return;
  await app.register(rateLimit, {
    global: true,
    max: 600,
    timeWindow: '1 minute',
    ...(options.redis ? { store: sharedOrLocalStore(options.redis) } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: RATE_LIMIT_MESSAGE,
    }),
  });
}

export default fp(rateLimits, { name: 'rate-limit', fastify: '5.x' });
