import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { runAccrual } from '../src/jobs/accrual';
import { createTestApp, type TestContext } from './helpers/app';
import { assertLedgerInvariant, createPlanRow, fundWallet, startPlanOn } from './helpers/money';
import { createUser, type TestUser } from './helpers/users';

describe('GET /user-statictics/:userId', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let user: TestUser;
  before(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx.app.db, { role: 'admin' });
    user = await createUser(ctx.app.db, { level: 2 });
    const plan = await createPlanRow(ctx.app.db, { roi: 1, duration: 20 });
    await startPlanOn(ctx.app.db, {
      userId: user.id,
      adminId: admin.id,
      planId: plan.id,
      amount: 1000,
      startedOn: '2030-06-01',
    });
    await startPlanOn(ctx.app.db, {
      userId: user.id,
      adminId: admin.id,
      planId: plan.id,
      amount: 500,
      startedOn: '2030-06-01',
    });
    await runAccrual(ctx.app.db, '2030-06-04'); // 3 days × ($10 + $5)
    await fundWallet(ctx.app.db, user.id, 10_000);
    // A pending deposit and two withdrawals: one paid, one still pending; only confirmed ones count.
    await ctx.api.post(
      'deposit',
      { plan_id: plan.id, transaction_id: 'pendingdeposit01', payment_method: 'ethereum', amount: 700 },
      { token: user.token },
    );
    const body = { address: 'EthPayoutAddress00001', payment_method: 'ethereum' };
    await ctx.api.post('withdraw', { ...body, amount: 20 }, { token: user.token });
    const [paid] = (await ctx.api.get('transactions?type=withdrawal', { token: user.token })).json()
      .transactions;
    await ctx.api.post(`confirm-transaction/${paid.id}`, undefined, { token: admin.token });
    await ctx.api.post('withdraw', { ...body, amount: 7 }, { token: user.token });
  });
  afterEach(() => assertLedgerInvariant(ctx.app.db));
  after(() => ctx.close());

  const expected = {
    deposit_sum: 1500,
    withdrawal_sum: 20,
    earnings_sum: 45,
    user_plans_count: 2,
    referral_signups: 0,
    // The wallet's "test funds" bonus is not a referral reward.
    referral_bonus_sum: 0,
  };

  it('gives users their own figures in dollars: confirmed deposits, paid withdrawals, earnings, active plans', async () => {
    const response = await ctx.api.get(`user-statictics/${user.id}`, { token: user.token });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), expected);
  });

  it("refuses another user's statistics with 403 and guests with 401", async () => {
    const other = await createUser(ctx.app.db);
    const response = await ctx.api.get(`user-statictics/${user.id}`, { token: other.token });
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().message, 'You can only see your own statistics.');
    assert.equal((await ctx.api.get(`user-statictics/${user.id}`)).statusCode, 401);
  });

  it("lets admins read anyone's, answers zeros for a new user and 404 for an unknown one", async () => {
    assert.deepEqual(
      (await ctx.api.get(`user-statictics/${user.id}`, { token: admin.token })).json(),
      expected,
    );
    const fresh = await createUser(ctx.app.db);
    assert.deepEqual((await ctx.api.get(`user-statictics/${fresh.id}`, { token: fresh.token })).json(), {
      deposit_sum: 0,
      withdrawal_sum: 0,
      earnings_sum: 0,
      user_plans_count: 0,
      referral_signups: 0,
      referral_bonus_sum: 0,
    });
    assert.equal((await ctx.api.get('user-statictics/999999', { token: admin.token })).statusCode, 404);
    assert.equal((await ctx.api.get('user-statictics/abc', { token: admin.token })).statusCode, 400);
  });

  it('counts the people who signed up with the link and the referral bonuses the ledger credited', async () => {
    const referrer = await createUser(ctx.app.db, { level: 2 });
    const buyer = await createUser(ctx.app.db, { level: 2, referredBy: referrer.referral_id });
    await createUser(ctx.app.db, { referredBy: referrer.referral_id });
    const plan = await createPlanRow(ctx.app.db, { roi: 1, duration: 20 });
    for (const amount of [1000, 250.5]) {
      await startPlanOn(ctx.app.db, {
        userId: buyer.id,
        adminId: admin.id,
        planId: plan.id,
        amount,
        startedOn: '2030-06-01',
      });
    }
    // A pending deposit pays no one yet, and an admin's bonus is no referral reward.
    await ctx.api.post(
      'deposit',
      { plan_id: plan.id, transaction_id: 'pendingreferral01', payment_method: 'bitcoin', amount: 900 },
      { token: buyer.token },
    );
    await fundWallet(ctx.app.db, referrer.id, 5_000);
    const figures = (await ctx.api.get(`user-statictics/${referrer.id}`, { token: referrer.token })).json();
    assert.equal(figures.referral_signups, 2);
    assert.equal(figures.referral_bonus_sum, 12.51); // 1% of $1,000 and of $250.50 (rounded half up)
  });
});
