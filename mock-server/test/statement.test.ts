import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestContext } from './helpers/app';
import { createPlanRow, fundWallet, txReference, walletCents } from './helpers/money';
import { createUser, type TestUser } from './helpers/users';

interface Entry {
  id: number;
  amount: number;
  balance: number;
  type: string;
  status: string;
  reason: string | null;
}

describe('GET /statement: the caller’s ledger with a running balance', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let user: TestUser;
  let other: TestUser;
  before(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx.app.db, { role: 'admin' });
    user = await createUser(ctx.app.db, { level: 2 });
    other = await createUser(ctx.app.db, { level: 2 });
    const planId = (await createPlanRow(ctx.app.db)).id;
    await fundWallet(ctx.app.db, user.id, 50_000);
    await fundWallet(ctx.app.db, other.id, 70_000);
    // A held withdrawal (a debit), then rejected (the hold comes back as a second entry), and a pending
    // deposit (no wallet change, so no ledger entry).
    await ctx.api.post(
      'withdraw',
      { amount: 120, address: 'So1anaPayoutAddress123', payment_method: 'solana' },
      { token: user.token },
    );
    const { transactions } = (await ctx.api.get('transactions', { token: user.token })).json();
    const held = transactions.find((row: { type: string }) => row.type === 'withdrawal');
    const rejected = await ctx.api.post(
      `reject-transaction/${held.id}`,
      { reason: 'Address does not match the network' },
      { token: admin.token },
    );
    assert.equal(rejected.statusCode, 200);
    await ctx.api.post(
      'deposit',
      { plan_id: planId, transaction_id: txReference(), payment_method: 'bitcoin', amount: 100 },
      { token: user.token },
    );
  });
  after(() => ctx.close());

  const statementOf = async (token: string, query = '') => {
    const response = await ctx.api.get(`statement${query}`, { token });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as { entries: Entry[]; next_after: number | null };
  };

  it('lists every wallet change, oldest first, each with the balance it left; the last is the wallet', async () => {
    const { entries, next_after } = await statementOf(user.token);
    assert.equal(next_after, null);
    assert.deepEqual(
      entries.map((entry) => [entry.type, entry.amount]),
      [
        ['bonus', 500],
        ['withdrawal', -120],
        ['reversal', 120],
      ],
    );
    assert.deepEqual(
      entries.map((entry) => entry.balance),
      [500, 380, 500],
    );
    assert.equal(entries.at(-1)?.balance, (await walletCents(ctx.app.db, user.id)) / 100);
    // The hold's entry shows its withdrawal as failed; the release carries the admin's reason.
    assert.equal(entries[1]?.status, 'failed');
    assert.match(entries[2]?.reason ?? '', /Address does not match the network/);
  });

  it('pages forward with `after` and keeps the running balance across pages', async () => {
    const first = await statementOf(user.token, '?limit=2');
    assert.equal(first.entries.length, 2);
    assert.ok(first.next_after);
    const second = await statementOf(user.token, `?limit=2&after=${first.next_after}`);
    assert.deepEqual(
      second.entries.map((entry) => entry.balance),
      [500],
    );
    assert.equal(second.next_after, null);
  });

  it('shows nobody else’s entries', async () => {
    const mine = await statementOf(user.token);
    const theirs = await statementOf(other.token);
    const mineIds = new Set(mine.entries.map((entry) => entry.id));
    assert.ok(theirs.entries.every((entry) => !mineIds.has(entry.id)));
    assert.deepEqual(
      theirs.entries.map((entry) => entry.balance),
      [700],
    );
  });

  it('refuses a guest and a bad page size with a clear message', async () => {
    assert.equal((await ctx.api.get('statement', { token: null })).statusCode, 401);
    const bad = await ctx.api.get('statement?limit=5000', { token: user.token });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().code, 'validation_failed');
  });
});
