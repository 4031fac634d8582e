/**
 * Decisions §2: plan terms are fixed at purchase, and only valid plans (roi a decimal of at most 4 places in
 * (0, 100], a minimum that earns at least a cent a day) are offered or bought.
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { createTestApp, type TestContext } from './helpers/app';
import { assertLedgerInvariant, countRows, createPlanRow, txReference } from './helpers/money';
import { createUser, type TestUser } from './helpers/users';

describe('plan terms and valid plans', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let user: TestUser;
  before(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx.app.db, { role: 'admin' });
    user = await createUser(ctx.app.db);
  });
  afterEach(() => assertLedgerInvariant(ctx.app.db));
  after(() => ctx.close());

  const gold = { title: 'Gold', roi: 2, duration: 30, min_amount: 50, max_amount: 5000 };
  const planNamed = async (title: string) =>
    ((await ctx.api.get('plans')).json().plans as Array<{ id: number; title: string; roi: number }>).find(
      (plan) => plan.title === title,
    );
  const buy = (planId: number, amount: number) =>
    ctx.api.post(
      'deposit',
      { plan_id: planId, transaction_id: txReference(), payment_method: 'bitcoin', amount },
      { token: user.token },
    );
  const pendingDeposit = async () =>
    (await ctx.api.get('transactions', { token: user.token })).json().transactions[0] as { id: number };
  const userPlanOfDeposit = (depositId: number) =>
    ctx.app.db
      .selectFrom('user_plans')
      .selectAll()
      .where('deposit_id', '=', depositId)
      .executeTakeFirstOrThrow();

  it('confirms a deposit on the terms it was bought on, even after the plan was edited to 0.0001 %', async () => {
    assert.equal((await ctx.api.post('create-plan', gold, { token: admin.token })).statusCode, 200);
    const plan = await planNamed('Gold');
    assert.ok(plan);
    assert.equal((await buy(plan.id, 1000)).statusCode, 200);
    const bought = await pendingDeposit();

    const cheaper = { title: 'Gold (new)', roi: 0.0001, duration: 1, min_amount: 5000, max_amount: 9000 };
    assert.equal(
      (await ctx.api.post(`edit-plan/${plan.id}`, cheaper, { token: admin.token })).statusCode,
      200,
    );
    const confirmed = await ctx.api.post(`confirm-transaction/${bought.id}`, undefined, {
      token: admin.token,
    });
    assert.equal(confirmed.statusCode, 200);

    const started = await userPlanOfDeposit(bought.id);
    assert.equal(started.title, 'Gold');
    assert.equal(Number(started.roi), 2);
    assert.equal(started.duration, 30);
    assert.equal(started.initial_duration, 30);
    assert.equal(started.returns_cents, 2_000); // $1,000 × 2 %
    const listed = (await ctx.api.get('get-user-plans', { token: user.token })).json().user_plans[0];
    assert.equal(listed.roi, 2);
    assert.equal(listed.returns, 20);

    // A purchase after the edit is on the new terms.
    assert.equal((await buy(plan.id, 5000)).statusCode, 200);
    const later = await pendingDeposit();
    await ctx.api.post(`confirm-transaction/${later.id}`, undefined, { token: admin.token });
    const newer = await userPlanOfDeposit(later.id);
    assert.deepEqual(
      [newer.title, Number(newer.roi), newer.duration, newer.returns_cents],
      ['Gold (new)', 0.0001, 1, 1],
    );
  });

  it('keeps the terms through a plan retired after the purchase', async () => {
    await ctx.api.post('create-plan', { ...gold, title: 'Retired' }, { token: admin.token });
    const plan = await planNamed('Retired');
    assert.ok(plan);
    await buy(plan.id, 100);
    const bought = await pendingDeposit();
    await ctx.api.post(`delete-plan/${plan.id}`, undefined, { token: admin.token });
    assert.equal(
      (await ctx.api.post(`confirm-transaction/${bought.id}`, undefined, { token: admin.token })).statusCode,
      200,
    );
    const started = await userPlanOfDeposit(bought.id);
    assert.deepEqual([started.title, Number(started.roi), started.returns_cents], ['Retired', 2, 200]);
  });

  it('refuses a roi that is not a decimal of at most 4 places in (0, 100] with a clear 400, never a 500', async () => {
    const cases: Array<[unknown, string]> = [
      [1e-7, 'ROI may have at most 4 decimals'],
      ['1e-7', 'ROI must be a number'],
      ['0.00001', 'ROI may have at most 4 decimals'],
      [1.23456, 'ROI may have at most 4 decimals'],
      [0, 'ROI must be greater than zero'],
      [-2, 'ROI must be greater than zero'],
      [100.0001, 'ROI may be at most 100% a day'],
      [1e21, 'ROI may be at most 100% a day'],
      ['abc', 'ROI must be a number'],
      [null, 'ROI must be a number'],
      [true, 'ROI must be a number'],
    ];
    const plansBefore = await countRows(ctx.app.db, 'audit_log');
    for (const [roi, message] of cases) {
      const response = await ctx.api.post(
        'create-plan',
        { ...gold, title: 'Bad', roi },
        { token: admin.token },
      );
      assert.equal(response.statusCode, 400, `roi ${String(roi)}`);
      assert.match(response.json().message, new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    }
    assert.equal(await countRows(ctx.app.db, 'audit_log'), plansBefore);
    assert.equal(await planNamed('Bad'), undefined);
  });

  it('stores a roi exactly as typed, as text or as a number, up to 4 decimals and 100 %', async () => {
    for (const [title, roi, expected] of [
      ['Text roi', '1.2345', 1.2345],
      ['Tiny roi', 0.0001, 0.0001],
      ['Full roi', '100', 100],
    ] as const) {
      const body = { ...gold, title, roi, min_amount: 5000, max_amount: 9000 };
      const response = await ctx.api.post('create-plan', body, { token: admin.token });
      assert.equal(response.statusCode, 200, title);
      assert.equal((await planNamed(title))?.roi, expected);
    }
    const stored = await ctx.app.db
      .selectFrom('plans')
      .select('roi')
      .where('title', '=', 'Text roi')
      .executeTakeFirstOrThrow();
    assert.equal(stored.roi, '1.2345');
  });

  it('refuses a plan whose minimum would earn 0 cents a day, and accepts one that rounds up to a cent', async () => {
    // $499.99 at 0.001 % = 0.49999 cents a day → 0: refused. $500 = 0.5 cents → rounds half up to 1: accepted.
    const refused = await ctx.api.post(
      'create-plan',
      { ...gold, title: 'Zero', roi: 0.001, min_amount: 499.99 },
      { token: admin.token },
    );
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().message, 'The minimum amount is too small to earn a cent a day at this ROI.');
    const edge = await ctx.api.post(
      'create-plan',
      { ...gold, title: 'Edge', roi: 0.001, min_amount: 500 },
      { token: admin.token },
    );
    assert.equal(edge.statusCode, 200);
  });

  it('never starts a plan paying 0 cents a day, even on a plan written before the rules', async () => {
    // A plan the old validation let through: $1 minimum at 0.1 % earns a tenth of a cent a day.
    const legacy = await createPlanRow(ctx.app.db, {
      title: 'Legacy',
      roi: 0.1,
      minCents: 100,
      maxCents: 100_000,
    });
    const transactions = await countRows(ctx.app.db, 'transactions');
    const refused = await buy(legacy.id, 1);
    assert.equal(refused.statusCode, 400);
    assert.match(refused.json().message, /less than a cent a day/);
    const forUser = await ctx.api.post(
      'admin-deposit',
      { user_id: user.id, plan_id: legacy.id, amount: 1, payment_method: 'bitcoin' },
      { token: admin.token },
    );
    assert.equal(forUser.statusCode, 400);
    assert.equal(await countRows(ctx.app.db, 'transactions'), transactions);
    // An amount that earns a cent a day on the same plan is fine.
    assert.equal((await buy(legacy.id, 10)).statusCode, 200);

    // A deposit recorded with 0-cent terms (before migration 011's rules) cannot be confirmed: only rejected.
    const old = await pendingDeposit();
    await sql`UPDATE transactions SET amount_cents = 100 WHERE id = ${old.id}`.execute(ctx.app.db);
    const confirm = await ctx.api.post(`confirm-transaction/${old.id}`, undefined, { token: admin.token });
    assert.equal(confirm.statusCode, 400);
    assert.match(confirm.json().message, /less than a cent a day/);
    assert.equal((await pendingDeposit()).id, old.id);
    assert.equal(
      (await ctx.app.db.selectFrom('user_plans').select('id').where('deposit_id', '=', old.id).execute())
        .length,
      0,
    );
  });
});
