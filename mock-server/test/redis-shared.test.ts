/**
 * REDIS_URL: rate limits and the price cache are shared by every instance (two apps on one database and one
 * Redis here; real processes in cluster.test.ts). A Redis that is down or hangs takes nothing down: each
 * instance then limits and caches on its own (plugins/rate-limit.ts says why neither fail-open nor closed).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Config } from '../src/config';
import { loginFailureLimits } from '../src/modules/auth/rate-limits';
import { COMMAND_TIMEOUT_MS, CONNECT_TIMEOUT_MS } from '../src/plugins/redis';
import { createTestApp, TEST_XSRF, type TestContext } from './helpers/app';
import { createTestDatabase } from './helpers/database';
import { type FakeProvider, startFakeProvider } from './helpers/fake-provider';
import { dropRedisKeys, redisSkipReason, testRedisUrl, uniqueRedisPrefix } from './helpers/redis';
import { closedPort, silentServer } from './helpers/server-process';
import { createUser, TEST_PASSWORD } from './helpers/users';

const PAIR_LIMIT = loginFailureLimits.perAccountAndAddress.max;
const PRICES = {
  bitcoin: { usd: 64_250.5 },
  ethereum: { usd: 3_120.25 },
  ripple: { usd: 0.52 },
  solana: { usd: 145.1 },
};

const post = (ctx: TestContext, url: string, body: Record<string, string>, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    payload: body,
    remoteAddress,
    cookies: { 'XSRF-TOKEN': TEST_XSRF },
    headers: { 'x-xsrf-token': TEST_XSRF },
  });

const wrong = (username: string) => ({ username, password: 'Wrong-1!' });

describe('two instances sharing one Redis', { skip: redisSkipReason() }, () => {
  const url = testRedisUrl() ?? '';
  const prefix = uniqueRedisPrefix();
  let provider: FakeProvider;
  let a: TestContext;
  let b: TestContext;
  const shared: Partial<Config> = {
    rateLimits: true,
    redisUrl: url,
    redisPrefix: prefix,
    pricesCacheMs: 60_000,
    providerTimeoutMs: 300,
  };

  before(async () => {
    provider = await startFakeProvider({ kind: 'json', body: PRICES });
    const database = await createTestDatabase();
    a = await createTestApp({ ...shared, pricesUrl: provider.url }, database);
    b = await createTestApp({ ...shared, pricesUrl: provider.url }, database);
  });
  after(async () => {
    await a.close();
    await b.close();
    await provider.close();
    await dropRedisKeys(url, prefix);
  });

  it('counts failed sign-ins across both: split over A and B, the limit is reached', async () => {
    const user = await createUser(a.app.db);
    for (let attempt = 0; attempt < PAIR_LIMIT; attempt += 1) {
      const response = await post(attempt % 2 ? b : a, 'login', wrong(user.username), '10.20.0.1');
      assert.equal(response.statusCode, 401);
    }
    const right = { username: user.username, password: TEST_PASSWORD };
    assert.equal((await post(a, 'login', right, '10.20.0.1')).statusCode, 429);
    assert.equal((await post(b, 'login', right, '10.20.0.1')).statusCode, 429);
    // The owner elsewhere is not affected, on either.
    assert.equal((await post(b, 'login', right, '10.20.0.2')).statusCode, 200);
  });

  it('counts route limits across both', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await post(
        attempt % 2 ? b : a,
        'send-otp',
        { email: `r${attempt}@example.test` },
        '10.21.0.1',
      );
      statuses.push(response.statusCode);
    }
    assert.deepEqual(statuses, [...Array(10).fill(200), 429]);
  });

  it('shares the price cache: one provider call serves both, and the last good prices outlive it', async () => {
    const first = await a.api.get('crypto-prices');
    assert.equal(first.statusCode, 200);
    const second = await b.api.get('crypto-prices');
    assert.equal(second.statusCode, 200);
    assert.equal(provider.hits, 1);
    assert.equal(second.json().updated_at, first.json().updated_at);
    assert.equal(second.json().bitcoin.usd, PRICES.bitcoin.usd);

    // A new instance whose provider is down serves what the others fetched, marked stale once it is old.
    const down = await startFakeProvider({ kind: 'text', body: 'no', status: 500 });
    const c = await createTestApp({ ...shared, pricesUrl: down.url, pricesCacheMs: 0 }, a.database);
    try {
      const reading = await c.api.get('crypto-prices');
      assert.equal(reading.statusCode, 200);
      assert.equal(reading.json().stale, true);
      assert.equal(reading.json().bitcoin.usd, PRICES.bitcoin.usd);
      assert.equal(down.hits, 1);
    } finally {
      await c.app.close();
      await down.close();
    }
  });
});

describe('a Redis that is down or hangs', () => {
  let provider: FakeProvider;
  before(async () => {
    provider = await startFakeProvider({ kind: 'json', body: PRICES });
  });
  after(() => provider.close());

  const behavesAlone = async (redisUrl: string) => {
    const database = await createTestDatabase();
    const started = performance.now();
    const ctx = await createTestApp(
      {
        rateLimits: true,
        redisUrl,
        redisPrefix: uniqueRedisPrefix(),
        pricesUrl: provider.url,
        providerTimeoutMs: 300,
      },
      database,
    );
    try {
      // Start-up waits for Redis at most its connect timeout, then carries on without it (the margin is for
      // building the app on a busy test machine).
      const startMs = performance.now() - started;
      assert.ok(startMs < CONNECT_TIMEOUT_MS + 8000, `start-up took ${startMs} ms`);
      const timed = async <T>(call: () => Promise<T>) => {
        const begin = performance.now();
        const result = await call();
        // No call waits longer than one Redis command timeout per counter it asks.
        assert.ok(performance.now() - begin < 4 * COMMAND_TIMEOUT_MS + 1500, 'a call waited on Redis');
        return result;
      };
      assert.equal((await timed(() => ctx.api.get('health'))).statusCode, 200);
      const prices = await timed(() => ctx.api.get('crypto-prices'));
      assert.equal(prices.statusCode, 200);
      assert.equal(prices.json().bitcoin.usd, PRICES.bitcoin.usd);

      const user = await createUser(ctx.app.db);
      const right = { username: user.username, password: TEST_PASSWORD };
      assert.equal((await timed(() => post(ctx, 'login', right, '10.30.0.1'))).statusCode, 200);
      // The limits still hold, counted by this instance alone.
      for (let attempt = 0; attempt < PAIR_LIMIT; attempt += 1) {
        assert.equal(
          (await timed(() => post(ctx, 'login', wrong(user.username), '10.30.0.2'))).statusCode,
          401,
        );
      }
      assert.equal((await timed(() => post(ctx, 'login', right, '10.30.0.2'))).statusCode, 429);
    } finally {
      await ctx.close();
      await database.close().catch(() => undefined);
    }
  };

  it('down (connection refused): the API answers, limits are counted per instance', async () => {
    await behavesAlone(`redis://127.0.0.1:${await closedPort()}`);
  });

  it('hanging (accepts the connection, never answers): the same, no call hangs', async () => {
    const silent = await silentServer();
    try {
      await behavesAlone(`redis://127.0.0.1:${silent.port}`);
    } finally {
      silent.close();
    }
  });
});
