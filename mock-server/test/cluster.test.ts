/**
 * Two server processes (`src/server.ts`, as an operator runs them behind a load balancer) on one PostgreSQL
 * database and one Redis behave as one: a rate limit is reached by requests split over both, a four-eyes
 * approval, a deposit confirm and a withdrawal sent to both at once each happen once, and every wallet still
 * equals the sum of its ledger entries.
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import type { DatabaseHandle } from '../src/db/database';
import { createThrowawayPostgres } from '../src/db/throwaway-postgres';
import { loginFailureLimits } from '../src/modules/auth/rate-limits';
import { assertLedgerInvariant, createPlanRow, fundWallet, txReference, walletCents } from './helpers/money';
import { dropRedisKeys, testRedisUrl, uniqueRedisPrefix } from './helpers/redis';
import { closedPort, type ServerProcess, startServer } from './helpers/server-process';
import { createUser, TEST_PASSWORD, type TestUser } from './helpers/users';

const skip = !process.env.TEST_DATABASE_URL
  ? 'needs PostgreSQL: set TEST_DATABASE_URL (the embedded database is one process only)'
  : !testRedisUrl()
    ? 'needs Redis: set TEST_REDIS_URL (e.g. redis://127.0.0.1:6379) for the shared rate limits'
    : false;

const XSRF = 'cluster-test-xsrf';
const PARALLEL = 20;

interface Answer {
  status: number;
  body: { message?: string; code?: string } & Record<string, unknown>;
}

/** One API call to one instance, as a browser sends it (anti-forgery cookie and header, bearer token). */
const call = async (
  server: ServerProcess,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Answer> => {
  const response = await fetch(`${server.origin}/api/${path}`, {
    method,
    headers: {
      cookie: `XSRF-TOKEN=${XSRF}`,
      'x-xsrf-token': XSRF,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
};

const statusCounts = (answers: Answer[]) =>
  answers.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

describe('two server processes on one PostgreSQL database and one Redis', { skip }, () => {
  const redisUrl = testRedisUrl() ?? '';
  const prefix = uniqueRedisPrefix();
  let database: DatabaseHandle & { url: string };
  let a: ServerProcess;
  let b: ServerProcess;
  /** A, B, A, B, …: the load balancer's round robin. */
  const either = (index: number) => (index % 2 === 0 ? a : b);

  before(async () => {
    // An empty database: both instances migrate it at once (they wait for each other on an advisory lock).
    database = await createThrowawayPostgres(process.env.TEST_DATABASE_URL ?? '', {
      prefix: 'vestora_test',
      empty: true,
    });
    const env = async () => ({
      PORT: String(await closedPort()),
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      RATE_LIMITS: '1',
    });
    [a, b] = await Promise.all([startServer(await env()), startServer(await env())]);
  });
  afterEach(() => assertLedgerInvariant(database.db));
  after(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    await dropRedisKeys(redisUrl, prefix);
  });

  it('shares rate limits: failed sign-ins split over both reach the limit on both', async () => {
    const user = await createUser(database.db);
    const wrong = { username: user.username, password: 'Wrong-1!' };
    const limit = loginFailureLimits.perAccountAndAddress.max;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      assert.equal((await call(either(attempt), 'POST', 'login', { body: wrong })).status, 401);
    }
    const right = { username: user.username, password: TEST_PASSWORD };
    for (const server of [a, b]) {
      const refused = await call(server, 'POST', 'login', { body: right });
      assert.equal(refused.status, 429);
      assert.equal(refused.body.code, 'rate_limited');
    }
  });

  it('shares route limits: 10 reset requests split over both, the 11th is refused', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const body = { email: `cluster${attempt}@example.test` };
      statuses.push((await call(either(attempt), 'POST', 'send-otp', { body })).status);
    }
    assert.deepEqual(statuses, [...Array(10).fill(200), 429]);
  });

  describe('money and approvals', () => {
    let alice: TestUser;
    let carol: TestUser;
    let planId: number;
    before(async () => {
      alice = await createUser(database.db, { role: 'admin', level: 3 });
      carol = await createUser(database.db, { role: 'admin', level: 3 });
      planId = (await createPlanRow(database.db, { roi: 1, duration: 30 })).id;
    });

    it('a bonus requested on A is approved once, whatever reaches A and B together', async () => {
      const user = await createUser(database.db, { level: 3 });
      const requested = await call(a, 'POST', `give-bonus/${user.id}`, {
        token: alice.token,
        body: { bonus: 250, reason: 'Cluster loyalty' },
      });
      assert.equal(requested.status, 200, requested.body.message);
      const pending = (await call(b, 'GET', 'adjustments?status=pending', { token: carol.token })).body
        .adjustments as Array<{ id: number; user_id: number }>;
      const request = pending.find((row) => row.user_id === user.id);
      assert.ok(request, 'B lists the request made on A');
      // The requester cannot approve it on the other instance either.
      assert.equal(
        (await call(b, 'POST', `approve-adjustment/${request.id}`, { token: alice.token })).status,
        403,
      );

      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, index) =>
          call(either(index), 'POST', `approve-adjustment/${request.id}`, { token: carol.token }),
        ),
      );
      assert.equal(
        answers.filter((answer) => answer.status === 200).length,
        1,
        JSON.stringify(statusCounts(answers)),
      );
      assert.ok(
        answers.every((answer) => answer.status === 200 || (answer.status >= 400 && answer.status < 500)),
      );
      assert.equal(await walletCents(database.db, user.id), 25_000);
    });

    it('parallel confirms of one deposit on A and B credit it once', async () => {
      const referrer = await createUser(database.db);
      const user = await createUser(database.db, { referredBy: referrer.referral_id });
      const deposited = await call(a, 'POST', 'deposit', {
        token: user.token,
        body: { plan_id: planId, transaction_id: txReference(), payment_method: 'bitcoin', amount: 1000 },
      });
      assert.equal(deposited.status, 200, deposited.body.message);
      const [pending] = (await call(b, 'GET', 'transactions', { token: user.token })).body
        .transactions as Array<{
        id: number;
      }>;
      assert.ok(pending);
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, index) =>
          call(either(index), 'POST', `confirm-transaction/${pending.id}`, { token: carol.token }),
        ),
      );
      assert.deepEqual(statusCounts(answers), { 200: 1, 409: PARALLEL - 1 });
      const plans = await database.db
        .selectFrom('user_plans')
        .select('id')
        .where('user_id', '=', user.id)
        .execute();
      assert.equal(plans.length, 1);
      // The referral bonus ($10 on this deposit) is paid once too.
      assert.equal(await walletCents(database.db, referrer.id), 1000);
    });

    it('parallel withdrawals on A and B never overdraw', async () => {
      const user = await createUser(database.db, { level: 3 });
      await fundWallet(database.db, user.id, 10_000);
      const answers = await Promise.all(
        Array.from({ length: 3 * 10 }, (_, index) =>
          call(either(index), 'POST', 'withdraw', {
            token: user.token,
            body: { amount: 10, address: 'bc1qclusterpayout0000', payment_method: 'bitcoin' },
          }),
        ),
      );
      assert.deepEqual(statusCounts(answers), { 200: 10, 400: 20 });
      assert.ok(
        answers
          .filter((answer) => answer.status === 400)
          .every((answer) => answer.body.message === 'Insufficient balance'),
      );
      assert.equal(await walletCents(database.db, user.id), 0);
    });
  });
});
