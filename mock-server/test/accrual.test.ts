import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import { runAccrual } from '../src/jobs/accrual';
import { startScheduler } from '../src/jobs/scheduler';
import { createTestApp, type TestContext } from './helpers/app';
import { assertLedgerInvariant, createPlanRow, startPlanOn, walletCents } from './helpers/money';
import { createUser, type TestUser } from './helpers/users';

describe('daily accrual', () => {
  let ctx: TestContext;
  let admin: TestUser;
  before(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx.app.db, { role: 'admin' });
  });
  afterEach(() => assertLedgerInvariant(ctx.app.db));
  after(() => ctx.close());

  const planRow = (id: number) =>
    ctx.app.db.selectFrom('user_plans').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const creditsOf = (userPlanId: number) =>
    ctx.app.db
      .selectFrom('transactions')
      .selectAll()
      .where('user_plan_id', '=', userPlanId)
      .orderBy('id')
      .execute();

  it('credits one earnings entry per day after the start, counts down and adds up total returns', async () => {
    const user = await createUser(ctx.app.db);
    const plan = await createPlanRow(ctx.app.db, { title: 'Daily', roi: 1.5, duration: 10 });
    const started = await startPlanOn(ctx.app.db, {
      userId: user.id,
      adminId: admin.id,
      planId: plan.id,
      amount: 1234.56,
      startedOn: '2030-01-01',
    });
    assert.equal(started.returns_cents, 1852); // 123 456 × 1.5% = 1 851.84 → 1 852 cents

    const nothingYet = await runAccrual(ctx.app.db, '2030-01-01');
    assert.equal((await creditsOf(started.id)).length, 0, 'the start day itself earns nothing');
    assert.equal(nothingYet.earnings, 0);

    const result = await runAccrual(ctx.app.db, '2030-01-03');
    assert.equal(result.earnings, 2);
    assert.equal(result.earningsCents, 2 * 1852);
    const credits = await creditsOf(started.id);
    assert.deepEqual(
      credits.map((row) => [row.type, row.status, row.amount_cents, row.created_at.toISOString()]),
      [
        ['earnings', 'confirmed', 1852, '2030-01-02T00:00:00.000Z'],
        ['earnings', 'confirmed', 1852, '2030-01-03T00:00:00.000Z'],
      ],
    );
    assert.equal(credits[0]?.plan_reference, `Daily #${started.id}`);
    const row = await planRow(started.id);
    assert.equal(row.duration, 8);
    assert.equal(row.initial_duration, 10);
    assert.equal(row.total_returns_cents, 3704);
    assert.equal(row.last_accrued_on, '2030-01-03');
    assert.equal(await walletCents(ctx.app.db, user.id), 3704);

    const plans = await ctx.api.get('get-user-plans', { token: user.token });
    assert.deepEqual(plans.json().user_plans[0], {
      id: started.id,
      title: 'Daily',
      roi: 1.5,
      duration: 8,
      initial_duration: 10,
      amount: 1234.56,
      returns: 18.52,
      total_returns: 37.04,
      status: 'active',
      created_at: row.created_at.toISOString(),
      ends_on: '2030-01-11',
    });
  });

  it('is idempotent: running the same day again credits nothing', async () => {
    const user = await createUser(ctx.app.db);
    const plan = await createPlanRow(ctx.app.db, { duration: 30 });
    const started = await startPlanOn(ctx.app.db, {
      userId: user.id,
      adminId: admin.id,
      planId: plan.id,
      amount: 100,
      startedOn: '2030-02-01',
    });
    await runAccrual(ctx.app.db, '2030-02-02');
    const again = await runAccrual(ctx.app.db, '2030-02-02');
    assert.equal(again.earnings, 0);
    const earlier = await runAccrual(ctx.app.db, '2030-02-01');
    assert.equal(earlier.earnings, 0, 'an earlier day never re-credits');
    assert.equal((await creditsOf(started.id)).length, 1);
    assert.equal(await walletCents(ctx.app.db, user.id), 200);
    const accruals = await ctx.app.db
      .selectFrom('accruals')
      .selectAll()
      .where('user_plan_id', '=', started.id)
      .execute();
    assert.deepEqual(
      accruals.map((row) => row.accrual_day),
      ['2030-02-02'],
    );
  });

  it('catches up every missed day in one run', async () => {
    const user = await createUser(ctx.app.db);
    const plan = await createPlanRow(ctx.app.db, { duration: 30, roi: 1 });
    const started = await startPlanOn(ctx.app.db, {
      userId: user.id,
      adminId: admin.id,
      planId: plan.id,
      amount: 500,
      startedOn: '2030-03-01',
    });
    await runAccrual(ctx.app.db, '2030-03-02');
    const caughtUp = await runAccrual(ctx.app.db, '2030-03-07');
    assert.ok(caughtUp.earnings >= 5);
    const days = (
      await ctx.app.db
        .selectFrom('accruals')
        .select('accrual_day')
        .where('user_plan_id', '=', started.id)
        .execute()
    )
      .map((row) => row.accrual_day)
      .sort();
    assert.deepEqual(days, [
      '2030-03-02',
      '2030-03-03',
      '2030-03-04',
      '2030-03-05',
      '2030-03-06',
      '2030-03-07',
    ]);
    assert.equal((await planRow(started.id)).duration, 24);
    assert.equal(await walletCents(ctx.app.db, user.id), 6 * 500);
  });

  it('returns the capital at maturity and completes the plan, then credits nothing more', async () => {
    const user = await createUser(ctx.app.db);
    const plan = await createPlanRow(ctx.app.db, { title: 'Short', duration: 3, roi: 2 });
    const started = await startPlanOn(ctx.app.db, {
      userId: user.id,
      adminId: admin.id,
      planId: plan.id,
      amount: 200,
      startedOn: '2030-04-01',
    });
    const result = await runAccrual(ctx.app.db, '2030-04-10');
    assert.ok(result.completedPlans >= 1);
    const credits = await creditsOf(started.id);
    assert.deepEqual(
      credits.map((row) => [row.type, row.amount_cents, row.created_at.toISOString().slice(0, 10)]),
      [
        ['earnings', 400, '2030-04-02'],
        ['earnings', 400, '2030-04-03'],
        ['earnings', 400, '2030-04-04'],
        ['capital_return', 20_000, '2030-04-04'],
      ],
    );
    const row = await planRow(started.id);
    assert.equal(row.status, 'completed');
    assert.equal(row.duration, 0);
    assert.equal(row.total_returns_cents, 1200);
    assert.ok(row.completed_at);
    assert.equal(await walletCents(ctx.app.db, user.id), 20_000 + 1200);

    await runAccrual(ctx.app.db, '2030-05-01');
    assert.equal((await creditsOf(started.id)).length, 4);
    const stats = await ctx.api.get(`user-statictics/${user.id}`, { token: user.token });
    assert.deepEqual(stats.json(), {
      deposit_sum: 200,
      withdrawal_sum: 0,
      earnings_sum: 12,
      user_plans_count: 0,
      referral_signups: 0,
      referral_bonus_sum: 0,
    });
  });

  it('works through many plans in batches', async () => {
    const user = await createUser(ctx.app.db);
    const plan = await createPlanRow(ctx.app.db, { duration: 10, roi: 1 });
    const ids: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const started = await startPlanOn(ctx.app.db, {
        userId: user.id,
        adminId: admin.id,
        planId: plan.id,
        amount: 100,
        startedOn: '2031-01-01',
      });
      ids.push(started.id);
    }
    const result = await runAccrual(ctx.app.db, '2031-01-02', { batchSize: 2 });
    assert.ok(result.batches >= 3);
    for (const id of ids) assert.equal((await creditsOf(id)).length, 1);
    assert.equal(await walletCents(ctx.app.db, user.id), 5 * 100);
  });

  it('credits users of both partitions in small batches, each plan from its own last day', async () => {
    await runAccrual(ctx.app.db, '2035-02-28'); // the earlier tests' plans, so that only this test's remain due
    const plan = await createPlanRow(ctx.app.db, { duration: 30, roi: 1 });
    const users = await Promise.all(Array.from({ length: 5 }, () => createUser(ctx.app.db)));
    assert.ok(new Set(users.map((user) => user.id % 2)).size === 2, 'owners in both partitions');
    const plans: { id: number; userId: number; startedOn: string }[] = [];
    for (const [index, user] of users.entries()) {
      for (const startedOn of ['2035-03-01', index % 2 === 0 ? '2035-03-03' : '2035-03-02']) {
        const started = await startPlanOn(ctx.app.db, {
          userId: user.id,
          adminId: admin.id,
          planId: plan.id,
          amount: 100,
          startedOn,
        });
        plans.push({ id: started.id, userId: user.id, startedOn });
      }
    }
    const result = await runAccrual(ctx.app.db, '2035-03-04', { batchSize: 3 });
    assert.ok(result.batches >= 4, 'several batches in each partition');
    const daysAfter = (startedOn: string) => (Date.parse('2035-03-04') - Date.parse(startedOn)) / 86_400_000;
    for (const { id, startedOn } of plans) {
      const credited = (await creditsOf(id)).map((row) => row.created_at.toISOString().slice(0, 10));
      const expected = Array.from({ length: daysAfter(startedOn) }, (_, day) =>
        new Date(Date.parse(startedOn) + (day + 1) * 86_400_000).toISOString().slice(0, 10),
      );
      assert.deepEqual(credited, expected, `plan started on ${startedOn}`);
    }
    for (const user of users) {
      const days = plans.filter((row) => row.userId === user.id).map((row) => daysAfter(row.startedOn));
      assert.equal(await walletCents(ctx.app.db, user.id), days.reduce((sum, count) => sum + count, 0) * 100);
    }
    assert.equal(
      result.earnings,
      plans.reduce((sum, row) => sum + daysAfter(row.startedOn), 0),
    );
  });

  it('the scheduler accrues through today (UTC) at start, runs the daily jobs, and stops cleanly', async () => {
    const user = await createUser(ctx.app.db);
    const plan = await createPlanRow(ctx.app.db, { duration: 30, roi: 1 });
    const started = await startPlanOn(ctx.app.db, {
      userId: user.id,
      adminId: admin.id,
      planId: plan.id,
      amount: 100,
      startedOn: '2033-07-01',
    });
    const dailyRuns: Date[] = [];
    const logged: string[] = [];
    const log = {
      info: (_: unknown, message: string) => logged.push(message),
      error: () => logged.push('error'),
    };
    const scheduler = startScheduler({
      db: ctx.app.db,
      log: log as unknown as FastifyBaseLogger,
      now: () => new Date('2033-07-05T00:30:00Z'),
      dailyJobs: [{ name: 'probe', run: async (_db, now) => dailyRuns.push(now) }],
    });
    await scheduler.stop();
    assert.deepEqual(
      (await creditsOf(started.id)).map((row) => row.created_at.toISOString().slice(0, 10)),
      ['2033-07-02', '2033-07-03', '2033-07-04', '2033-07-05'],
    );
    assert.deepEqual(dailyRuns, [new Date('2033-07-05T00:30:00Z')]);
    assert.deepEqual(logged, ['job finished', 'job finished']);
  });

  it('refuses a day that is not a date', async () => {
    await assert.rejects(runAccrual(ctx.app.db, '2030-02-30'), /YYYY-MM-DD/);
    await assert.rejects(runAccrual(ctx.app.db, 'yesterday'), /YYYY-MM-DD/);
  });
});
