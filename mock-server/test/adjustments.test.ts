import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { createTestApp, type TestContext } from './helpers/app';
import { assertLedgerInvariant, countRows, fundWallet, walletCents } from './helpers/money';
import { createUser, type TestUser } from './helpers/users';

describe('adjustments: bonuses and fees under four eyes', () => {
  let ctx: TestContext;
  let requester: TestUser;
  let approver: TestUser;
  before(async () => {
    ctx = await createTestApp();
    requester = await createUser(ctx.app.db, { role: 'admin', username: `alice_${Date.now()}` });
    approver = await createUser(ctx.app.db, { role: 'admin', username: `bob_${Date.now()}` });
  });
  afterEach(() => assertLedgerInvariant(ctx.app.db));
  after(() => ctx.close());

  const pendingOf = async (userId: number) =>
    (await ctx.api.get('adjustments?status=pending', { token: approver.token }))
      .json()
      .adjustments.filter((row: { user_id: number }) => row.user_id === userId);
  const userTransactions = async (user: TestUser) =>
    (await ctx.api.get('transactions', { token: user.token })).json().transactions;

  it('a bonus request moves nothing until a different admin approves it, then the user sees it with its reason', async () => {
    const user = await createUser(ctx.app.db);
    const ledgerBefore = await countRows(ctx.app.db, 'ledger_entries');
    const response = await ctx.api.post(
      `give-bonus/${user.id}`,
      { bonus: 25.5, reason: 'Compensation for the delayed payout' },
      { token: requester.token },
    );
    assert.equal(response.statusCode, 200);
    assert.match(response.json().message, /another administrator must approve/);
    assert.equal(await walletCents(ctx.app.db, user.id), 0);
    assert.equal(await countRows(ctx.app.db, 'ledger_entries'), ledgerBefore);
    assert.deepEqual(await userTransactions(user), []);

    const [request] = await pendingOf(user.id);
    assert.equal(request.kind, 'bonus');
    assert.equal(request.amount, 25.5);
    assert.equal(request.username, user.username);
    assert.equal(request.requested_by, requester.username);
    assert.equal(request.decided_by, null);

    const self = await ctx.api.post(`approve-adjustment/${request.id}`, undefined, {
      token: requester.token,
    });
    assert.equal(self.statusCode, 403);
    assert.equal(
      self.json().message,
      'You cannot approve your own request: another administrator must decide it.',
    );
    assert.equal(await walletCents(ctx.app.db, user.id), 0);

    const approved = await ctx.api.post(`approve-adjustment/${request.id}`, undefined, {
      token: approver.token,
    });
    assert.equal(approved.statusCode, 200);
    assert.equal(approved.json().message, 'Bonus approved and credited.');
    assert.equal(await walletCents(ctx.app.db, user.id), 2550);
    const [bonus] = await userTransactions(user);
    assert.equal(bonus.type, 'bonus');
    assert.equal(bonus.status, 'confirmed');
    assert.equal(bonus.reason, 'Compensation for the delayed payout');

    const twice = await ctx.api.post(`approve-adjustment/${request.id}`, undefined, {
      token: approver.token,
    });
    assert.equal(twice.statusCode, 409);
    assert.equal(twice.json().message, 'This request has already been approved.');
    assert.equal(await walletCents(ctx.app.db, user.id), 2550);

    const decided = (await ctx.api.get('adjustments?status=approved', { token: requester.token })).json()
      .adjustments;
    const row = decided.find((entry: { id: number }) => entry.id === request.id);
    assert.equal(row.decided_by, approver.username);
    assert.ok(row.decided_at);
    const audit = await ctx.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('action', 'like', 'adjustment.%')
      .where(sql<boolean>`payload @> ${JSON.stringify({ adjustment_id: request.id })}::jsonb`)
      .execute();
    assert.deepEqual(audit, [{ action: 'adjustment.request_bonus', actor_id: requester.id }]);
  });

  it('a fee is charged as `charges` with its reason once approved; a fee larger than the wallet is refused', async () => {
    const user = await createUser(ctx.app.db);
    await fundWallet(ctx.app.db, user.id, 1_000);
    await ctx.api.post(
      `charge-fee/${user.id}`,
      { fee: 10.01, reason: 'Too large' },
      { token: requester.token },
    );
    const [tooLarge] = await pendingOf(user.id);
    const refused = await ctx.api.post(`approve-adjustment/${tooLarge.id}`, undefined, {
      token: approver.token,
    });
    assert.equal(refused.statusCode, 400);
    assert.equal(
      refused.json().message,
      "The fee of $10.01 is larger than the user's wallet balance of $10.00.",
    );
    assert.equal(await walletCents(ctx.app.db, user.id), 1_000);
    assert.equal((await pendingOf(user.id)).length, 1, 'the request stays pending for a decision');

    await ctx.api.post(
      `charge-fee/${user.id}`,
      { fee: 4, reason: 'Paper statement by post' },
      { token: requester.token },
    );
    const fee = (await pendingOf(user.id)).find((row: { amount: number }) => row.amount === 4);
    const approved = await ctx.api.post(`approve-adjustment/${fee.id}`, undefined, { token: approver.token });
    assert.equal(approved.statusCode, 200);
    assert.equal(approved.json().message, 'Fee approved and charged.');
    assert.equal(await walletCents(ctx.app.db, user.id), 600);
    const [charge] = await userTransactions(user);
    assert.equal(charge.type, 'charges');
    assert.equal(charge.amount, 4);
    assert.equal(charge.reason, 'Paper statement by post');
  });

  it('a different admin may reject a request; nothing moves and it cannot be approved afterwards', async () => {
    const user = await createUser(ctx.app.db);
    await ctx.api.post(`give-bonus/${user.id}`, { bonus: 100, reason: 'Typo' }, { token: requester.token });
    const [request] = await pendingOf(user.id);
    const selfReject = await ctx.api.post(`reject-adjustment/${request.id}`, undefined, {
      token: requester.token,
    });
    assert.equal(selfReject.statusCode, 403);
    const rejected = await ctx.api.post(
      `reject-adjustment/${request.id}`,
      { reason: 'Wrong amount' },
      { token: approver.token },
    );
    assert.equal(rejected.statusCode, 200);
    assert.match(rejected.json().message, /nothing was credited/);
    const approve = await ctx.api.post(`approve-adjustment/${request.id}`, undefined, {
      token: approver.token,
    });
    assert.equal(approve.statusCode, 409);
    assert.equal(approve.json().message, 'This request has already been rejected.');
    assert.equal(await walletCents(ctx.app.db, user.id), 0);
    const note = await ctx.app.db
      .selectFrom('adjustments')
      .select(['decision_note', 'status'])
      .where('id', '=', request.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(note, { decision_note: 'Wrong amount', status: 'rejected' });
  });

  it('refuses to credit or charge an account deleted after the request', async () => {
    const user = await createUser(ctx.app.db);
    await ctx.api.post(`give-bonus/${user.id}`, { bonus: 5, reason: 'Goodwill' }, { token: requester.token });
    const [request] = await pendingOf(user.id);
    await ctx.app.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', user.id).execute();
    const approve = await ctx.api.post(`approve-adjustment/${request.id}`, undefined, {
      token: approver.token,
    });
    assert.equal(approve.statusCode, 409);
    assert.equal(approve.json().message, 'This account has been deleted: the request can only be rejected.');
    assert.equal(await walletCents(ctx.app.db, user.id), 0);
    const reject = await ctx.api.post(`reject-adjustment/${request.id}`, undefined, {
      token: approver.token,
    });
    assert.equal(reject.statusCode, 200);
  });

  it('requires a reason and a valid amount, refuses unknown users and ids', async () => {
    const user = await createUser(ctx.app.db);
    const cases: Array<[string, unknown]> = [
      [`give-bonus/${user.id}`, { bonus: 10 }],
      [`give-bonus/${user.id}`, { bonus: 10, reason: '   ' }],
      [`give-bonus/${user.id}`, { bonus: 0, reason: 'zero' }],
      [`charge-fee/${user.id}`, { fee: -1, reason: 'negative' }],
    ];
    for (const [path, body] of cases) {
      const response = await ctx.api.post(path, body, { token: requester.token });
      assert.equal(response.statusCode, 400, `${path} ${JSON.stringify(body)}`);
    }
    const unknownUser = await ctx.api.post(
      'give-bonus/999999',
      { bonus: 1, reason: 'x' },
      { token: requester.token },
    );
    assert.equal(unknownUser.statusCode, 404);
    assert.equal(
      (await ctx.api.post('approve-adjustment/999999', undefined, { token: approver.token })).statusCode,
      404,
    );
    assert.deepEqual(await pendingOf(user.id), []);
    assert.equal((await ctx.api.get('adjustments?status=done', { token: approver.token })).statusCode, 400);
  });
});
