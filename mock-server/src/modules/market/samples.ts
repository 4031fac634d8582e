/**
 * The platform's own price history (decisions §4): a sample per coin each time prices are refreshed from the
 * provider, the 24-hour change computed from those samples, and the history the market chart draws.
 *
 * Kept bounded (migration 028): at most one sample per coin a minute is written, and older samples are
 * thinned to one per coin an hour beyond a day and one per coin a day beyond 90 days.
 */
import { type Kysely, sql } from 'kysely';
import type { HistoryRange, MarketCoin, PricePoint } from 'shared-api/contract/market';
import type { Database } from '../../db/schema';

type DB = Kysely<Database>;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Two refreshes closer than this (a short cache, several instances) write one sample per coin. */
export const SAMPLE_SPACING_MS = MINUTE_MS;
/** Thinning is a sweep over old rows; once an hour per instance is plenty. */
const THIN_EVERY_MS = HOUR_MS;

/** Each range: how far back it reaches and the interval it is drawn at (one point, the last, per interval). */
export const RANGES: Record<HistoryRange, { spanMs: number | null; intervalMs: number }> = {
  '1d': { spanMs: DAY_MS, intervalMs: 5 * MINUTE_MS },
  '1m': { spanMs: 30 * DAY_MS, intervalMs: HOUR_MS },
  '3m': { spanMs: 90 * DAY_MS, intervalMs: 3 * HOUR_MS },
  '12m': { spanMs: 365 * DAY_MS, intervalMs: DAY_MS },
  all: { spanMs: null, intervalMs: DAY_MS },
};

/** The 24-hour change is computed against a sample from 24 to 26 hours before the price; none older. */
const CHANGE_WINDOW_MS = 2 * HOUR_MS;

/** Buckets are aligned on the Unix epoch, so every instance and every time zone draws the same points. */
const EPOCH = sql`timestamptz '1970-01-01 00:00:00+00'`;
/**
 * Written into the statement (from the constants above, never from input) so that DISTINCT ON and ORDER BY
 * hold the very same expression, which PostgreSQL requires.
 */
const interval = (ms: number) => sql.raw(`interval '${Math.trunc(ms / 1000)} seconds'`);

/** Writes one sample per coin at `at`, except for a coin with a sample less than a minute from it. */
export const recordSamples = async (
  db: DB,
  prices: Partial<Record<MarketCoin, number>>,
  at: Date,
): Promise<void> => {
  const since = new Date(at.getTime() - SAMPLE_SPACING_MS);
  const until = new Date(at.getTime() + SAMPLE_SPACING_MS);
  for (const [coin, usd] of Object.entries(prices) as [MarketCoin, number | undefined][]) {
    if (usd === undefined) continue;
    await sql`
      insert into price_samples (coin, recorded_at, usd)
      select ${coin}::text, ${at}::timestamptz, ${usd}::double precision
      where not exists (
        select 1 from price_samples
        where coin = ${coin}::text
          and recorded_at > ${since}::timestamptz
          and recorded_at < ${until}::timestamptz
      )
      on conflict do nothing`.execute(db);
  }
};

/**
 * Deletes every sample older than `olderThanMs` that is not the first of its coin in its `keepOneMs`
 * bucket. Idempotent, and safe from several instances at once (they delete the same rows).
 */
const thin = async (db: DB, now: Date, olderThanMs: number, keepOneMs: number) => {
  const before = new Date(now.getTime() - olderThanMs);
  await sql`
    delete from price_samples p
    where p.recorded_at < ${before}
      and exists (
        select 1 from price_samples q
        where q.coin = p.coin
          and q.recorded_at < p.recorded_at
          and date_bin(${interval(keepOneMs)}, q.recorded_at, ${EPOCH})
            = date_bin(${interval(keepOneMs)}, p.recorded_at, ${EPOCH})
      )`.execute(db);
};

export const thinSamples = async (db: DB, now: Date): Promise<void> => {
  await thin(db, now, DAY_MS, HOUR_MS);
  await thin(db, now, 90 * DAY_MS, DAY_MS);
};

/** Records samples on every refresh and thins old ones now and then (one sweep an hour per instance). */
export const createSampler = (db: DB, onError: (error: unknown) => void) => {
  let nextThinAt = 0;
  return async (prices: Partial<Record<MarketCoin, number>>, at: Date): Promise<void> => {
    try {
      await recordSamples(db, prices, at);
      if (at.getTime() >= nextThinAt) {
        nextThinAt = at.getTime() + THIN_EVERY_MS;
        await thinSamples(db, at);
      }
    } catch (error) {
      // The history is a nicety: failing to record it never costs anyone their prices.
      onError(error);
    }
  };
};

/**
 * The percent change of each coin's `prices` (as of `at`) against its sample from 24 to 26 hours before;
 * null for a coin without such a sample (the server was not sampling then): never a guess.
 */
export const dayChanges = async (
  db: DB,
  prices: Partial<Record<MarketCoin, number>>,
  at: Date,
): Promise<Partial<Record<MarketCoin, number | null>>> => {
  const dayBefore = new Date(at.getTime() - DAY_MS);
  const earliest = new Date(dayBefore.getTime() - CHANGE_WINDOW_MS);
  const rows = await db
    .selectFrom('price_samples')
    .distinctOn('coin')
    .select(['coin', 'usd'])
    .where('recorded_at', '<=', dayBefore)
    .where('recorded_at', '>=', earliest)
    .orderBy('coin')
    .orderBy('recorded_at', 'desc')
    .execute();
  const before = new Map(rows.map((row) => [row.coin, row.usd]));
  const changes: Partial<Record<MarketCoin, number | null>> = {};
  for (const [coin, usd] of Object.entries(prices) as [MarketCoin, number | undefined][]) {
    if (usd === undefined) continue;
    const then = before.get(coin);
    changes[coin] = then === undefined ? null : roundChange(((usd - then) / then) * 100);
  }
  return changes;
};

/** Two decimals are what a ticker shows; more would pretend to a precision the samples do not have. */
const roundChange = (percent: number) => Math.round(percent * 100) / 100;

/** A coin's history over a range: the last sample of each interval, oldest first. */
export const priceHistory = async (
  db: DB,
  coin: MarketCoin,
  range: HistoryRange,
  now: Date,
): Promise<PricePoint[]> => {
  const { spanMs, intervalMs } = RANGES[range];
  let query = db
    .selectFrom('price_samples')
    .distinctOn(sql`date_bin(${interval(intervalMs)}, recorded_at, ${EPOCH})`)
    .select(['recorded_at', 'usd'])
    .where('coin', '=', coin)
    .orderBy(sql`date_bin(${interval(intervalMs)}, recorded_at, ${EPOCH})`)
    .orderBy('recorded_at', 'desc');
  if (spanMs !== null) query = query.where('recorded_at', '>=', new Date(now.getTime() - spanMs));
  const rows = await query.execute();
  return rows.map((row) => ({ time: new Date(row.recorded_at).toISOString(), usd: row.usd }));
};
