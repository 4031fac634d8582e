import type { FastifyRequest } from 'fastify';
import { errorResponse } from 'shared-api/contract/common';
import {
  cryptoPrices,
  type MarketCoin,
  newsResponse,
  priceHistory,
  priceHistoryQuery,
} from 'shared-api/contract/market';
import type { Config } from '../../config';
import type { App } from '../../types';
import { createCachedSource, type SharedSnapshots, type SourceReading } from './cached-source';
import { parseNews } from './news';
import { PRICES_UNAVAILABLE, type ProviderPrices, parsePrices, pricesBody, usdOf } from './prices';
import { fetchProviderJson } from './provider';
import { createSampler, dayChanges, priceHistory as readHistory } from './samples';
import { redisSnapshots } from './shared-snapshots';

type MarketConfig = Pick<
  Config,
  'pricesUrl' | 'newsUrl' | 'providerTimeoutMs' | 'pricesCacheMs' | 'newsCacheMs'
>;

/** A provider that just failed is asked again after this long at most (or its cache time, if shorter). */
const RETRY_AFTER_FAILURE_MS = 15_000;

/**
 * Prices and news from configurable outside providers, cached in memory per server and prices also in Redis
 * when REDIS_URL is set (decisions §4).
 * - Prices: the last good prices, `stale: true` when the provider cannot be reached or answers garbage.
 *   With no good prices ever (no provider configured, or it never answered well) there is nothing true to
 *   show: 503 `{ message }`, which the screens treat like "no prices" and hide the figures.
 *   Each refresh from the provider is also recorded as a price sample per coin (samples.ts): the 24 h change
 *   of each coin and `GET /crypto-prices/history` come from those samples, the platform's own data.
 * - News: the provider's usable articles, or an empty list when it fails or none is configured.
 */
export default async function marketRoutes(app: App, { config }: { config: MarketConfig }) {
  const timeoutMs = config.providerTimeoutMs;
  const source = <T>(
    url: string,
    parse: (body: unknown) => T | Promise<T>,
    ttlMs: number,
    name: string,
    shared?: SharedSnapshots<T>,
  ) =>
    createCachedSource({
      load: async () => parse(await fetchProviderJson(url, timeoutMs)),
      ...(shared ? { shared } : {}),
      ttlMs,
      retryMs: Math.min(ttlMs, RETRY_AFTER_FAILURE_MS),
      onError: (error) => app.log.warn({ err: error, provider: name }, 'market data provider failed'),
    });
  // With REDIS_URL the prices one instance fetched serve every instance (one provider call per cache time).
  const sharedPrices = app.redis
    ? redisSnapshots(app.redis, 'market:prices', parsePrices, (error) =>
        app.log.debug({ err: error }, 'shared price cache unavailable'),
      )
    : undefined;
  const sample = createSampler(app.db, (error) =>
    app.log.warn({ err: error }, 'price samples could not be recorded'),
  );
  const prices = config.pricesUrl
    ? source(
        config.pricesUrl,
        async (body) => {
          const parsed = parsePrices(body);
          await sample(usdOf(parsed), new Date());
          return parsed;
        },
        config.pricesCacheMs,
        'prices',
        sharedPrices,
      )
    : null;
  // The 24 h changes of one snapshot, computed once: the prices call is public and frequent.
  let changes: { of: Date; value: Promise<Partial<Record<MarketCoin, number | null>>> } | null = null;
  const changesOf = (value: ProviderPrices, fetchedAt: Date) => {
    if (changes?.of !== fetchedAt) {
      const value$ = dayChanges(app.db, usdOf(value), fetchedAt).catch((error: unknown) => {
        app.log.warn({ err: error }, 'price changes could not be computed');
        changes = null;
        return {};
      });
      changes = { of: fetchedAt, value: value$ };
    }
    return changes.value;
  };
  /**
   * The cached answer (plugins/public-cache.ts) ages with the provider data it shows: it is recomputed when
   * the source would refresh, or, after a failed refresh (stale prices, no news), when the source asks the
   * provider again. So the `stale` flag and the articles are never older than the source itself.
   */
  const expireWithSource = (
    request: FastifyRequest,
    reading: SourceReading<unknown>,
    fetchedAt: Date | undefined,
    ttlMs: number,
  ) =>
    app.publicCache.expireBy(
      request,
      reading.fresh && fetchedAt
        ? fetchedAt.getTime() + ttlMs
        : Date.now() + Math.min(ttlMs, RETRY_AFTER_FAILURE_MS),
    );
  const news = config.newsUrl ? source(config.newsUrl, parseNews, config.newsCacheMs, 'news') : null;

  app.get(
    '/crypto-prices',
    {
      config: { access: 'public', publicCache: 'crypto-prices' },
      schema: { tags: ['market'], response: { 200: cryptoPrices, 503: errorResponse } },
    },
    async (request, reply) => {
      const reading = prices ? await prices.read() : null;
      if (!reading?.snapshot)
        return reply.code(503).send({ code: 'prices_unavailable', message: PRICES_UNAVAILABLE });
      const { value, fetchedAt } = reading.snapshot;
      expireWithSource(request, reading, fetchedAt, config.pricesCacheMs);
      return pricesBody(value, fetchedAt, !reading.fresh, await changesOf(value, fetchedAt));
    },
  );

  app.get(
    '/crypto-prices/history',
    {
      config: { access: 'public' },
      schema: {
        tags: ['market'],
        description: "One coin's prices as this server recorded them, oldest first (empty before any).",
        querystring: priceHistoryQuery,
        response: { 200: priceHistory },
      },
    },
    async (request) => {
      const { coin, range } = request.query;
      return { coin, range, points: await readHistory(app.db, coin, range, new Date()) };
    },
  );

  app.get(
    '/crypto-news',
    {
      config: { access: 'public', publicCache: 'crypto-news' },
      schema: { tags: ['market'], response: { 200: newsResponse } },
    },
    async (request) => {
      const reading = news ? await news.read() : null;
      if (reading) expireWithSource(request, reading, reading.snapshot?.fetchedAt, config.newsCacheMs);
      return { articles: reading?.fresh && reading.snapshot ? reading.snapshot.value : [] };
    },
  );
}
