/**
 * Decisions §2: the level limits apply to the sum of the user's pending and confirmed withdrawals over the
 * last 24 hours, the new one included (level 1: at most $500; level 2: below $1,000; level 3: none).
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { createTestApp, type TestContext } from './helpers/app';
import { assertLedgerInvariant, fundWallet, walletCents } from './helpers/money';
import { createUser, type TestUser } from './helpers/users';

const LEVEL_1 = 'Please verify your email address to withdraw more than $500.';
const LEVEL_2 =
  'Please complete your Identity verification process to be able to withdraw a $1,000 and above.';

describe('withdrawal limits are 24-hour totals', () => {
  let ctx: TestContext;
  let admin: TestUser;
  before(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx.app.db, { role: 'admin' });
  });
  afterEach(() => assertLedgerInvariant(ctx.app.db));
  after(() => ctx.close());

  const fundedUser = async (level: 1 | 2 | 3) => {
    const user = await createUser(ctx.app.db, { level });
    await fundWallet(ctx.app.db, user.id, 10_000_000);
    return user;
  };
  const withdraw = (user: TestUser, amount: number) =>
    ctx.api.post(
      'withdraw',
      { amount, address: 'bc1qexamplepayoutaddress000', payment_method: 'bitcoin' },
      { token: user.token },
    );
  const latestId = async (user: TestUser) =>
    (await ctx.api.get('transactions', { token: user.token })).json().transactions[0].id as number;
  const expectRefused = async (user: TestUser, amount: number, message: string) => {
    const before = await walletCents(ctx.app.db, user.id);
    const response = await withdraw(user, amount);
    assert.equal(response.statusCode, 400, `$${amount}`);
    assert.equal(response.json().message, message);
    assert.equal(await walletCents(ctx.app.db, user.id), before, 'nothing held');
  };
  // created_at is never updated by the platform: the test rewinds the clock on the row itself.
  const backdate = (transactionId: number, hoursAgo: number) =>
    sql`UPDATE transactions SET created_at = ${new Date(Date.now() - hoursAgo * 3_600_000)}
        WHERE id = ${transactionId}`.execute(ctx.app.db);

  it('level 1: three $500 withdrawals in a row: the first passes, the others are refused', async () => {
    const user = await fundedUser(1);
    assert.equal((await withdraw(user, 500)).statusCode, 200);
    await expectRefused(user, 500, LEVEL_1);
    await expectRefused(user, 500, LEVEL_1);
    await expectRefused(user, 0.01, LEVEL_1);
  });

  it('level 1: split withdrawals add up to $500 exactly, not a cent more', async () => {
    const user = await fundedUser(1);
    assert.equal((await withdraw(user, 200)).statusCode, 200);
    assert.equal((await withdraw(user, 299.99)).statusCode, 200);
    assert.equal((await withdraw(user, 0.01)).statusCode, 200);
    await expectRefused(user, 0.01, LEVEL_1);
  });

  it('level 2: the total must stay below $1,000', async () => {
    const user = await fundedUser(2);
    assert.equal((await withdraw(user, 600)).statusCode, 200);
    await expectRefused(user, 400, LEVEL_2);
    assert.equal((await withdraw(user, 399.99)).statusCode, 200);
    await expectRefused(user, 0.01, LEVEL_2);
  });

  it('counts confirmed withdrawals, not rejected ones', async () => {
    const user = await fundedUser(1);
    await withdraw(user, 300);
    const paid = await latestId(user);
    assert.equal(
      (await ctx.api.post(`confirm-transaction/${paid}`, undefined, { token: admin.token })).statusCode,
      200,
    );
    await withdraw(user, 200);
    const refusedByAdmin = await latestId(user);
    await expectRefused(user, 0.01, LEVEL_1);
    const reject = await ctx.api.post(
      `reject-transaction/${refusedByAdmin}`,
      { reason: 'Wrong address' },
      { token: admin.token },
    );
    assert.equal(reject.statusCode, 200);
    // The rejected $200 no longer counts; the confirmed $300 still does.
    await expectRefused(user, 200.01, LEVEL_1);
    assert.equal((await withdraw(user, 200)).statusCode, 200);
  });

  it('looks back 24 hours: older withdrawals no longer count', async () => {
    const user = await fundedUser(1);
    await withdraw(user, 500);
    const first = await latestId(user);
    await backdate(first, 23.9);
    await expectRefused(user, 100, LEVEL_1);
    await backdate(first, 24.1);
    assert.equal((await withdraw(user, 500)).statusCode, 200);
  });

  it('level 3 has no limit, in total either', async () => {
    const user = await fundedUser(3);
    for (let index = 0; index < 3; index += 1) assert.equal((await withdraw(user, 5000)).statusCode, 200);
    assert.equal(await walletCents(ctx.app.db, user.id), 10_000_000 - 1_500_000);
  });

  it('the balance still comes first: a short wallet says so, whatever the limit', async () => {
    const user = await createUser(ctx.app.db, { level: 1 });
    await fundWallet(ctx.app.db, user.id, 10_000);
    await expectRefused(user, 600, 'Insufficient balance');
  });
});
