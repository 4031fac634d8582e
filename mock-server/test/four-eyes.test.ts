/**
 * Decisions §3, four eyes that one admin cannot get around: nobody approves, confirms or rejects anything
 * they requested or that concerns their own account; making a user an admin is itself a request another
 * admin approves (taking the role away stays immediate, never from the last admin); a suspended admin has
 * no admin powers.
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { createTestApp, type TestContext } from './helpers/app';
import {
  assertLedgerInvariant,
  countRows,
  createPlanRow,
  fundWallet,
  txReference,
  walletCents,
} from './helpers/money';
import { createUser, type TestUser } from './helpers/users';

describe('four eyes', () => {
  let ctx: TestContext;
  let alice: TestUser;
  let carol: TestUser;
  let planId: number;
  before(async () => {
    ctx = await createTestApp();
    alice = await createUser(ctx.app.db, { role: 'admin', level: 3 });
    carol = await createUser(ctx.app.db, { role: 'admin', level: 3 });
    planId = (await createPlanRow(ctx.app.db, { roi: 1, duration: 30 })).id;
  });
  afterEach(() => assertLedgerInvariant(ctx.app.db));
  after(() => ctx.close());

  const roleOf = async (user: TestUser) =>
    (await ctx.app.db.selectFrom('users').select('role').where('id', '=', user.id).executeTakeFirstOrThrow())
      .role;
  const pendingRoleRequest = async (user: TestUser) =>
    (
      (await ctx.api.get('role-requests?status=pending', { token: carol.token })).json()
        .role_requests as Array<{
        id: number;
        user_id: number;
      }>
    ).find((request) => request.user_id === user.id);
  const latestTransaction = async (user: TestUser) =>
    (await ctx.api.get('transactions', { token: user.token })).json().transactions[0] as { id: number };
  const expectForbidden = (
    response: { statusCode: number; json(): { message: string } },
    message: RegExp,
  ) => {
    assert.equal(response.statusCode, 403, response.json().message);
    assert.match(response.json().message, message);
  };

  it('one admin cannot make an account of theirs an admin: it is a request another admin approves', async () => {
    const sidekick = await createUser(ctx.app.db, { level: 3 });
    const switched = await ctx.api.post(`switch-role/${sidekick.id}`, undefined, { token: alice.token });
    assert.equal(switched.statusCode, 200);
    assert.match(switched.json().message, /another administrator must approve/);
    assert.equal(await roleOf(sidekick), 'user');
    assert.equal((await ctx.api.get('users', { token: sidekick.token })).statusCode, 403);

    const request = await pendingRoleRequest(sidekick);
    assert.ok(request);
    // A second request for the same user waits behind the first.
    assert.equal(
      (await ctx.api.post(`switch-role/${sidekick.id}`, undefined, { token: carol.token })).statusCode,
      409,
    );
    expectForbidden(
      await ctx.api.post(`approve-role-request/${request.id}`, undefined, { token: alice.token }),
      /You made this request/,
    );
    assert.equal(
      (await ctx.api.post(`approve-role-request/${request.id}`, undefined, { token: sidekick.token }))
        .statusCode,
      403,
    );
    assert.equal(await roleOf(sidekick), 'user');

    const approved = await ctx.api.post(`approve-role-request/${request.id}`, undefined, {
      token: carol.token,
    });
    assert.equal(approved.statusCode, 200);
    assert.equal(approved.json().message, `${sidekick.username} is now an administrator.`);
    assert.equal(await roleOf(sidekick), 'admin');
    assert.equal(
      (await ctx.api.post(`approve-role-request/${request.id}`, undefined, { token: carol.token }))
        .statusCode,
      409,
    );
    const audit = await ctx.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('target_type', '=', 'user')
      .where('target_id', '=', String(sidekick.id))
      .orderBy('id')
      .execute();
    assert.deepEqual(
      audit.map((row) => [row.action, row.actor_id]),
      [
        ['user.request_admin', alice.id],
        ['user.switch_role', carol.id],
      ],
    );
    // Taking the role away is immediate.
    const demoted = await ctx.api.post(`switch-role/${sidekick.id}`, undefined, { token: alice.token });
    assert.equal(demoted.statusCode, 200);
    assert.equal(await roleOf(sidekick), 'user');
  });

  it('a promotion request can be rejected by another admin, never by the one who asked', async () => {
    const user = await createUser(ctx.app.db);
    await ctx.api.post(`switch-role/${user.id}`, undefined, { token: alice.token });
    const request = await pendingRoleRequest(user);
    assert.ok(request);
    expectForbidden(
      await ctx.api.post(`reject-role-request/${request.id}`, {}, { token: alice.token }),
      /You made this request/,
    );
    const rejected = await ctx.api.post(
      `reject-role-request/${request.id}`,
      { reason: 'Not staff' },
      { token: carol.token },
    );
    assert.equal(rejected.statusCode, 200);
    assert.equal(await roleOf(user), 'user');
    const [listed] = (await ctx.api.get('role-requests?status=rejected', { token: carol.token }))
      .json()
      .role_requests.filter((row: { user_id: number }) => row.user_id === user.id);
    assert.equal(listed.decided_by, carol.username);
    assert.equal(listed.decision_note, 'Not staff');
  });

  it('an admin cannot approve a bonus or fee for their own account, even one another admin requested', async () => {
    const bonus = await ctx.api.post(
      `give-bonus/${carol.id}`,
      { bonus: 50_000, reason: 'Loyalty' },
      { token: alice.token },
    );
    assert.equal(bonus.statusCode, 200);
    const [request] = (await ctx.api.get('adjustments?status=pending', { token: carol.token }))
      .json()
      .adjustments.filter((row: { user_id: number }) => row.user_id === carol.id);
    expectForbidden(
      await ctx.api.post(`approve-adjustment/${request.id}`, undefined, { token: carol.token }),
      /for your own account/,
    );
    expectForbidden(
      await ctx.api.post(`reject-adjustment/${request.id}`, {}, { token: carol.token }),
      /for your own account/,
    );
    assert.equal(await walletCents(ctx.app.db, carol.id), 0);
    // A third admin may decide it.
    const third = await createUser(ctx.app.db, { role: 'admin' });
    assert.equal(
      (await ctx.api.post(`reject-adjustment/${request.id}`, {}, { token: third.token })).statusCode,
      200,
    );
  });

  it('an admin cannot confirm or reject their own withdrawal or deposit', async () => {
    await fundWallet(ctx.app.db, alice.id, 100_000);
    await ctx.api.post(
      'withdraw',
      { amount: 500, address: 'bc1qadminpayoutaddress00', payment_method: 'bitcoin' },
      { token: alice.token },
    );
    const withdrawal = await latestTransaction(alice);
    expectForbidden(
      await ctx.api.post(`confirm-transaction/${withdrawal.id}`, undefined, { token: alice.token }),
      /your own withdrawal/,
    );
    expectForbidden(
      await ctx.api.post(`reject-transaction/${withdrawal.id}`, { reason: 'x' }, { token: alice.token }),
      /your own withdrawal/,
    );
    assert.equal(
      (await ctx.api.post(`confirm-transaction/${withdrawal.id}`, undefined, { token: carol.token }))
        .statusCode,
      200,
    );

    const deposited = await ctx.api.post(
      'deposit',
      { plan_id: planId, transaction_id: txReference(), payment_method: 'bitcoin', amount: 5_000 },
      { token: alice.token },
    );
    assert.equal(deposited.statusCode, 200);
    const deposit = await latestTransaction(alice);
    expectForbidden(
      await ctx.api.post(`confirm-transaction/${deposit.id}`, undefined, { token: alice.token }),
      /your own deposit/,
    );
    assert.equal(await countRows(ctx.app.db, 'user_plans'), 0);
  });

  it('an admin cannot buy a plan for their own account', async () => {
    const transactions = await countRows(ctx.app.db, 'transactions');
    expectForbidden(
      await ctx.api.post(
        'admin-deposit',
        { user_id: alice.id, plan_id: planId, amount: 5_000, payment_method: 'bitcoin' },
        { token: alice.token },
      ),
      /your own account/,
    );
    assert.equal(await countRows(ctx.app.db, 'transactions'), transactions);
  });

  it('a suspended admin has no admin powers', async () => {
    const mallory = await createUser(ctx.app.db, { role: 'admin' });
    const customer = await createUser(ctx.app.db, { level: 3 });
    await fundWallet(ctx.app.db, customer.id, 10_000);
    await ctx.api.post(
      'withdraw',
      { amount: 50, address: 'bc1qcustomerpayout000', payment_method: 'bitcoin' },
      { token: customer.token },
    );
    const withdrawal = await latestTransaction(customer);
    assert.equal(
      (await ctx.api.post(`suspend-user/${mallory.id}`, undefined, { token: carol.token })).statusCode,
      200,
    );
    for (const response of [
      await ctx.api.get('users', { token: mallory.token }),
      await ctx.api.post(`confirm-transaction/${withdrawal.id}`, undefined, { token: mallory.token }),
      await ctx.api.post(`switch-role/${customer.id}`, undefined, { token: mallory.token }),
      await ctx.api.post(`suspend-user/${carol.id}`, undefined, { token: mallory.token }),
    ]) {
      expectForbidden(response, /suspended/);
    }
    assert.equal(await roleOf(customer), 'user');
  });

  it('never removes the last admin with powers: suspended admins do not count', async () => {
    const fresh = await createTestApp();
    try {
      const only = await createUser(fresh.app.db, { role: 'admin' });
      const suspended = await createUser(fresh.app.db, { role: 'admin', suspended: true });
      const response = await fresh.api.post(`switch-role/${only.id}`, undefined, { token: only.token });
      assert.equal(response.statusCode, 400);
      assert.match(response.json().message, /last administrator/);
      // Stepping down is fine once another admin with powers exists.
      await fresh.app.db
        .updateTable('users')
        .set({ suspended: false })
        .where('id', '=', suspended.id)
        .execute();
      assert.equal(
        (await fresh.api.post(`switch-role/${only.id}`, undefined, { token: only.token })).statusCode,
        200,
      );
    } finally {
      await fresh.close();
    }
  });
});
