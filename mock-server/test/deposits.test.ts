import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { utcDay } from '../src/modules/ledger/money';
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

describe('deposits: buying a plan, confirmation, rejection, admin purchases', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let planId: number;
  before(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx.app.db, { role: 'admin' });
    planId = (await createPlanRow(ctx.app.db, { title: 'Gold', roi: 2, duration: 30 })).id;
  });
  afterEach(() => assertLedgerInvariant(ctx.app.db));
  after(() => ctx.close());

  const depositBody = (overrides: Record<string, unknown> = {}) => ({
    plan_id: planId,
    transaction_id: txReference(),
    payment_method: 'bitcoin',
    type: 'deposit',
    amount: 100,
    ...overrides,
  });
  const transactionsOf = async (user: TestUser) =>
    (await ctx.api.get('transactions', { token: user.token })).json().transactions;
  const deposit = async (user: TestUser, overrides: Record<string, unknown> = {}) => {
    const response = await ctx.api.post('deposit', depositBody(overrides), { token: user.token });
    assert.equal(response.statusCode, 200, response.body);
    const [latest] = await transactionsOf(user);
    return latest as { id: number; status: string; amount: number };
  };

  /** Counts of everything a money call may write, to prove a refusal wrote nothing. */
  const snapshot = async () => ({
    transactions: await countRows(ctx.app.db, 'transactions'),
    ledger: await countRows(ctx.app.db, 'ledger_entries'),
    plans: await countRows(ctx.app.db, 'user_plans'),
  });

  describe('POST /deposit', () => {
    it('creates a pending deposit for the signed-in user, whatever user_id the body names', async () => {
      const user = await createUser(ctx.app.db);
      const other = await createUser(ctx.app.db);
      const reference = txReference();
      const response = await ctx.api.post(
        'deposit',
        depositBody({ transaction_id: reference, user_id: other.id, amount: 250.5 }),
        { token: user.token },
      );
      assert.equal(response.statusCode, 200);
      assert.match(response.json().message, /submitted/);
      const [created] = await transactionsOf(user);
      assert.equal(created.type, 'deposit');
      assert.equal(created.status, 'pending');
      assert.equal(created.amount, 250.5);
      assert.equal(created.transaction_id, reference);
      assert.equal(created.payment_method, 'bitcoin');
      assert.equal(created.plan_reference, 'Gold');
      assert.deepEqual(await transactionsOf(other), []);
      assert.equal(await walletCents(ctx.app.db, user.id), 0, 'a pending deposit moves no money');
    });

    it('refuses amounts outside the plan limits, naming them, and writes nothing', async () => {
      const user = await createUser(ctx.app.db);
      const before = await snapshot();
      for (const amount of [49.99, 10_000.01]) {
        const response = await ctx.api.post('deposit', depositBody({ amount }), { token: user.token });
        assert.equal(response.statusCode, 400);
        assert.equal(response.json().message, 'Please deposit between $50.00 and $10,000.00 for this plan');
      }
      assert.deepEqual(await snapshot(), before);
      assert.equal(
        (await ctx.api.post('deposit', depositBody({ amount: 50 }), { token: user.token })).statusCode,
        200,
      );
      assert.equal(
        (await ctx.api.post('deposit', depositBody({ amount: 10_000 }), { token: user.token })).statusCode,
        200,
      );
    });

    it('refuses an unknown or deleted plan', async () => {
      const user = await createUser(ctx.app.db);
      const gone = await createPlanRow(ctx.app.db, { title: 'Gone' });
      await ctx.app.db
        .updateTable('plans')
        .set({ deleted_at: new Date() })
        .where('id', '=', gone.id)
        .execute();
      const before = await snapshot();
      for (const id of [999_999, gone.id]) {
        const response = await ctx.api.post('deposit', depositBody({ plan_id: id }), { token: user.token });
        assert.equal(response.statusCode, 404);
        assert.equal(response.json().message, 'This plan does not exist or is no longer offered.');
      }
      assert.deepEqual(await snapshot(), before);
    });

    it('refuses a transaction id already submitted for the same currency', async () => {
      const user = await createUser(ctx.app.db);
      const other = await createUser(ctx.app.db);
      const reference = txReference();
      await deposit(user, { transaction_id: reference });
      const before = await snapshot();
      const again = await ctx.api.post('deposit', depositBody({ transaction_id: reference }), {
        token: other.token,
      });
      assert.equal(again.statusCode, 409);
      assert.equal(again.json().message, 'This transaction id has already been submitted.');
      assert.deepEqual(await snapshot(), before);
      const otherCoin = await ctx.api.post(
        'deposit',
        depositBody({ transaction_id: reference, payment_method: 'ethereum' }),
        { token: other.token },
      );
      assert.equal(otherCoin.statusCode, 200, 'the same id on another network is another payment');
    });

    it('refuses suspended users, guests and bad input, writing nothing', async () => {
      const suspended = await createUser(ctx.app.db, { suspended: true });
      const user = await createUser(ctx.app.db);
      const before = await snapshot();
      const refused = await ctx.api.post('deposit', depositBody(), { token: suspended.token });
      assert.equal(refused.statusCode, 403);
      assert.match(refused.json().message, /suspended/);
      assert.equal((await ctx.api.post('deposit', depositBody())).statusCode, 401);
      for (const bad of [
        { amount: undefined },
        { amount: -5 },
        { amount: 100.123 },
        { payment_method: 'dogecoin' },
        { transaction_id: 'short' },
        { transaction_id: 'has spaces in it' },
        { plan_id: 'abc' },
      ]) {
        const response = await ctx.api.post('deposit', depositBody(bad), { token: user.token });
        assert.equal(response.statusCode, 400, JSON.stringify(bad));
        assert.ok(response.json().message);
      }
      assert.deepEqual(await snapshot(), before);
    });
  });

  describe('POST /confirm-transaction/:id (deposit)', () => {
    it('confirms once, starts the plan today on the plan terms, and audits', async () => {
      const user = await createUser(ctx.app.db);
      const pending = await deposit(user, { amount: 1000 });
      const response = await ctx.api.post(`confirm-transaction/${pending.id}`, undefined, {
        token: admin.token,
      });
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().message, 'Deposit confirmed: the plan has started.');
      const [confirmed] = await transactionsOf(user);
      assert.equal(confirmed.status, 'confirmed');
      const plans = (await ctx.api.get('get-user-plans', { token: user.token })).json().user_plans;
      assert.equal(plans.length, 1);
      assert.deepEqual(
        { ...plans[0], id: 0, created_at: '', ends_on: '' },
        {
          id: 0,
          title: 'Gold',
          roi: 2,
          duration: 30,
          initial_duration: 30,
          amount: 1000,
          returns: 20,
          total_returns: 0,
          status: 'active',
          created_at: '',
          ends_on: '',
        },
      );
      const row = await ctx.app.db
        .selectFrom('user_plans')
        .selectAll()
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      assert.equal(row.started_on, utcDay(new Date()));
      const end = new Date(`${row.started_on}T00:00:00Z`);
      end.setUTCDate(end.getUTCDate() + 30);
      assert.equal(plans[0].ends_on, utcDay(end), 'the last day of earnings');
      assert.equal(
        await walletCents(ctx.app.db, user.id),
        0,
        'the capital goes into the plan, not the wallet',
      );

      const again = await ctx.api.post(`confirm-transaction/${pending.id}`, undefined, {
        token: admin.token,
      });
      assert.equal(again.statusCode, 409);
      assert.equal(again.json().message, 'This deposit has already been confirmed.');
      const rejectLater = await ctx.api.post(`reject-transaction/${pending.id}`, {}, { token: admin.token });
      assert.equal(rejectLater.statusCode, 409);
      const plansAfter = (await ctx.api.get('get-user-plans', { token: user.token })).json().user_plans;
      assert.equal(plansAfter.length, 1, 'a second confirm starts no second plan');

      const audit = await ctx.app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'transaction.confirm')
        .where('target_id', '=', String(pending.id))
        .execute();
      assert.equal(audit.length, 1);
      assert.equal(audit[0]?.actor_id, admin.id);
    });

    it('pays the referrer 1% as a bonus, exactly once', async () => {
      const referrer = await createUser(ctx.app.db);
      const referred = await createUser(ctx.app.db, { referredBy: referrer.referral_id });
      const pending = await deposit(referred, { amount: 1234.5 });
      await ctx.api.post(`confirm-transaction/${pending.id}`, undefined, { token: admin.token });
      await ctx.api.post(`confirm-transaction/${pending.id}`, undefined, { token: admin.token });
      const bonuses = (await transactionsOf(referrer)).filter(
        (row: { type: string }) => row.type === 'bonus',
      );
      assert.equal(bonuses.length, 1);
      assert.equal(bonuses[0].amount, 12.35);
      assert.equal(bonuses[0].status, 'confirmed');
      assert.match(bonuses[0].reason, /Referral reward: 1%/);
      assert.equal(await walletCents(ctx.app.db, referrer.id), 1235);
      assert.equal(await walletCents(ctx.app.db, referred.id), 0);
    });

    it('refuses users, unknown ids and transactions that do not wait for a decision', async () => {
      const user = await createUser(ctx.app.db);
      const pending = await deposit(user);
      const byUser = await ctx.api.post(`confirm-transaction/${pending.id}`, undefined, {
        token: user.token,
      });
      assert.equal(byUser.statusCode, 403);
      const unknown = await ctx.api.post('confirm-transaction/999999', undefined, { token: admin.token });
      assert.equal(unknown.statusCode, 404);
      await fundWallet(ctx.app.db, user.id, 500);
      const bonus = (await transactionsOf(user)).find((row: { type: string }) => row.type === 'bonus');
      const notDecidable = await ctx.api.post(`confirm-transaction/${bonus.id}`, undefined, {
        token: admin.token,
      });
      assert.equal(notDecidable.statusCode, 400);
      assert.equal(notDecidable.json().message, 'Only deposits and withdrawals wait for a decision.');
    });
  });

  describe('POST /reject-transaction/:id (deposit)', () => {
    it('fails the deposit with the reason the user sees, and moves nothing', async () => {
      const referrer = await createUser(ctx.app.db);
      const user = await createUser(ctx.app.db, { referredBy: referrer.referral_id });
      const pending = await deposit(user);
      const before = await snapshot();
      const response = await ctx.api.post(
        `reject-transaction/${pending.id}`,
        { reason: 'No payment with this id reached our address.' },
        { token: admin.token },
      );
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().message, 'Deposit rejected.');
      const [rejected] = await transactionsOf(user);
      assert.equal(rejected.status, 'failed');
      assert.equal(rejected.reason, 'No payment with this id reached our address.');
      assert.deepEqual(await snapshot(), before);
      assert.equal(await walletCents(ctx.app.db, referrer.id), 0);
      const confirmLater = await ctx.api.post(`confirm-transaction/${pending.id}`, undefined, {
        token: admin.token,
      });
      assert.equal(confirmLater.statusCode, 409);
      assert.equal(confirmLater.json().message, 'This deposit has already been rejected.');
    });

    it('accepts a deposit rejection without a body', async () => {
      const user = await createUser(ctx.app.db);
      const pending = await deposit(user);
      const response = await ctx.api.post(`reject-transaction/${pending.id}`, undefined, {
        token: admin.token,
      });
      assert.equal(response.statusCode, 200);
      const [rejected] = await transactionsOf(user);
      assert.equal(rejected.reason, null);
    });
  });

  describe('POST /admin-deposit', () => {
    it('buys a plan for a user with an outside payment: confirmed deposit and a running plan', async () => {
      const user = await createUser(ctx.app.db);
      const response = await ctx.api.post(
        'admin-deposit',
        { plan_id: planId, user_id: user.id, type: 'deposit', payment_method: 'tether', amount: 300 },
        { token: admin.token },
      );
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().message, `Plan purchased for ${user.username}: it is now active.`);
      const [bought] = await transactionsOf(user);
      assert.equal(bought.status, 'confirmed');
      assert.equal(bought.payment_method, 'tether');
      const plans = (await ctx.api.get('get-user-plans', { token: user.token })).json().user_plans;
      assert.equal(plans[0].amount, 300);
      assert.equal(await walletCents(ctx.app.db, user.id), 0);
      const adminView = await ctx.api.get(`get-user-plans/${user.id}`, { token: admin.token });
      assert.deepEqual(adminView.json().user_plans, plans);
    });

    it('pays from the wallet through the ledger, and refuses when the wallet is short', async () => {
      const user = await createUser(ctx.app.db);
      await fundWallet(ctx.app.db, user.id, 20_000);
      const body = { plan_id: planId, user_id: user.id, payment_method: 'wallet', amount: 150 };
      const paid = await ctx.api.post('admin-deposit', body, { token: admin.token });
      assert.equal(paid.statusCode, 200);
      assert.equal(await walletCents(ctx.app.db, user.id), 5_000);
      const entries = await ctx.app.db
        .selectFrom('ledger_entries')
        .select('amount_cents')
        .where('user_id', '=', user.id)
        .orderBy('id')
        .execute();
      assert.deepEqual(
        entries.map((row) => row.amount_cents),
        [20_000, -15_000],
      );

      const before = await snapshot();
      const short = await ctx.api.post('admin-deposit', { ...body, amount: 50.01 }, { token: admin.token });
      assert.equal(short.statusCode, 400);
      assert.equal(short.json().message, `Insufficient balance: ${user.username}'s wallet holds $50.00.`);
      assert.deepEqual(await snapshot(), before);
      assert.equal(await walletCents(ctx.app.db, user.id), 5_000);
    });

    it('refuses non-admins, unknown users and amounts outside the plan', async () => {
      const user = await createUser(ctx.app.db);
      const body = { plan_id: planId, user_id: user.id, payment_method: 'bitcoin', amount: 100 };
      assert.equal((await ctx.api.post('admin-deposit', body, { token: user.token })).statusCode, 403);
      const unknown = await ctx.api.post(
        'admin-deposit',
        { ...body, user_id: 999_999 },
        { token: admin.token },
      );
      assert.equal(unknown.statusCode, 404);
      const outside = await ctx.api.post('admin-deposit', { ...body, amount: 10 }, { token: admin.token });
      assert.equal(outside.statusCode, 400);
      assert.equal(outside.json().message, 'Please deposit between $50.00 and $10,000.00 for this plan');
      assert.deepEqual(await transactionsOf(user), []);
    });
  });
});
