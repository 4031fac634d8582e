import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { createTestApp, type TestContext } from './helpers/app';
import { assertLedgerInvariant, countRows, fundWallet, walletCents } from './helpers/money';
import { createUser, type TestUser, type UserOptions } from './helpers/users';

const LEVEL_1 = 'Please verify your email address to withdraw more than $500.';
const LEVEL_2 =
  'Please complete your Identity verification process to be able to withdraw a $1,000 and above.';

describe('withdrawals: rules, the hold, payment and release', () => {
  let ctx: TestContext;
  let admin: TestUser;
  before(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx.app.db, { role: 'admin' });
  });
  afterEach(() => assertLedgerInvariant(ctx.app.db));
  after(() => ctx.close());

  const withdrawal = (amount: number) => ({
    amount,
    address: 'bc1qexamplepayoutaddress000',
    payment_method: 'bitcoin',
    type: 'withdrawal',
  });
  const fundedUser = async (cents: number, options: UserOptions = {}) => {
    const user = await createUser(ctx.app.db, options);
    await fundWallet(ctx.app.db, user.id, cents);
    return user;
  };
  const withdraw = (user: TestUser, amount: number) =>
    ctx.api.post('withdraw', withdrawal(amount), { token: user.token });
  const latest = async (user: TestUser) =>
    (await ctx.api.get('transactions', { token: user.token })).json().transactions;

  it('holds the amount at once: a pending withdrawal and a negative ledger entry', async () => {
    const user = await fundedUser(30_000, { level: 2 });
    const response = await withdraw(user, 120.25);
    assert.equal(response.statusCode, 200);
    assert.match(response.json().message, /held from your wallet/);
    assert.equal(await walletCents(ctx.app.db, user.id), 30_000 - 12_025);
    const [pending] = await latest(user);
    assert.equal(pending.type, 'withdrawal');
    assert.equal(pending.status, 'pending');
    assert.equal(pending.amount, 120.25);
    assert.equal(pending.address, 'bc1qexamplepayoutaddress000');
    const entry = await ctx.app.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('transaction_id', '=', pending.id)
      .executeTakeFirstOrThrow();
    assert.equal(entry.amount_cents, -12_025);
  });

  it('refuses more than the wallet holds, and nothing is written', async () => {
    const user = await fundedUser(10_000, { level: 3 });
    const transactions = await countRows(ctx.app.db, 'transactions');
    const response = await withdraw(user, 100.01);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'Insufficient balance');
    assert.equal(await countRows(ctx.app.db, 'transactions'), transactions);
    assert.equal(await walletCents(ctx.app.db, user.id), 10_000);
    assert.equal((await withdraw(user, 100)).statusCode, 200, 'the whole wallet may be withdrawn');
    assert.equal(await walletCents(ctx.app.db, user.id), 0);
  });

  it('applies the level limits at their edges: level 1 up to $500, level 2 below $1,000, level 3 none', async () => {
    const level1 = await fundedUser(1_000_000, { level: 1 });
    const refused1 = await withdraw(level1, 500.01);
    assert.equal(refused1.statusCode, 400);
    assert.equal(refused1.json().message, LEVEL_1);
    assert.equal((await withdraw(level1, 500)).statusCode, 200);

    const level2 = await fundedUser(1_000_000, { level: 2 });
    const refused2 = await withdraw(level2, 1000);
    assert.equal(refused2.statusCode, 400);
    assert.equal(refused2.json().message, LEVEL_2);
    assert.equal((await withdraw(level2, 999.99)).statusCode, 200);

    const level3 = await fundedUser(1_000_000, { level: 3 });
    assert.equal((await withdraw(level3, 5000)).statusCode, 200);
    assert.equal(await walletCents(ctx.app.db, level3.id), 1_000_000 - 500_000);
  });

  it('refuses zero, negative and malformed requests, suspended users and guests', async () => {
    const user = await fundedUser(10_000, { level: 2 });
    const suspended = await fundedUser(10_000, { level: 2, suspended: true });
    const transactions = await countRows(ctx.app.db, 'transactions');
    for (const body of [
      withdrawal(0),
      withdrawal(-10),
      withdrawal(1.001),
      { ...withdrawal(10), address: 'short' },
      { ...withdrawal(10), payment_method: 'paypal' },
    ]) {
      const response = await ctx.api.post('withdraw', body, { token: user.token });
      assert.equal(response.statusCode, 400, JSON.stringify(body));
    }
    const refused = await withdraw(suspended, 10);
    assert.equal(refused.statusCode, 403);
    assert.match(refused.json().message, /suspended/);
    assert.equal((await ctx.api.post('withdraw', withdrawal(10))).statusCode, 401);
    assert.equal(await countRows(ctx.app.db, 'transactions'), transactions);
    assert.equal(await walletCents(ctx.app.db, suspended.id), 10_000);
  });

  it('confirming marks it paid; the wallet does not move again', async () => {
    const user = await fundedUser(50_000, { level: 2 });
    await withdraw(user, 200);
    const [pending] = await latest(user);
    const response = await ctx.api.post(`confirm-transaction/${pending.id}`, undefined, {
      token: admin.token,
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().message, 'Withdrawal confirmed as paid.');
    assert.equal((await latest(user))[0].status, 'confirmed');
    assert.equal(await walletCents(ctx.app.db, user.id), 30_000);
    const stats = await ctx.api.get(`user-statictics/${user.id}`, { token: user.token });
    assert.equal(stats.json().withdrawal_sum, 200);
    const again = await ctx.api.post(`confirm-transaction/${pending.id}`, undefined, { token: admin.token });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'This withdrawal has already been confirmed.');
  });

  it('rejecting needs a reason, returns the hold to the wallet as a linked reversal, and shows the reason', async () => {
    const user = await fundedUser(50_000, { level: 2 });
    await withdraw(user, 300);
    const [pending] = await latest(user);
    assert.equal(await walletCents(ctx.app.db, user.id), 20_000);

    const noReason = await ctx.api.post(`reject-transaction/${pending.id}`, {}, { token: admin.token });
    assert.equal(noReason.statusCode, 400);
    assert.equal(
      noReason.json().message,
      'Please give the reason for rejecting this withdrawal: the user will see it.',
    );
    assert.equal((await latest(user))[0].status, 'pending');

    const response = await ctx.api.post(
      `reject-transaction/${pending.id}`,
      { reason: 'The address is not a valid Bitcoin address.' },
      { token: admin.token },
    );
    assert.equal(response.statusCode, 200);
    assert.equal(await walletCents(ctx.app.db, user.id), 50_000);
    const [reversal, rejected] = await latest(user);
    assert.equal(rejected.id, pending.id);
    assert.equal(rejected.status, 'failed');
    assert.equal(rejected.reason, 'The address is not a valid Bitcoin address.');
    assert.equal(reversal.type, 'reversal');
    assert.equal(reversal.status, 'confirmed');
    assert.equal(reversal.amount, 300);
    assert.equal(reversal.reason, 'Withdrawal rejected: The address is not a valid Bitcoin address.');
    const row = await ctx.app.db
      .selectFrom('transactions')
      .select('related_id')
      .where('id', '=', reversal.id)
      .executeTakeFirstOrThrow();
    assert.equal(row.related_id, pending.id);

    const again = await ctx.api.post(
      `reject-transaction/${pending.id}`,
      { reason: 'again' },
      { token: admin.token },
    );
    assert.equal(again.statusCode, 409);
    assert.equal(await walletCents(ctx.app.db, user.id), 50_000, 'released once only');
  });

  it('users cannot decide their own withdrawal', async () => {
    const user = await fundedUser(10_000, { level: 2 });
    await withdraw(user, 50);
    const [pending] = await latest(user);
    const confirm = await ctx.api.post(`confirm-transaction/${pending.id}`, undefined, { token: user.token });
    const reject = await ctx.api.post(
      `reject-transaction/${pending.id}`,
      { reason: 'x' },
      { token: user.token },
    );
    assert.equal(confirm.statusCode, 403);
    assert.equal(reject.statusCode, 403);
    assert.equal((await latest(user))[0].status, 'pending');
  });
});
