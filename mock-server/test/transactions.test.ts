import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestContext } from './helpers/app';
import { createPlanRow, fundWallet, txReference } from './helpers/money';
import { createUser, type TestUser } from './helpers/users';

describe('transaction lists and admin-only money calls', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let user: TestUser;
  let other: TestUser;
  let planId: number;
  before(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx.app.db, { role: 'admin' });
    user = await createUser(ctx.app.db, { level: 2 });
    other = await createUser(ctx.app.db);
    planId = (await createPlanRow(ctx.app.db)).id;
    await fundWallet(ctx.app.db, user.id, 100_000);
    for (let index = 0; index < 5; index += 1) {
      await ctx.api.post(
        'deposit',
        { plan_id: planId, transaction_id: txReference(), payment_method: 'solana', amount: 100 + index },
        { token: user.token },
      );
    }
    await ctx.api.post(
      'withdraw',
      { amount: 10, address: 'So1anaPayoutAddress123', payment_method: 'solana' },
      { token: user.token },
    );
    await ctx.api.post(
      'deposit',
      { plan_id: planId, transaction_id: txReference(), payment_method: 'bitcoin', amount: 60 },
      { token: other.token },
    );
  });
  after(() => ctx.close());

  it("lists only the caller's transactions, newest first, in the contract's shape", async () => {
    const response = await ctx.api.get('transactions', { token: user.token });
    assert.equal(response.statusCode, 200);
    const { transactions, next_cursor } = response.json();
    assert.equal(transactions.length, 7);
    assert.equal(next_cursor, null);
    const ids = transactions.map((row: { id: number }) => row.id);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
    );
    assert.deepEqual(
      transactions.map((row: { type: string }) => row.type),
      ['withdrawal', 'deposit', 'deposit', 'deposit', 'deposit', 'deposit', 'bonus'],
    );
    assert.deepEqual(Object.keys(transactions[0]).sort(), [
      'address',
      'amount',
      'created_at',
      'id',
      'payment_method',
      'plan_reference',
      'reason',
      'status',
      'transaction_id',
      'type',
    ]);
    assert.ok(!Number.isNaN(Date.parse(transactions[0].created_at)));
  });

  it('pages with a cursor and filters by type and status', async () => {
    const first = (await ctx.api.get('transactions?limit=3', { token: user.token })).json();
    assert.equal(first.transactions.length, 3);
    assert.equal(first.next_cursor, first.transactions[2].id);
    const second = (
      await ctx.api.get(`transactions?limit=3&cursor=${first.next_cursor}`, { token: user.token })
    ).json();
    const third = (
      await ctx.api.get(`transactions?limit=3&cursor=${second.next_cursor}`, { token: user.token })
    ).json();
    assert.equal(third.transactions.length, 1);
    assert.equal(third.next_cursor, null);
    const all = [...first.transactions, ...second.transactions, ...third.transactions].map((row) => row.id);
    assert.equal(new Set(all).size, 7);

    const deposits = (await ctx.api.get('transactions?type=deposit', { token: user.token })).json();
    assert.equal(deposits.transactions.length, 5);
    const pending = (
      await ctx.api.get('transactions?status=pending&type=withdrawal', { token: user.token })
    ).json();
    assert.equal(pending.transactions.length, 1);
    const bad = await ctx.api.get('transactions?type=gift', { token: user.token });
    assert.equal(bad.statusCode, 400);
    assert.equal((await ctx.api.get('transactions?limit=0', { token: user.token })).statusCode, 400);
    assert.equal((await ctx.api.get('transactions')).statusCode, 401);
  });

  it("gives admins everyone's transactions with username and user id", async () => {
    const response = await ctx.api.get('all-transactions?type=deposit&status=pending', {
      token: admin.token,
    });
    assert.equal(response.statusCode, 200);
    const { transactions } = response.json();
    assert.equal(transactions.length, 6);
    assert.equal(transactions[0].username, other.username);
    assert.equal(transactions[0].user_id, other.id);
    assert.ok(
      transactions.every((row: { username: string }) =>
        [user.username, other.username].includes(row.username),
      ),
    );
  });

  it('narrows the admin list to one user with user_id, still naming the user', async () => {
    const response = await ctx.api.get(`all-transactions?user_id=${other.id}`, { token: admin.token });
    assert.equal(response.statusCode, 200);
    const { transactions } = response.json();
    assert.deepEqual(
      transactions.map((row: { type: string }) => row.type),
      ['deposit'],
    );
    assert.ok(
      transactions.every(
        (row: { user_id: number; username: string }) =>
          row.user_id === other.id && row.username === other.username,
      ),
    );
    assert.equal((await ctx.api.get('all-transactions?user_id=0', { token: admin.token })).statusCode, 400);
  });

  it('refuses every admin money call to users (403) and guests (401)', async () => {
    const plan = { title: 'Nope', roi: 1, duration: 5, min_amount: 50, max_amount: 100 };
    const calls: Array<['GET' | 'POST', string, unknown]> = [
      ['GET', 'all-transactions', undefined],
      ['POST', 'confirm-transaction/1', undefined],
      ['POST', 'reject-transaction/1', { reason: 'no' }],
      ['POST', 'admin-deposit', { plan_id: planId, user_id: user.id, payment_method: 'wallet', amount: 60 }],
      ['GET', `get-user-plans/${user.id}`, undefined],
      ['POST', 'create-plan', plan],
      ['POST', `edit-plan/${planId}`, plan],
      ['POST', `delete-plan/${planId}`, undefined],
      ['POST', `give-bonus/${user.id}`, { bonus: 5, reason: 'self-service' }],
      ['POST', `charge-fee/${other.id}`, { fee: 5, reason: 'spite' }],
      ['GET', 'adjustments', undefined],
      ['POST', 'approve-adjustment/1', undefined],
      ['POST', 'reject-adjustment/1', undefined],
    ];
    for (const [method, path, body] of calls) {
      const asUser = await ctx.api.call(method, path, { token: user.token, body });
      assert.equal(asUser.statusCode, 403, `${method} ${path} as a user`);
      assert.equal(asUser.json().message, 'This is for administrators only.');
      const asGuest = await ctx.api.call(method, path, { body });
      assert.equal(asGuest.statusCode, 401, `${method} ${path} as a guest`);
    }
    assert.equal((await ctx.api.get('plans')).json().plans.length, 1, 'nothing changed');
  });
});
