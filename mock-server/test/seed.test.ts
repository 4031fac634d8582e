import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { utcDay } from '../src/modules/ledger/money';
import { DEMO_ACCOUNTS, type SeedTestimonial, seedDemo } from '../src/seed/demo';
import { createTestApp, type TestContext } from './helpers/app';
import { assertLedgerInvariant, countRows } from './helpers/money';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const testimonials: SeedTestimonial[] = [
  { name: 'Sample One', country: 'Canada', message: 'Clear figures.', date: '2025-01-02' },
  { name: 'Sample Two', country: 'Ghana', message: 'Easy withdrawals.', date: '2025-02-03' },
];

describe('demo seed', () => {
  let ctx: TestContext;
  const now = new Date();
  before(async () => {
    ctx = await createTestApp();
    assert.equal(await seedDemo(ctx.app.db, { testimonials, now }), true);
  });
  after(() => ctx.close());

  const login = async (username: string, password: string) => {
    const response = await ctx.api.post('login', { username, password });
    assert.equal(response.statusCode, 200, `${username}: ${response.body}`);
    return response.json().access_token as string;
  };

  it('creates two admins and a level-2 investor who can sign in with the documented passwords', async () => {
    const users = await ctx.app.db
      .selectFrom('users')
      .select(['username', 'role', 'level', 'email_verified'])
      .orderBy('id')
      .execute();
    assert.deepEqual(users, [
      { username: 'admin', role: 'admin', level: 3, email_verified: true },
      { username: 'auditor', role: 'admin', level: 3, email_verified: true },
      { username: 'investor', role: 'user', level: 2, email_verified: true },
    ]);
    for (const account of Object.values(DEMO_ACCOUNTS)) await login(account.username, account.password);
  });

  it('offers four plans, one deposit address with a PNG QR code per coin, and sample testimonials', async () => {
    const plans = (await ctx.api.get('plans')).json().plans;
    assert.deepEqual(
      plans.map((plan: { title: string }) => plan.title),
      ['Starter', 'Silver', 'Gold', 'Platinum'],
    );
    const addresses = await ctx.app.db.selectFrom('deposit_addresses').selectAll().orderBy('coin').execute();
    assert.deepEqual(
      addresses.map((row) => row.coin),
      ['bitcoin', 'ethereum', 'ripple', 'solana', 'tether'],
    );
    for (const row of addresses) {
      assert.equal(row.qr_mime, 'image/png');
      assert.deepEqual(Buffer.from(row.qr_code).subarray(0, 8), PNG_SIGNATURE);
    }
    const stored = await ctx.app.db.selectFrom('testimonials').selectAll().orderBy('id').execute();
    assert.deepEqual(
      stored.map((row) => [row.name, row.given_on, row.sample]),
      [
        ['Sample One', '2025-01-02', true],
        ['Sample Two', '2025-02-03', true],
      ],
    );
  });

  it("produces the investor's history with the engine: a confirmed plan, ten days of earnings, a held withdrawal", async () => {
    const token = await login('investor', DEMO_ACCOUNTS.investor.password);
    const [plan] = (await ctx.api.get('get-user-plans', { token })).json().user_plans;
    assert.equal(plan.title, 'Silver');
    assert.equal(plan.amount, 1000);
    assert.equal(plan.returns, 12);
    assert.equal(plan.initial_duration, 30);
    assert.equal(plan.duration, 20);
    assert.equal(plan.total_returns, 120);
    const { transactions } = (await ctx.api.get('transactions', { token })).json();
    const earnings = transactions.filter((row: { type: string }) => row.type === 'earnings');
    assert.equal(earnings.length, 10);
    assert.equal(earnings[0].created_at.slice(0, 10), utcDay(now));
    assert.deepEqual(
      transactions
        .filter((row: { type: string }) => row.type !== 'earnings')
        .map((row: { type: string; status: string; amount: number }) => [row.type, row.status, row.amount]),
      [
        ['deposit', 'pending', 250],
        ['withdrawal', 'pending', 50],
        ['deposit', 'confirmed', 1000],
      ],
    );
    const me = await ctx.app.db
      .selectFrom('users')
      .select('wallet_cents')
      .where('username', '=', 'investor')
      .executeTakeFirstOrThrow();
    assert.equal(me.wallet_cents, 12_000 - 5_000);
    await assertLedgerInvariant(ctx.app.db);
    const confirmAudit = await ctx.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'transaction.confirm')
      .execute();
    assert.equal(confirmAudit.length, 1);
  });

  it('never seeds twice', async () => {
    const before = {
      transactions: await countRows(ctx.app.db, 'transactions'),
      plans: await countRows(ctx.app.db, 'user_plans'),
    };
    assert.equal(await seedDemo(ctx.app.db, { testimonials }), false);
    assert.deepEqual(
      {
        transactions: await countRows(ctx.app.db, 'transactions'),
        plans: await countRows(ctx.app.db, 'user_plans'),
      },
      before,
    );
    assert.equal((await ctx.api.get('plans')).json().plans.length, 4);
  });

  it('runs from buildApp when seedDemo is on and the database is empty', async () => {
    const seeded = await createTestApp({ seedDemo: true });
    try {
      const plans = (await seeded.api.get('plans')).json().plans;
      assert.equal(plans.length, 4);
      const samples = await seeded.app.db.selectFrom('testimonials').select('sample').execute();
      assert.equal(samples.length, 12);
      assert.ok(samples.every((row) => row.sample));
    } finally {
      await seeded.close();
    }
  });
});
