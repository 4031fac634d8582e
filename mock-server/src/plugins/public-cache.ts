/**
 * The public reads the home page and every server-rendered page ask for (plans, public stats, testimonials,
 * prices, news) served from memory: a route opts in with `config: { access: 'public', publicCache: key }`.
 *
 * - A hit answers from the route's `onRequest` with the JSON text stored on the miss: no database query, no
 *   handler, no schema serializer. The global hooks before it still run (security headers, the closing
 *   503, the caller's session), so the answer looks like any other API answer.
 * - Strong `ETag` (a hash of the body) on every 200; a matching `If-None-Match` is answered `304`.
 * - Each key has a generation. `invalidate(key)` bumps it and drops the copy; a response computed while a
 *   change was committing carries the old generation and is not stored. With Redis, invalidations are
 *   published on a channel and every other instance drops its copy too.
 * - Each copy also lives at most `SERVER_TTL_MS` (a backstop for changes no request makes: the accrual CLI
 *   in another process, SQL by hand, an invalidation lost while Redis was down), or less when the route
 *   says its data ages sooner (`expireBy`: prices and news follow their provider cache).
 * - Only 200s of GET routes declared public are stored, one copy per route (the query is not part of any of
 *   these reads), so nothing private and no unbounded key set can end up here.
 */
import { createHash, randomUUID } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

export type PublicCacheKey = 'plans' | 'public-stats' | 'testimonials' | 'crypto-prices' | 'crypto-news';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Serve this public GET's 200 answer from the in-process cache under this key (public-cache.ts). */
    publicCache?: PublicCacheKey;
  }
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

export interface PublicCache {
  /** Drops the copy of `key` here and, with Redis, on every other instance. Call after the change commits. */
  invalidate(key: PublicCacheKey): void;
  /** The answer being computed for `request` must not be served after `at` (ms since the epoch). */
  expireBy(request: FastifyRequest, at: number): void;
}

/** The longest any copy is served by this server without being recomputed. */
export const SERVER_TTL_MS = 30_000;

/**
 * Browsers revalidate on every use (`no-cache`): they get a 304 from memory, and an admin who just edited a
 * plan sees the new list at once. CDNs that honour `CDN-Cache-Control` (RFC 9213) hold a copy 10 s and may
 * serve it up to 50 s more while they fetch the next one: a change reaches every visitor within a minute.
 */
export const CACHE_CONTROL = 'public, no-cache';
export const CDN_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=50';

const JSON_TYPE = 'application/json; charset=utf-8';
const CHANNEL = 'public-cache:invalidate';

interface Entry {
  body: string;
  etag: string;
  expiresAt: number;
}

/** What one request on a cached route needs between its hooks. */
interface Pending {
  /** The generation the answer is computed from; null once answered from the cache. */
  generation: number | null;
  expiresBy: number;
}

const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** `If-None-Match` holds one or several tags, or `*` (RFC 9110 §13.1.2; weak tags compare weakly). */
const matches = (header: string | undefined, etag: string) =>
  header?.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  }) === true;

const cacheHeaders = (reply: FastifyReply, etag: string) =>
  reply
    .header('etag', etag)
    .header('cache-control', CACHE_CONTROL)
    .header('cdn-cache-control', CDN_CACHE_CONTROL);

async function publicCache(app: FastifyInstance, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const entries = new Map<PublicCacheKey, Entry>();
  const generations = new Map<PublicCacheKey, number>();
  const pending = new WeakMap<FastifyRequest, Pending>();
  const instance = randomUUID();

  const drop = (key: PublicCacheKey) => {
    generations.set(key, (generations.get(key) ?? 0) + 1);
    entries.delete(key);
  };

  // Across instances: the other instances' invalidations arrive on a channel of their own connection (a
  // subscribed Redis connection can do nothing else). Channels are not prefixed by ioredis: the key prefix
  // is added by hand so platforms sharing one Redis do not hear each other.
  const publisher: Redis | null = app.redis;
  const channel = `${publisher?.options.keyPrefix ?? ''}${CHANNEL}`;
  if (publisher) {
    const subscriber = publisher.duplicate();
    subscriber.on('error', () => undefined); // The redis plugin already reports an outage.
    subscriber.on('message', (_channel: string, message: string) => {
      try {
        const { key, from } = JSON.parse(message) as { key: PublicCacheKey; from: string };
        if (from !== instance) drop(key);
      } catch {
        app.log.debug({ message }, 'unreadable public cache invalidation ignored');
      }
    });
    // Once subscribed, ioredis subscribes again after every reconnection; a Redis that was down at start-up
    // is subscribed to when it first comes up. Invalidations published meanwhile are lost: SERVER_TTL_MS.
    let subscribing: Promise<unknown> | null = null;
    const subscribe = () => {
      subscribing ??= subscriber.subscribe(channel).catch(() => {
        subscribing = null;
      });
      return subscribing;
    };
    subscriber.on('ready', () => void subscribe());
    await subscriber
      .connect()
      .then(subscribe)
      .catch(() => undefined);
    app.addHook('onClose', async () => {
      subscriber.disconnect();
    });
  }

  const cache: PublicCache = {
    invalidate(key) {
      drop(key);
      publisher
        ?.publish(channel, JSON.stringify({ key, from: instance }))
        .catch((error: unknown) =>
          app.log.debug({ err: error, key }, 'public cache invalidation not shared'),
        );
    },
    expireBy(request, at) {
      const state = pending.get(request);
      if (state) state.expiresBy = Math.min(state.expiresBy, at);
    },
  };
  app.decorate('publicCache', cache);

  const serveFromCache =
    (key: PublicCacheKey): onRequestHookHandler =>
    async (request, reply) => {
      // These reads take no query: one that comes with one (a script, a fuzzer) goes the normal way, through
      // the input boundary, and its answer is not kept.
      if (request.url.includes('?')) return;
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) {
        pending.set(request, { generation: null, expiresBy: 0 });
        cacheHeaders(reply, entry.etag);
        if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
        // Already JSON text: Fastify sends it as is, without the route's serializer.
        return reply.type(JSON_TYPE).send(entry.body);
      }
      pending.set(request, { generation: generations.get(key) ?? 0, expiresBy: now() + SERVER_TTL_MS });
    };

  const storeAnswer =
    (key: PublicCacheKey): onSendHookHandler =>
    async (request, reply, payload) => {
      const state = pending.get(request);
      if (!state || state.generation === null || reply.statusCode !== 200 || typeof payload !== 'string')
        return payload;
      const etag = etagOf(payload);
      // A change committed while this answer was computed: serve it, keep nothing (the next one is fresh).
      if (state.generation === (generations.get(key) ?? 0) && state.expiresBy > now())
        entries.set(key, { body: payload, etag, expiresAt: state.expiresBy });
      cacheHeaders(reply, etag);
      if (matches(request.headers['if-none-match'], etag)) {
        reply.code(304);
        return '';
      }
      return payload;
    };

  app.addHook('onRoute', (route) => {
    const key = route.config?.publicCache;
    if (!key || route.method !== 'GET') return;
    if (route.config?.access !== 'public')
      throw new Error(`Route ${route.url} is cached for everyone but is not public`);
    route.onRequest = [...[route.onRequest ?? []].flat(), serveFromCache(key)];
    route.onSend = [...[route.onSend ?? []].flat(), storeAnswer(key)];
  });

  // Public stats count deposits, withdrawals, running plans, accounts and their countries, which a dozen
  // write routes change: every successful change invalidates them rather than a list that could miss one.
  // Writes are rare next to the home page's reads; a recomputation is one aggregate query.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') {
      if (reply.statusCode < 400 && request.routeOptions.url?.startsWith('/api/'))
        cache.invalidate('public-stats');
    }
    return payload;
  });
}

export default fp(publicCache, { name: 'public-cache', fastify: '5.x', dependencies: ['redis'] });
