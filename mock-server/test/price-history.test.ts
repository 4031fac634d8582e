/**
 * The platform's own market data: a sample per coin on every refresh from the provider, the 24 h change
 * computed from those samples, the history by range, and the bounds that keep the table small.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_PRICES_URL, loadConfig } from '../src/config';
import { recordSamples, thinSamples } from '../src/modules/market/samples';
import { createTestApp, type TestContext } from './helpers/app';
import { type FakeProvider, startFakeProvider } from './helpers/fake-provider';

const PRICES = {
  bitcoin: { usd: 60_000 },
  ethereum: { usd: 3_000 },
  ripple: { usd: 0.5 },
  solana: { usd: 150 },
  tether: { usd: 1 },
};
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('price samples and history', () => {
  let provider: FakeProvider;
  let ctx: TestContext;
  before(async () => {
    provider = await startFakeProvider({ kind: 'json', body: PRICES });
    ctx = await createTestApp({ pricesUrl: provider.url, pricesCacheMs: 0, providerTimeoutMs: 300 });
  });
  after(async () => {
    await ctx.close();
    await provider.close();
  });

  const samplesOf = (coin: 'bitcoin' | 'ethereum' | 'tether' | 'ripple' | 'solana') =>
    ctx.app.db
      .selectFrom('price_samples')
      .selectAll()
      .where('coin', '=', coin)
      .orderBy('recorded_at')
      .execute();
  const clear = () => ctx.app.db.deleteFrom('price_samples').execute();

  it('records one sample per coin on a refresh, and at most one a minute however often it refreshes', async () => {
    await clear();
    for (let i = 0; i < 3; i += 1) assert.equal((await ctx.api.get('crypto-prices')).statusCode, 200);
    assert.ok(provider.hits >= 3, 'the provider was asked each time (no cache)');
    for (const coin of ['bitcoin', 'ethereum', 'tether', 'ripple', 'solana'] as const) {
      const rows = await samplesOf(coin);
      assert.equal(rows.length, 1, coin);
      assert.equal(rows[0]?.usd, PRICES[coin].usd, coin);
    }
  });

  it('records nothing when the provider fails', async () => {
    await clear();
    provider.answer({ kind: 'json', status: 500, body: {} });
    try {
      await ctx.api.get('crypto-prices');
      assert.equal((await samplesOf('bitcoin')).length, 0);
    } finally {
      provider.answer({ kind: 'json', body: PRICES });
    }
  });

  it('answers the 24 h change from the sample of a day before, and null without one', async () => {
    await clear();
    await recordSamples(ctx.app.db, { bitcoin: 50_000, ethereum: 3_200 }, new Date(Date.now() - DAY - HOUR));
    // Older than the 24 to 26 hour window: never used.
    await recordSamples(ctx.app.db, { solana: 100 }, new Date(Date.now() - 3 * DAY));
    const body = (await ctx.api.get('crypto-prices')).json();
    assert.equal(body.stale, false);
    assert.equal(body.bitcoin.usd_24h_change, 20);
    assert.equal(body.ethereum.usd_24h_change, -6.25);
    assert.equal(body.solana.usd_24h_change, null);
    assert.equal(body.ripple.usd_24h_change, null);
  });

  it('answers each range from its own table: oldest first, one point per interval, nothing older', async () => {
    await clear();
    const now = Date.now();
    const at = (time: number, usd: number) => recordSamples(ctx.app.db, { ethereum: usd }, new Date(time));
    // Two samples in one 5-minute interval two hours ago (aligned, so they share every coarser one too).
    const interval = Math.floor((now - 2 * HOUR) / 300_000) * 300_000;
    await at(now - 400 * DAY, 1_000);
    await at(now - 200 * DAY, 2_000);
    await at(now - 60 * DAY, 2_500);
    await at(now - 10 * DAY, 2_800);
    await at(interval + 30_000, 2_900);
    await at(interval + 150_000, 2_950); // the later of the interval is drawn
    await at(now - 10 * 60_000, 3_000);
    const history = async (range: string) => {
      const response = await ctx.api.get(`crypto-prices/history?coin=ethereum&range=${range}`);
      assert.equal(response.statusCode, 200, response.body);
      const body = response.json();
      assert.equal(body.coin, 'ethereum');
      assert.equal(body.range, range);
      return (body.points as { time: string; usd: number }[]).map((point) => point.usd);
    };
    // The two recent samples (two hours and ten minutes ago) share a coarse interval unless one of its
    // boundaries (UTC) fell between them: then only the later is drawn.
    const lastIn = (intervalMs: number) =>
      Math.floor(interval / intervalMs) === Math.floor((now - 10 * 60_000) / intervalMs)
        ? [3_000]
        : [2_950, 3_000];
    const lastDays = lastIn(DAY);
    assert.deepEqual(await history('1d'), [2_950, 3_000]);
    assert.deepEqual(await history('1m'), [2_800, 2_950, 3_000]);
    assert.deepEqual(await history('3m'), [2_500, 2_800, ...lastIn(3 * HOUR)]);
    assert.deepEqual(await history('12m'), [2_000, 2_500, 2_800, ...lastDays]);
    assert.deepEqual(await history('all'), [1_000, 2_000, 2_500, 2_800, ...lastDays]);
    const response = await ctx.api.get('crypto-prices/history?coin=ethereum&range=all');
    const times = (response.json().points as { time: string }[]).map((point) => Date.parse(point.time));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => a - b),
      'oldest first',
    );
    assert.deepEqual(
      (await ctx.api.get('crypto-prices/history?coin=solana&range=1d')).json().points,
      [],
      'a coin never sampled has an empty history',
    );
  });

  it('refuses an unknown coin or range, or a missing one, with 400 and a code', async () => {
    for (const query of [
      'coin=dogecoin&range=1d',
      'coin=bitcoin&range=60m',
      'coin=bitcoin',
      'range=1d',
      '',
    ]) {
      const response = await ctx.api.get(`crypto-prices/history?${query}`);
      assert.equal(response.statusCode, 400, query);
      assert.equal(response.json().code, 'validation_failed', query);
    }
  });

  it('thins old samples: one an hour beyond a day, one a day beyond 90 days; recent ones untouched', async () => {
    await clear();
    const now = new Date();
    const hourStart = Math.floor((now.getTime() - 5 * DAY) / HOUR) * HOUR;
    const dayStart = Math.floor((now.getTime() - 100 * DAY) / DAY) * DAY;
    for (let minute = 0; minute < 10; minute += 1) {
      await recordSamples(ctx.app.db, { ripple: 0.5 + minute / 100 }, new Date(hourStart + minute * 120_000));
      await recordSamples(ctx.app.db, { ripple: 0.4 }, new Date(dayStart + minute * HOUR));
      await recordSamples(ctx.app.db, { ripple: 0.6 }, new Date(now.getTime() - HOUR + minute * 120_000));
    }
    assert.equal((await samplesOf('ripple')).length, 30);
    await thinSamples(ctx.app.db, now);
    await thinSamples(ctx.app.db, now); // idempotent
    const kept = await samplesOf('ripple');
    assert.equal(kept.length, 1 + 1 + 10);
    assert.equal(new Date(kept[0]?.recorded_at ?? 0).getTime(), dayStart, 'the first of its day');
    assert.equal(new Date(kept[1]?.recorded_at ?? 0).getTime(), hourStart, 'the first of its hour');
  });
});

describe('the default price provider', () => {
  it('is CoinGecko simple price for the five coins with the 24 h change, outside tests', () => {
    assert.equal(loadConfig({}).pricesUrl, DEFAULT_PRICES_URL);
    assert.equal(
      loadConfig({ NODE_ENV: 'production', DOCUMENT_KEY: 'c'.repeat(64) }).pricesUrl,
      DEFAULT_PRICES_URL,
    );
    const url = new URL(DEFAULT_PRICES_URL);
    assert.equal(url.origin, 'https://api.coingecko.com');
    assert.equal(url.pathname, '/api/v3/simple/price');
    assert.equal(url.searchParams.get('ids'), 'bitcoin,ethereum,tether,ripple,solana');
    assert.equal(url.searchParams.get('vs_currencies'), 'usd');
    assert.equal(url.searchParams.get('include_24hr_change'), 'true');
  });

  it('is unset under NODE_ENV=test (tests use a local fake) and PRICES_URL always wins', () => {
    assert.equal(loadConfig({ NODE_ENV: 'test' }).pricesUrl, undefined);
    assert.equal(loadConfig({ PRICES_URL: 'http://127.0.0.1:9/p' }).pricesUrl, 'http://127.0.0.1:9/p');
  });
});
