/**
 * The public reads served from memory (plugins/public-cache.ts): a second read skips the database, browsers
 * and CDNs get an ETag and a 304, every change made through the API shows at once, on this instance and,
 * with Redis, on every other one; nothing private is stored.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { startScheduler } from '../src/jobs/scheduler';
import { publicStats } from '../src/modules/public/service';
import publicCache, { CACHE_CONTROL, CDN_CACHE_CONTROL } from '../src/plugins/public-cache';
import redis from '../src/plugins/redis';
import { createTestApp, type TestContext } from './helpers/app';
import { createTestDatabase } from './helpers/database';
import { type FakeProvider, startFakeProvider } from './helpers/fake-provider';
import { createPlanRow, startPlanOn, txReference } from './helpers/money';
import { dropRedisKeys, redisSkipReason, testRedisUrl, uniqueRedisPrefix } from './helpers/redis';
import { createUser, type TestUser } from './helpers/users';

const gold = { title: 'Gold', roi: 1.25, duration: 30, min_amount: 50, max_amount: 5000 };
const titles = (response: { json(): { plans: Array<{ title: string }> } }) =>
  response.json().plans.map((plan) => plan.title);

describe('public reads from the in-process cache', () => {
  let ctx: TestContext;
  let admin: TestUser;
  before(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx.app.db, { role: 'admin' });
  });
  after(() => ctx.close());

  it('serves the second read from memory, with a strong ETag, cache headers and no cookie', async () => {
    await createPlanRow(ctx.app.db, { title: 'Starter' });
    ctx.app.publicCache.invalidate('plans'); // Written straight to the database, as no request does.
    const first = await ctx.api.get('plans');
    assert.equal(first.statusCode, 200);
    assert.deepEqual(titles(first), ['Starter']);
    assert.match(String(first.headers.etag), /^"[\w-]{27}"$/);
    assert.equal(first.headers['cache-control'], CACHE_CONTROL);
    assert.equal(first.headers['cdn-cache-control'], CDN_CACHE_CONTROL);
    assert.equal(first.headers['set-cookie'], undefined, 'no anti-forgery token in a shared answer');
    assert.match(String(first.headers['content-type']), /^application\/json/);
    // The usual security headers are still there.
    assert.equal(first.headers['x-content-type-options'], 'nosniff');
    assert.ok(first.headers['content-security-policy']);

    // A row no request wrote is not seen: the answer came from memory, not the database.
    await createPlanRow(ctx.app.db, { title: 'Hidden' });
    const second = await ctx.api.get('plans');
    assert.equal(second.body, first.body);
    assert.equal(second.headers.etag, first.headers.etag);
    assert.equal(second.headers['cache-control'], CACHE_CONTROL);
    assert.equal(second.headers['set-cookie'], undefined);
    assert.equal(second.headers['x-content-type-options'], 'nosniff');
    ctx.app.publicCache.invalidate('plans');
    assert.deepEqual(titles(await ctx.api.get('plans')), ['Starter', 'Hidden']);
  });

  it('sends a read with a query string the normal way: the input boundary refuses it, nothing is kept', async () => {
    const cached = await ctx.api.get('plans');
    assert.equal(cached.statusCode, 200);
    const refused = await ctx.api.get('plans?limit=a%00b');
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().code, 'validation_failed');
    const other = await ctx.api.get('plans?source=script');
    assert.equal(other.statusCode, 200);
    assert.equal(other.headers.etag, undefined, 'an answer with a query is not a cached one');
    assert.equal((await ctx.api.get('plans')).headers.etag, cached.headers.etag);
  });

  it('answers 304 to a matching If-None-Match, on a hit and on a miss, and 200 to an old tag', async () => {
    const fresh = await ctx.api.get('plans');
    const etag = String(fresh.headers.etag);
    const hit = await ctx.api.get('plans', { headers: { 'if-none-match': etag } });
    assert.equal(hit.statusCode, 304);
    assert.equal(hit.body, '');
    assert.equal(hit.headers.etag, etag);

    ctx.app.publicCache.invalidate('plans');
    const miss = await ctx.api.get('plans', { headers: { 'if-none-match': `"other", W/${etag}` } });
    assert.equal(miss.statusCode, 304, 'a weak copy of the same tag matches too');
    assert.equal(miss.body, '');

    const other = await ctx.api.get('plans', { headers: { 'if-none-match': '"not-this-one"' } });
    assert.equal(other.statusCode, 200);
    assert.equal(other.body, fresh.body);
  });

  it('shows a plan created, edited or deleted by an admin at once, and the old tag no longer matches', async () => {
    const before = await ctx.api.get('plans');
    assert.equal((await ctx.api.post('create-plan', gold, { token: admin.token })).statusCode, 200);
    const created = await ctx.api.get('plans', { headers: { 'if-none-match': String(before.headers.etag) } });
    assert.equal(created.statusCode, 200);
    assert.ok(titles(created).includes('Gold'));
    assert.notEqual(created.headers.etag, before.headers.etag);

    const id = created.json().plans.find((plan: { title: string }) => plan.title === 'Gold').id;
    const edit = await ctx.api.post(
      `edit-plan/${id}`,
      { ...gold, title: 'Gold Plus' },
      { token: admin.token },
    );
    assert.equal(edit.statusCode, 200);
    const edited = titles(await ctx.api.get('plans'));
    assert.ok(edited.includes('Gold Plus') && !edited.includes('Gold'));

    assert.equal(
      (await ctx.api.post(`delete-plan/${id}`, undefined, { token: admin.token })).statusCode,
      200,
    );
    assert.ok(!titles(await ctx.api.get('plans')).includes('Gold Plus'));
  });

  it('keeps the copy when a change is refused', async () => {
    const before = await ctx.api.get('plans');
    const refused = await ctx.api.post('create-plan', { ...gold, min_amount: -1 }, { token: admin.token });
    assert.equal(refused.statusCode, 400);
    await createPlanRow(ctx.app.db, { title: 'Unseen' });
    assert.equal((await ctx.api.get('plans')).body, before.body);
    ctx.app.publicCache.invalidate('plans');
  });

  it('shows a confirmed deposit in the public figures at once', async () => {
    const plan = await createPlanRow(ctx.app.db, { title: 'Stats plan' });
    const investor = await createUser(ctx.app.db, { country: 'Portugal' });
    const before = (await ctx.api.get('public-stats')).json();
    const deposit = await ctx.api.post(
      'deposit',
      {
        plan_id: plan.id,
        transaction_id: txReference(),
        payment_method: 'bitcoin',
        type: 'deposit',
        amount: 100,
      },
      { token: investor.token },
    );
    assert.equal(deposit.statusCode, 200);
    const [pending] = await ctx.app.db
      .selectFrom('transactions')
      .select('id')
      .where('user_id', '=', investor.id)
      .execute();
    const confirm = await ctx.api.post(`confirm-transaction/${pending?.id}`, undefined, {
      token: admin.token,
    });
    assert.equal(confirm.statusCode, 200);

    const after = (await ctx.api.get('public-stats')).json();
    assert.equal(after.active_investors, before.active_investors + 1);
    assert.equal(after.countries, before.countries + 1);
    assert.equal(after.assets_under_management, before.assets_under_management + 100);
  });

  it('drops the cached figures after the scheduled accrual, which completes plans', async () => {
    const investor = await createUser(ctx.app.db);
    const plan = await createPlanRow(ctx.app.db, { duration: 1 });
    // Started through the services, not a request: the copy is dropped by hand as no request did it.
    await startPlanOn(ctx.app.db, {
      userId: investor.id,
      adminId: admin.id,
      planId: plan.id,
      amount: 100,
      startedOn: '2030-01-01',
    });
    ctx.app.publicCache.invalidate('public-stats');
    const running = (await ctx.api.get('public-stats')).json();
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const scheduler = startScheduler({
      db: ctx.app.db,
      log: quiet as unknown as FastifyBaseLogger,
      now: () => new Date('2030-01-05T00:30:00Z'),
      onAccrued: () => ctx.app.publicCache.invalidate('public-stats'),
    });
    await scheduler.stop();
    // Every plan of this suite has ended by 2030: the answer is the figures computed afresh, and they moved.
    const completed = (await ctx.api.get('public-stats')).json();
    assert.deepEqual(completed, await publicStats(ctx.app.db));
    assert.equal(completed.active_investors, 0);
    assert.ok(running.active_investors >= 1);
  });

  it('gives a signed-in caller the same public answer; a private read beside it is not cached', async () => {
    const investor = await createUser(ctx.app.db);
    const anonymous = await ctx.api.get('testimonials');
    const signedIn = await ctx.api.get('testimonials', { token: investor.token });
    assert.equal(signedIn.statusCode, 200);
    assert.equal(signedIn.body, anonymous.body);
    assert.equal(signedIn.headers.etag, anonymous.headers.etag);
    // A private read next to it is neither cached nor marked shareable.
    const own = await ctx.api.get('transactions', { token: investor.token });
    assert.equal(own.statusCode, 200);
    assert.equal(own.headers.etag, undefined);
    assert.notEqual(own.headers['cache-control'], CACHE_CONTROL);
  });

  it('stores no error answer and marks none shareable', async () => {
    const first = await ctx.api.get('crypto-prices');
    assert.equal(first.statusCode, 503);
    assert.equal(first.headers.etag, undefined);
    assert.equal(first.headers['cache-control'], undefined);
  });

  it('refuses to cache a route that is not public', async () => {
    const app = Fastify();
    await app.register(redis, { url: undefined, prefix: '' });
    await app.register(publicCache);
    assert.throws(
      () => app.get('/api/mine', { config: { access: 'user', publicCache: 'plans' } }, async () => ({})),
      /not public/,
    );
    await app.close();
  });
});

describe('cached prices age with the provider cache', () => {
  let provider: FakeProvider;
  let ctx: TestContext;
  const prices = (usd: number) => ({
    bitcoin: { usd },
    ethereum: { usd: 3_000 },
    ripple: { usd: 0.5 },
    solana: { usd: 150 },
  });
  before(async () => {
    provider = await startFakeProvider({ kind: 'json', body: prices(60_000) });
    ctx = await createTestApp({ pricesUrl: provider.url, pricesCacheMs: 400 });
  });
  after(async () => {
    await ctx.close();
    await provider.close();
  });

  it('serves the copy while the provider data is fresh, and the new prices once it is not', async () => {
    const first = await ctx.api.get('crypto-prices');
    assert.equal(first.json().bitcoin.usd, 60_000);
    provider.answer({ kind: 'json', body: prices(61_000) });
    const hits = provider.hits;
    assert.equal((await ctx.api.get('crypto-prices')).body, first.body);
    assert.equal(provider.hits, hits, 'answered from memory');
    await new Promise((resolve) => setTimeout(resolve, 450));
    const later = await ctx.api.get('crypto-prices');
    assert.equal(later.json().bitcoin.usd, 61_000);
    assert.notEqual(later.headers.etag, first.headers.etag);
  });
});

describe('two instances on one Redis drop each other’s copies', { skip: redisSkipReason() }, () => {
  const url = testRedisUrl() ?? '';
  const prefix = uniqueRedisPrefix();
  let a: TestContext;
  let b: TestContext;
  let admin: TestUser;
  before(async () => {
    const database = await createTestDatabase();
    a = await createTestApp({ redisUrl: url, redisPrefix: prefix }, database);
    b = await createTestApp({ redisUrl: url, redisPrefix: prefix }, database);
    admin = await createUser(a.app.db, { role: 'admin' });
  });
  after(async () => {
    await a.close();
    await b.close();
    await dropRedisKeys(url, prefix);
  });

  const waitForTitles = async (ctx: TestContext, wanted: (titles: string[]) => boolean) => {
    const deadline = Date.now() + 2_000;
    for (;;) {
      const listed = titles(await ctx.api.get('plans'));
      if (wanted(listed) || Date.now() > deadline) return listed;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('shows a plan created on one instance on the other, which had the old list cached', async () => {
    assert.deepEqual(titles(await b.api.get('plans')), []);
    // b answers from memory: a row no request wrote stays unseen there.
    await createPlanRow(a.app.db, { title: 'Unannounced' });
    assert.deepEqual(titles(await b.api.get('plans')), []);

    assert.equal((await a.api.post('create-plan', gold, { token: admin.token })).statusCode, 200);
    assert.deepEqual(titles(await a.api.get('plans')), ['Unannounced', 'Gold']);
    const onB = await waitForTitles(b, (listed) => listed.includes('Gold'));
    assert.deepEqual(onB, ['Unannounced', 'Gold']);
  });
});
