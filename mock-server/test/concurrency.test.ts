/**
 * Money under concurrent requests. Only PostgreSQL runs statements in parallel (PGlite has one connection,
 * serialised by the driver), so these run when TEST_DATABASE_URL names a server.
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { runAccrual } from '../src/jobs/accrual';
import { createTestApp, type TestContext } from './helpers/app';
import { usingPostgres } from './helpers/database';
import {
  assertLedgerInvariant,
  createPlanRow,
  fundWallet,
  startPlanOn,
  txReference,
  walletCents,
} from './helpers/money';
import { createUser, type TestUser } from './helpers/users';

const PARALLEL = 50;
const skip = usingPostgres()
  ? false
  : 'needs PostgreSQL (set TEST_DATABASE_URL): the embedded PGlite runs one statement at a time';

const statusCounts = (codes: number[]) =>
  codes.reduce<Record<number, number>>((counts, code) => {
    counts[code] = (counts[code] ?? 0) + 1;
    return counts;
  }, {});

describe('concurrency', { skip }, () => {
  let ctx: TestContext;
  let admin: TestUser;
  let planId: number;
  before(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx.app.db, { role: 'admin' });
    planId = (await createPlanRow(ctx.app.db, { roi: 1, duration: 30 })).id;
  });
  afterEach(() => assertLedgerInvariant(ctx.app.db));
  after(() => ctx?.close());

  it(`${PARALLEL} parallel confirms of one deposit start one plan and pay one referral bonus`, async () => {
    const referrer = await createUser(ctx.app.db);
    const user = await createUser(ctx.app.db, { referredBy: referrer.referral_id });
    await ctx.api.post(
      'deposit',
      { plan_id: planId, transaction_id: txReference(), payment_method: 'bitcoin', amount: 1000 },
      { token: user.token },
    );
    const [pending] = (await ctx.api.get('transactions', { token: user.token })).json().transactions;
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        ctx.api.post(`confirm-transaction/${pending.id}`, undefined, { token: admin.token }),
      ),
    );
    assert.deepEqual(statusCounts(responses.map((response) => response.statusCode)), {
      200: 1,
      409: PARALLEL - 1,
    });
    const plans = await ctx.app.db
      .selectFrom('user_plans')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    assert.equal(plans.length, 1);
    assert.equal(await walletCents(ctx.app.db, referrer.id), 1000);
  });

  it(`${PARALLEL} parallel withdrawals never overdraw`, async () => {
    const user = await createUser(ctx.app.db, { level: 3 });
    await fundWallet(ctx.app.db, user.id, 10_000);
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        ctx.api.post(
          'withdraw',
          { amount: 10, address: 'bc1qconcurrentpayout00', payment_method: 'bitcoin' },
          { token: user.token },
        ),
      ),
    );
    assert.deepEqual(statusCounts(responses.map((response) => response.statusCode)), {
      200: 10,
      400: PARALLEL - 10,
    });
    assert.ok(
      responses
        .filter((response) => response.statusCode === 400)
        .every((r) => r.json().message === 'Insufficient balance'),
    );
    assert.equal(await walletCents(ctx.app.db, user.id), 0);
  });

  it(`${PARALLEL} parallel split withdrawals at level 1 add up to $500 in 24 hours, not more`, async () => {
    const user = await createUser(ctx.app.db, { level: 1 });
    await fundWallet(ctx.app.db, user.id, 500_000);
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        ctx.api.post(
          'withdraw',
          { amount: 20, address: 'bc1qconcurrentpayout00', payment_method: 'bitcoin' },
          { token: user.token },
        ),
      ),
    );
    assert.deepEqual(statusCounts(responses.map((response) => response.statusCode)), {
      200: 25,
      400: PARALLEL - 25,
    });
    assert.ok(
      responses
        .filter((response) => response.statusCode === 400)
        .every((r) => r.json().message === 'Please verify your email address to withdraw more than $500.'),
    );
    assert.equal(await walletCents(ctx.app.db, user.id), 500_000 - 50_000);
  });

  it(`${PARALLEL} parallel split withdrawals at level 2 stay below $1,000 in 24 hours`, async () => {
    const user = await createUser(ctx.app.db, { level: 2 });
    await fundWallet(ctx.app.db, user.id, 500_000);
    // One earlier withdrawal counts too: $50 + 9 × $100 = $950; a tenth $100 would reach $1,000.
    await ctx.api.post(
      'withdraw',
      { amount: 50, address: 'bc1qconcurrentpayout00', payment_method: 'bitcoin' },
      { token: user.token },
    );
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        ctx.api.post(
          'withdraw',
          { amount: 100, address: 'bc1qconcurrentpayout00', payment_method: 'bitcoin' },
          { token: user.token },
        ),
      ),
    );
    assert.deepEqual(statusCounts(responses.map((response) => response.statusCode)), {
      200: 9,
      400: PARALLEL - 9,
    });
    assert.equal(await walletCents(ctx.app.db, user.id), 500_000 - 95_000);
  });

  it('a withdrawal and a deposit racing a suspension: done before it, or refused', async () => {
    const user = await createUser(ctx.app.db, { level: 3 });
    await fundWallet(ctx.app.db, user.id, 10_000);
    let withdrawal: Promise<{ statusCode: number; json(): { message: string } }> | undefined;
    let deposit: typeof withdrawal;
    // The suspension holds the user's row while the calls arrive: their sign-in check has already passed
    // (the suspension is not committed yet), so only a check on the locked row can see it.
    await ctx.app.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
      await trx.updateTable('users').set({ suspended: true }).where('id', '=', user.id).execute();
      withdrawal = ctx.api.post(
        'withdraw',
        { amount: 10, address: 'bc1qconcurrentpayout00', payment_method: 'bitcoin' },
        { token: user.token },
      );
      deposit = ctx.api.post(
        'deposit',
        { plan_id: planId, transaction_id: txReference(), payment_method: 'bitcoin', amount: 100 },
        { token: user.token },
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    for (const call of [withdrawal, deposit]) {
      const response = await call;
      assert.equal(response?.statusCode, 403);
      assert.match(response?.json().message ?? '', /suspended/);
    }
    assert.equal(await walletCents(ctx.app.db, user.id), 10_000);
    const written = await ctx.app.db
      .selectFrom('transactions')
      .select('id')
      .where('user_id', '=', user.id)
      .where('type', 'in', ['withdrawal', 'deposit'])
      .execute();
    assert.deepEqual(written, []);
  });

  it('confirms and rejects racing on one withdrawal decide it once and release the hold at most once', async () => {
    const user = await createUser(ctx.app.db, { level: 3 });
    await fundWallet(ctx.app.db, user.id, 5_000);
    await ctx.api.post(
      'withdraw',
      { amount: 50, address: 'bc1qconcurrentpayout00', payment_method: 'bitcoin' },
      { token: user.token },
    );
    const [pending] = (await ctx.api.get('transactions', { token: user.token })).json().transactions;
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        index % 2 === 0
          ? ctx.api.post(`confirm-transaction/${pending.id}`, undefined, { token: admin.token })
          : ctx.api.post(`reject-transaction/${pending.id}`, { reason: 'race' }, { token: admin.token }),
      ),
    );
    assert.equal(responses.filter((response) => response.statusCode === 200).length, 1);
    const reversals = await ctx.app.db
      .selectFrom('transactions')
      .select('id')
      .where('related_id', '=', pending.id)
      .execute();
    assert.ok(reversals.length <= 1);
    assert.equal(await walletCents(ctx.app.db, user.id), reversals.length === 1 ? 5_000 : 0);
  });

  it('two accrual runs at once (separate connections) credit each plan and day once', async () => {
    const users = await Promise.all(Array.from({ length: 10 }, () => createUser(ctx.app.db)));
    const started: number[] = [];
    for (const [index, user] of users.entries()) {
      for (let plan = 0; plan < 6; plan += 1) {
        const row = await startPlanOn(ctx.app.db, {
          userId: user.id,
          adminId: admin.id,
          planId,
          amount: 100 + index,
          startedOn: '2032-01-01',
        });
        started.push(row.id);
      }
    }
    const [first, second] = await Promise.all([
      runAccrual(ctx.app.db, '2032-01-04', { batchSize: 7 }),
      runAccrual(ctx.app.db, '2032-01-04', { batchSize: 5 }),
    ]);
    // Nothing else accrued in this file: every accrual row was written by one of the two runs, once.
    const all = await ctx.app.db
      .selectFrom('accruals')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    assert.equal(first.earnings + second.earnings, Number(all.count));
    const accruals = await ctx.app.db
      .selectFrom('accruals')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_plan_id', 'in', started)
      .executeTakeFirstOrThrow();
    assert.equal(Number(accruals.count), started.length * 3);
    for (const [index, user] of users.entries()) {
      assert.equal(await walletCents(ctx.app.db, user.id), 6 * 3 * (100 + index));
    }
  });

  it(`${PARALLEL} parallel approvals of one adjustment credit it once`, async () => {
    const approvers = await Promise.all(
      Array.from({ length: 5 }, () => createUser(ctx.app.db, { role: 'admin' })),
    );
    const user = await createUser(ctx.app.db);
    await ctx.api.post(`give-bonus/${user.id}`, { bonus: 7.5, reason: 'Race' }, { token: admin.token });
    const [request] = (await ctx.api.get('adjustments?status=pending', { token: admin.token }))
      .json()
      .adjustments.filter((row: { user_id: number }) => row.user_id === user.id);
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        ctx.api.post(`approve-adjustment/${request.id}`, undefined, {
          token: approvers[index % approvers.length]?.token ?? null,
        }),
      ),
    );
    assert.deepEqual(statusCounts(responses.map((response) => response.statusCode)), {
      200: 1,
      409: PARALLEL - 1,
    });
    assert.equal(await walletCents(ctx.app.db, user.id), 750);
  });
});
