import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestContext } from './helpers/app';
import { startPlanOn } from './helpers/money';
import { createUser, type TestUser } from './helpers/users';

describe('plans', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let user: TestUser;
  before(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx.app.db, { role: 'admin' });
    user = await createUser(ctx.app.db);
  });
  after(() => ctx.close());

  const gold = { title: 'Gold', roi: 1.25, duration: 30, min_amount: 50, max_amount: 5000.5 };
  const plans = async () => (await ctx.api.get('plans')).json().plans as Array<Record<string, unknown>>;
  const auditActions = async (planId: number) =>
    (
      await ctx.app.db
        .selectFrom('audit_log')
        .select(['action', 'actor_id'])
        .where('target_type', '=', 'plan')
        .where('target_id', '=', String(planId))
        .orderBy('id')
        .execute()
    ).map((row) => [row.action, row.actor_id]);

  it('lets an admin create a plan that anyone can list, in dollars, and audits it', async () => {
    const response = await ctx.api.post('create-plan', gold, { token: admin.token });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { message: 'Plan created successfully.' });
    const listed = await plans();
    assert.equal(listed.length, 1);
    const [plan] = listed;
    assert.deepEqual({ ...plan, id: 0 }, { id: 0, ...gold });
    assert.deepEqual(await auditActions(Number(plan?.id)), [['plan.create', admin.id]]);
  });

  it('validates plan fields with clear messages and writes nothing', async () => {
    const before = await plans();
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...gold, title: '  ' }, /Title is required/],
      [{ ...gold, roi: 0 }, /ROI must be greater than zero/],
      [{ ...gold, duration: 2.5 }, /whole number of days/],
      [{ ...gold, min_amount: 100, max_amount: 50 }, /Maximum amount must not be below the minimum amount/],
      [{ ...gold, min_amount: 0.01, roi: 0.1 }, /too small to earn a cent a day/],
    ];
    for (const [body, message] of cases) {
      const response = await ctx.api.post('create-plan', body, { token: admin.token });
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.match(response.json().message, message);
    }
    assert.deepEqual(await plans(), before);
  });

  it('edits a plan: new purchases get the new terms, running plans keep theirs', async () => {
    const [plan] = await plans();
    const planId = Number(plan?.id);
    const running = await startPlanOn(ctx.app.db, {
      userId: user.id,
      adminId: admin.id,
      planId,
      amount: 100,
      startedOn: '2030-01-01',
    });
    const edited = { ...gold, title: 'Gold+', roi: 2 };
    const response = await ctx.api.post(`edit-plan/${planId}`, edited, { token: admin.token });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { message: 'Plan updated successfully.' });
    assert.deepEqual(await plans(), [{ id: planId, ...edited }]);
    const mine = (await ctx.api.get('get-user-plans', { token: user.token })).json().user_plans;
    assert.equal(mine[0].id, running.id);
    assert.equal(mine[0].title, 'Gold');
    assert.equal(mine[0].roi, 1.25);
    const missing = await ctx.api.post('edit-plan/999999', edited, { token: admin.token });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().message, 'This plan does not exist or is no longer offered.');
  });

  it('soft-deletes a plan: it leaves the list, active user plans keep running, and it is audited', async () => {
    const [plan] = await plans();
    const planId = Number(plan?.id);
    const response = await ctx.api.post(`delete-plan/${planId}`, undefined, { token: admin.token });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { message: 'Plan deleted successfully.' });
    assert.deepEqual(await plans(), []);
    const mine = (await ctx.api.get('get-user-plans', { token: user.token })).json().user_plans;
    assert.equal(mine[0].status, 'active');
    const again = await ctx.api.post(`delete-plan/${planId}`, undefined, { token: admin.token });
    assert.equal(again.statusCode, 404);
    const editDeleted = await ctx.api.post(`edit-plan/${planId}`, gold, { token: admin.token });
    assert.equal(editDeleted.statusCode, 404);
    assert.deepEqual(await auditActions(planId), [
      ['plan.create', admin.id],
      ['plan.edit', admin.id],
      ['plan.delete', admin.id],
    ]);
  });

  it('refuses plan changes to users and guests', async () => {
    assert.equal((await ctx.api.post('create-plan', gold, { token: user.token })).statusCode, 403);
    assert.equal((await ctx.api.post('create-plan', gold)).statusCode, 401);
    assert.deepEqual(await plans(), []);
  });
});
