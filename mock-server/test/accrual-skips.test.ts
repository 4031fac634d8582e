/**
 * One plan that cannot be credited never stops the accrual of the others (decisions §2): it is skipped,
 * reported in the result, logged by the scheduler, and tried again on the next run.
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { runAccrual } from '../src/jobs/accrual';
import { startScheduler } from '../src/jobs/scheduler';
import { createTestApp, type TestContext } from './helpers/app';
import { assertLedgerInvariant, createPlanRow, startPlanOn, walletCents } from './helpers/money';
import { createUser, type TestUser } from './helpers/users';

/** The largest wallet PostgreSQL's bigint holds, minus a little: one more day of earnings overflows it. */
const NEARLY_FULL_WALLET = 9_223_372_036_854_775_707n;

describe('accrual: a plan that cannot be credited', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let planId: number;
  before(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx.app.db, { role: 'admin' });
    planId = (await createPlanRow(ctx.app.db, { roi: 1, duration: 30 })).id;
  });
  afterEach(() => assertLedgerInvariant(ctx.app.db));
  after(() => ctx.close());

  /** `count` users whose ids have the same parity: the same accrual partition, so the same batches. */
  const usersInOnePartition = async (count: number) => {
    const users: TestUser[] = [];
    while (users.length < count) {
      const user = await createUser(ctx.app.db);
      if (users.length === 0 || user.id % 2 === (users[0]?.id ?? 0) % 2) users.push(user);
    }
    return users;
  };
  const startOn = (user: TestUser, startedOn: string) =>
    startPlanOn(ctx.app.db, { userId: user.id, adminId: admin.id, planId, amount: 100, startedOn });
  const creditedDays = async (userPlanId: number) =>
    (
      await ctx.app.db
        .selectFrom('transactions')
        .select('accrual_day')
        .where('user_plan_id', '=', userPlanId)
        .where('type', '=', 'earnings')
        .orderBy('accrual_day')
        .execute()
    ).map((row) => row.accrual_day);

  it('a plan paying 0 cents a day (written before the rule) is skipped and reported; the others are paid', async () => {
    const [first, legacy, last] = await usersInOnePartition(3);
    assert.ok(first && legacy && last);
    const before = await startOn(first, '2040-01-01');
    const zero = await startOn(legacy, '2040-01-01');
    const behind = await startOn(last, '2040-01-01');
    // A row as the old code could write it: migration 012's check is NOT VALID, so such rows stay.
    await sql`ALTER TABLE user_plans DROP CONSTRAINT user_plans_pays_a_cent`.execute(ctx.app.db);
    await ctx.app.db.updateTable('user_plans').set({ returns_cents: 0 }).where('id', '=', zero.id).execute();
    await sql`ALTER TABLE user_plans ADD CONSTRAINT user_plans_pays_a_cent CHECK (returns_cents > 0) NOT VALID`.execute(
      ctx.app.db,
    );

    const result = await runAccrual(ctx.app.db, '2040-01-03', { batchSize: 3 });
    assert.deepEqual(result.skipped, [
      {
        userPlanId: zero.id,
        userId: legacy.id,
        reason: 'its daily return is 0 cents: a plan must pay at least a cent a day',
      },
    ]);
    assert.deepEqual(await creditedDays(before.id), ['2040-01-02', '2040-01-03']);
    assert.deepEqual(await creditedDays(behind.id), ['2040-01-02', '2040-01-03']);
    assert.deepEqual(await creditedDays(zero.id), []);
    assert.equal(await walletCents(ctx.app.db, legacy.id), 0);

    // Reported again on the next run (and the others keep being paid).
    const next = await runAccrual(ctx.app.db, '2040-01-04', { batchSize: 3 });
    assert.deepEqual(
      next.skipped.map((plan) => plan.userPlanId),
      [zero.id],
    );
    assert.equal((await creditedDays(behind.id)).length, 3);
    // A new user plan can never be written with a 0-cent return.
    await assert.rejects(
      ctx.app.db.updateTable('user_plans').set({ returns_cents: 0 }).where('id', '=', behind.id).execute(),
      /user_plans_pays_a_cent/,
    );
  });

  it('a batch that fails on one plan is credited plan by plan: only that plan is skipped', async () => {
    const [first, full, last] = await usersInOnePartition(3);
    assert.ok(first && full && last);
    const before = await startOn(first, '2041-05-01');
    const stuck = await startOn(full, '2041-05-01');
    const behind = await startOn(last, '2041-05-01');
    // A wallet one day's earnings from the largest amount the database can hold.
    await ctx.app.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ id: number }>`
        INSERT INTO transactions (user_id, type, status, amount_cents, reason)
        VALUES (${full.id}, 'bonus', 'confirmed', ${NEARLY_FULL_WALLET.toString()}::bigint, 'test: a full wallet')
        RETURNING id`.execute(trx);
      await sql`
        INSERT INTO ledger_entries (user_id, transaction_id, amount_cents)
        VALUES (${full.id}, ${rows[0]?.id}, ${NEARLY_FULL_WALLET.toString()}::bigint)`.execute(trx);
      await sql`UPDATE users SET wallet_cents = ${NEARLY_FULL_WALLET.toString()}::bigint WHERE id = ${full.id}`.execute(
        trx,
      );
    });

    const result = await runAccrual(ctx.app.db, '2041-05-03', { batchSize: 3 });
    // (The previous test's 0-cent plan is still reported too.)
    const ours = result.skipped.filter((plan) => [before.id, stuck.id, behind.id].includes(plan.userPlanId));
    assert.equal(ours.length, 1);
    assert.equal(ours[0]?.userPlanId, stuck.id);
    assert.equal(ours[0]?.userId, full.id);
    assert.match(ours[0]?.reason ?? '', /out of range/);
    assert.deepEqual(await creditedDays(before.id), ['2041-05-02', '2041-05-03']);
    assert.deepEqual(await creditedDays(behind.id), ['2041-05-02', '2041-05-03']);
    assert.deepEqual(await creditedDays(stuck.id), []);
    assert.equal(await walletCents(ctx.app.db, first.id), 200);
    assert.equal(await walletCents(ctx.app.db, last.id), 200);

    // The scheduler says so in its log, and still finishes the job.
    const warnings: unknown[] = [];
    const logged: string[] = [];
    const log = {
      info: (_: unknown, message: string) => logged.push(message),
      warn: (details: unknown) => warnings.push(details),
      error: () => logged.push('error'),
    };
    const scheduler = startScheduler({
      db: ctx.app.db,
      log: log as unknown as FastifyBaseLogger,
      now: () => new Date('2041-05-04T01:00:00Z'),
    });
    await scheduler.stop();
    assert.ok(
      warnings.some(
        (details) => (details as { userPlanId?: number }).userPlanId === stuck.id,
        'the skipped plan is logged as a warning',
      ),
    );
    assert.deepEqual(logged, ['job finished']);
    assert.deepEqual(await creditedDays(behind.id), ['2041-05-02', '2041-05-03', '2041-05-04']);
  });
});
