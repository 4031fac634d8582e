/**
 * A database that goes down or stops answering: /api/health answers 503 within its 2 s budget, other calls
 * answer 503 `service_unavailable` with a clear message (not a 500, not a hang), and the server recovers by
 * itself when the database is back. On PostgreSQL the outage is a TCP proxy in front of the real server
 * that refuses, or swallows, traffic; on the embedded database, a holder that keeps its one session.
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createDatabase, type DatabaseHandle } from '../src/db/database';
import { createThrowawayPostgres } from '../src/db/throwaway-postgres';
import { HEALTH_TIMEOUT_MS } from '../src/modules/health/routes';
import { createTestApp, type TestContext } from './helpers/app';
import { createTestDatabase, usingPostgres } from './helpers/database';

type Mode = 'forward' | 'down' | 'hang';

/** A TCP proxy to PostgreSQL whose link can be cut (connections reset) or frozen (nothing passes). */
const outageProxy = async (target: { host: string; port: number }) => {
  let mode: Mode = 'forward';
  const pairs = new Set<{ client: net.Socket; upstream?: net.Socket }>();
  const server = net.createServer((client) => {
    if (mode === 'down') {
      client.destroy();
      return;
    }
    const pair: { client: net.Socket; upstream?: net.Socket } = { client };
    pairs.add(pair);
    client.on('close', () => {
      pair.upstream?.destroy();
      pairs.delete(pair);
    });
    client.on('error', () => undefined);
    if (mode === 'hang') return; // accepted, never answered
    const upstream = net.connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    set(next: Mode) {
      mode = next;
      for (const pair of pairs) {
        if (next === 'hang') {
          // Freeze what is open: bytes stop flowing both ways.
          pair.client.unpipe();
          pair.upstream?.unpipe();
          pair.client.pause();
          pair.upstream?.pause();
        } else {
          pair.client.destroy();
        }
      }
    },
    close: () => {
      for (const pair of pairs) pair.client.destroy();
      server.close();
    },
  };
};

const waitUntil = async (condition: () => Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('not recovered in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
};

/**
 * GET /plans read from the database: its cached copy (plugins/public-cache.ts) is dropped first, since the
 * cache would otherwise answer without asking the database at all.
 */
const readPlans = (ctx: TestContext) => {
  ctx.app.publicCache.invalidate('plans');
  return ctx.api.get('plans');
};

const assertUnavailable = (response: { statusCode: number; json(): { message?: string; code?: string } }) => {
  assert.equal(response.statusCode, 503);
  assert.equal(response.json().code, 'service_unavailable');
  assert.match(response.json().message ?? '', /temporarily unavailable/);
};

describe('PostgreSQL down or hanging', { skip: !usingPostgres() && 'needs TEST_DATABASE_URL' }, () => {
  let real: DatabaseHandle;
  let proxied: DatabaseHandle;
  let proxy: Awaited<ReturnType<typeof outageProxy>>;
  let ctx: TestContext;
  before(async () => {
    real = await createThrowawayPostgres(process.env.TEST_DATABASE_URL ?? '', { prefix: 'vestora_outage' });
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    proxy = await outageProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const databaseName = (
      await real.db
        .selectNoFrom((eb) => eb.fn<string>('current_database').as('name'))
        .executeTakeFirstOrThrow()
    ).name;
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    url.pathname = `/${databaseName}`;
    proxied = createDatabase({
      databaseUrl: url.toString(),
      dataDir: 'memory://',
      connectTimeoutMs: 1_000,
      statementTimeoutMs: 1_000,
    });
    ctx = await createTestApp({}, proxied);
  });
  after(async () => {
    await ctx.close();
    await proxied.close().catch(() => undefined);
    proxy.close();
    await real.close();
  });

  it('answers 503 quickly while the server refuses connections, and recovers by itself', async () => {
    assert.equal((await ctx.api.get('health')).statusCode, 200);
    proxy.set('down');
    const health = await timed(() => ctx.api.get('health'));
    assert.equal(health.result.statusCode, 503);
    assert.equal(health.result.json().status, 'unavailable');
    assert.ok(health.ms <= HEALTH_TIMEOUT_MS + 500, `health took ${Math.round(health.ms)} ms`);
    assertUnavailable(await readPlans(ctx));

    proxy.set('forward');
    await waitUntil(async () => (await ctx.api.get('health')).statusCode === 200, 10_000);
    assert.equal((await readPlans(ctx)).statusCode, 200);
  });

  it('answers 503 while the server accepts and never answers, and recovers by itself', async () => {
    assert.equal((await readPlans(ctx)).statusCode, 200);
    proxy.set('hang');
    // The copy of the public read cached before the outage still answers, without the database.
    const cached = await timed(() => ctx.api.get('plans'));
    assert.equal(cached.result.statusCode, 200);
    assert.ok(cached.ms < 1_000, `cached plans took ${Math.round(cached.ms)} ms`);
    const health = await timed(() => ctx.api.get('health'));
    assert.equal(health.result.statusCode, 503);
    assert.ok(health.ms <= HEALTH_TIMEOUT_MS + 500, `health took ${Math.round(health.ms)} ms`);
    // Bounded by the connection timeout (new connections) or the statement timeout plus a margin (pooled ones).
    const plans = await timed(() => readPlans(ctx));
    assertUnavailable(plans.result);
    assert.ok(plans.ms < 8_000, `plans took ${Math.round(plans.ms)} ms`);

    proxy.set('forward');
    await waitUntil(async () => (await readPlans(ctx)).statusCode === 200, 15_000);
    assert.equal((await ctx.api.get('health')).statusCode, 200);
  });
});

describe('embedded database held by a stuck holder', {
  skip: usingPostgres() && 'embedded database only',
}, () => {
  let handle: DatabaseHandle;
  let ctx: TestContext;
  before(async () => {
    handle = await createTestDatabase({ connectTimeoutMs: 1_000 });
    ctx = await createTestApp({}, handle);
  });
  after(async () => {
    await ctx.close();
    await handle.close().catch(() => undefined);
  });

  it('answers 503 instead of queueing forever, and serves again once the session is free', async () => {
    let free!: () => void;
    const held = handle.db.connection().execute(
      () =>
        new Promise<void>((resolve) => {
          free = resolve;
        }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const health = await timed(() => ctx.api.get('health'));
    assert.equal(health.result.statusCode, 503);
    assert.ok(health.ms <= HEALTH_TIMEOUT_MS + 500, `health took ${Math.round(health.ms)} ms`);
    assertUnavailable(await readPlans(ctx));
    free();
    await held;
    assert.equal((await ctx.api.get('health')).statusCode, 200);
    assert.equal((await readPlans(ctx)).statusCode, 200);
  });
});
