/**
 * The database rules behind the accrual (decisions §2): references of transactions and ledger entries are
 * foreign keys (again since migration 025), referenced rows are kept with their keys, and a plan is credited
 * at most once per day even if the job's own bookkeeping were wrong. Each refusal leaves nothing written.
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { runAccrual } from '../src/jobs/accrual';
import { createTestApp, type TestContext } from './helpers/app';
import { assertLedgerInvariant, countRows, createPlanRow, fundWallet, startPlanOn } from './helpers/money';
import { createUser, type TestUser } from './helpers/users';

const FOREIGN_KEY_VIOLATION = '23503';

const failsWith =
  (code: string, message?: RegExp) =>
  (error: unknown): boolean => {
    assert.ok(typeof error === 'object' && error !== null && 'code' in error, 'a database error');
    assert.equal(error.code, code);
    if (message) assert.match(String((error as { message?: unknown }).message), message);
    return true;
  };

describe('accrual integrity rules', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let owner: TestUser;
  let stranger: TestUser;
  before(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx.app.db, { role: 'admin' });
    owner = await createUser(ctx.app.db);
    stranger = await createUser(ctx.app.db);
  });
  afterEach(() => assertLedgerInvariant(ctx.app.db));
  after(() => ctx.close());

  const bonusFor = (userId: number) =>
    ctx.app.db
      .insertInto('transactions')
      .values({ user_id: userId, type: 'bonus', status: 'confirmed', amount_cents: 500, reason: 'test' })
      .returning('id')
      .executeTakeFirstOrThrow();

  it('refuses a transaction for a user, plan, related transaction or decider that does not exist', async () => {
    const before = await countRows(ctx.app.db, 'transactions');
    const base = { type: 'bonus', status: 'confirmed', amount_cents: 100 } as const;
    await assert.rejects(
      ctx.app.db
        .insertInto('transactions')
        .values({ ...base, user_id: 999_999 })
        .execute(),
      failsWith(FOREIGN_KEY_VIOLATION, /transactions_user_id_fkey/),
    );
    await assert.rejects(
      ctx.app.db
        .insertInto('transactions')
        .values({ ...base, user_id: owner.id, plan_id: 999_999 })
        .execute(),
      failsWith(FOREIGN_KEY_VIOLATION, /transactions_plan_id_fkey/),
    );
    await assert.rejects(
      ctx.app.db
        .insertInto('transactions')
        .values({ ...base, user_id: owner.id, related_id: 999_999 })
        .execute(),
      failsWith(FOREIGN_KEY_VIOLATION, /transactions_related_id_fkey/),
    );
    // Many rows in one statement: one bad row refuses them all.
    await assert.rejects(
      ctx.app.db
        .insertInto('transactions')
        .values([
          { ...base, user_id: owner.id },
          { ...base, user_id: owner.id, decided_by: 999_999 },
        ])
        .execute(),
      failsWith(FOREIGN_KEY_VIOLATION, /transactions_decided_by_fkey/),
    );
    assert.equal(await countRows(ctx.app.db, 'transactions'), before);
  });

  it('refuses an update that points a transaction at a decider that does not exist', async () => {
    const bonus = await bonusFor(owner.id);
    await assert.rejects(
      ctx.app.db
        .updateTable('transactions')
        .set({ decided_by: 999_999 })
        .where('id', '=', bonus.id)
        .execute(),
      failsWith(FOREIGN_KEY_VIOLATION),
    );
    await ctx.app.db
      .updateTable('transactions')
      .set({ decided_by: admin.id })
      .where('id', '=', bonus.id)
      .execute();
    const row = await ctx.app.db
      .selectFrom('transactions')
      .select('decided_by')
      .where('id', '=', bonus.id)
      .executeTakeFirstOrThrow();
    assert.equal(row.decided_by, admin.id);
  });

  it("refuses a ledger entry for a missing transaction or for another user's transaction", async () => {
    const before = await countRows(ctx.app.db, 'ledger_entries');
    const ownersBonus = await bonusFor(owner.id);
    await assert.rejects(
      ctx.app.db
        .insertInto('ledger_entries')
        .values({ user_id: owner.id, transaction_id: 999_999, amount_cents: 500 })
        .execute(),
      failsWith(FOREIGN_KEY_VIOLATION, /ledger_entries_transaction_fkey/),
    );
    await assert.rejects(
      ctx.app.db
        .insertInto('ledger_entries')
        .values({ user_id: stranger.id, transaction_id: ownersBonus.id, amount_cents: 500 })
        .execute(),
      failsWith(FOREIGN_KEY_VIOLATION),
    );
    assert.equal(await countRows(ctx.app.db, 'ledger_entries'), before);
  });

  it('keeps the rows others refer to: no deletion, no change of key', async () => {
    await fundWallet(ctx.app.db, owner.id, 1_000);
    const plan = await createPlanRow(ctx.app.db);
    const bonus = await bonusFor(owner.id);
    const refused = failsWith(FOREIGN_KEY_VIOLATION, /never deleted/);
    await assert.rejects(ctx.app.db.deleteFrom('users').where('id', '=', stranger.id).execute(), refused);
    await assert.rejects(ctx.app.db.deleteFrom('plans').where('id', '=', plan.id).execute(), refused);
    await assert.rejects(ctx.app.db.deleteFrom('transactions').where('id', '=', bonus.id).execute(), refused);
    await assert.rejects(sql`TRUNCATE transactions CASCADE`.execute(ctx.app.db), refused);
    await assert.rejects(
      ctx.app.db
        .updateTable('transactions')
        .set({ user_id: stranger.id })
        .where('id', '=', bonus.id)
        .execute(),
      refused,
    );
    await assert.rejects(
      sql`UPDATE users SET id = id + 1000000 WHERE id = ${stranger.id}`.execute(ctx.app.db),
      refused,
    );
    // Other changes to these rows go on as before.
    await ctx.app.db
      .updateTable('transactions')
      .set({ status: 'failed' })
      .where('id', '=', bonus.id)
      .execute();
    await ctx.app.db.updateTable('plans').set({ deleted_at: new Date() }).where('id', '=', plan.id).execute();
    assert.equal(
      (await ctx.app.db.selectFrom('users').select('id').where('id', '=', stranger.id).executeTakeFirst())
        ?.id,
      stranger.id,
    );
  });

  it('refuses a second earnings row for the same plan and day, whatever the job believed', async () => {
    const plan = await createPlanRow(ctx.app.db, { title: 'Once', duration: 10 });
    const started = await startPlanOn(ctx.app.db, {
      userId: owner.id,
      adminId: admin.id,
      planId: plan.id,
      amount: 100,
      startedOn: '2034-01-01',
    });
    await runAccrual(ctx.app.db, '2034-01-02');
    const earnings = () =>
      ctx.app.db
        .selectFrom('transactions')
        .select(['id', 'accrual_day'])
        .where('user_plan_id', '=', started.id)
        .where('type', '=', 'earnings')
        .execute();
    assert.deepEqual(
      (await earnings()).map((row) => row.accrual_day),
      ['2034-01-02'],
    );
    // Rewind the plan's bookkeeping as a bug would: the unique key still refuses to credit the day again,
    // the plan's batch (earnings, ledger, wallet, plan) rolls back, and the job reports the plan as skipped.
    await ctx.app.db
      .updateTable('user_plans')
      .set({ last_accrued_on: null, duration: 10 })
      .where('id', '=', started.id)
      .execute();
    const ledgerBefore = await countRows(ctx.app.db, 'ledger_entries');
    const result = await runAccrual(ctx.app.db, '2034-01-02');
    const skipped = result.skipped.find((plan) => plan.userPlanId === started.id);
    assert.match(skipped?.reason ?? '', /transactions_accrual_key/);
    assert.equal((await earnings()).length, 1);
    assert.equal(await countRows(ctx.app.db, 'ledger_entries'), ledgerBefore);
    const accruals = await ctx.app.db
      .selectFrom('accruals')
      .select(['accrual_day', 'transaction_id'])
      .where('user_plan_id', '=', started.id)
      .execute();
    assert.deepEqual(accruals, [{ accrual_day: '2034-01-02', transaction_id: (await earnings())[0]?.id }]);
  });
});
