/**
 * Decisions §2, one payout rule: for random valid plans and amounts, the total a screen previews (the shared
 * function, fed the plan as GET /plans sends it) equals, to the cent, what the accrual actually credits
 * through maturity to a user who bought that plan through the API.
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { planTotalCents } from 'shared-api/payout';
import { runAccrual } from '../src/jobs/accrual';
import { utcDay } from '../src/modules/ledger/money';
import { createTestApp, type TestContext } from './helpers/app';
import { assertLedgerInvariant, txReference, walletCents } from './helpers/money';
import { createUser, type TestUser } from './helpers/users';

const DAY_MS = 86_400_000;
const RUNS = Number(process.env.PAYOUT_PROPERTY_RUNS ?? 30);

/** roi in ten-thousandths of a percent as the admin might type it: decimal text or a JSON number. */
const roiInput = (units: number, asText: boolean): string | number => {
  const text = `${Math.floor(units / 10_000)}.${String(units % 10_000).padStart(4, '0')}`;
  return asText ? text : Number(text);
};

/** A valid plan (its minimum earns at least a cent a day) and an amount within it, in cents. */
const planAndAmount = fc
  .record({
    units: fc.integer({ min: 1, max: 1_000_000 }),
    asText: fc.boolean(),
    duration: fc.integer({ min: 1, max: 45 }),
    minExtra: fc.integer({ min: 0, max: 2_000_000 }),
    span: fc.integer({ min: 0, max: 50_000_000 }),
    position: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ units, asText, duration, minExtra, span, position }) => {
    // The smallest minimum whose daily return rounds half up to a cent: cents × units ≥ 500 000.
    const minCents = Math.ceil(500_000 / units) + minExtra;
    const maxCents = minCents + span;
    const amountCents = minCents + Math.floor(position * span);
    return { roi: roiInput(units, asText), duration, minCents, maxCents, amountCents };
  });

describe('payout: the previewed total is the total paid', () => {
  let ctx: TestContext;
  let admin: TestUser;
  before(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx.app.db, { role: 'admin' });
  });
  afterEach(() => assertLedgerInvariant(ctx.app.db));
  after(() => ctx.close());

  let planCount = 0;

  it(`for ${RUNS} random valid plans and amounts, to the cent`, async () => {
    await fc.assert(
      fc.asyncProperty(planAndAmount, async ({ roi, duration, minCents, maxCents, amountCents }) => {
        planCount += 1;
        const title = `Property ${planCount}`;
        const created = await ctx.api.post(
          'create-plan',
          { title, roi, duration, min_amount: minCents / 100, max_amount: maxCents / 100 },
          { token: admin.token },
        );
        assert.equal(created.statusCode, 200, created.body);
        const plan = (await ctx.api.get('plans'))
          .json()
          .plans.find((row: { title: string }) => row.title === title);

        // What the plan card and the purchase modal show for this amount.
        const amount = amountCents / 100;
        const previewed = planTotalCents(amount, plan.roi, plan.duration);
        assert.notEqual(previewed, null);

        const user = await createUser(ctx.app.db);
        const bought = await ctx.api.post(
          'deposit',
          { plan_id: plan.id, transaction_id: txReference(), payment_method: 'bitcoin', amount },
          { token: user.token },
        );
        assert.equal(bought.statusCode, 200, bought.body);
        const [deposit] = (await ctx.api.get('transactions', { token: user.token })).json().transactions;
        const confirmed = await ctx.api.post(`confirm-transaction/${deposit.id}`, undefined, {
          token: admin.token,
        });
        assert.equal(confirmed.statusCode, 200, confirmed.body);

        const maturity = utcDay(new Date(Date.now() + duration * DAY_MS));
        await runAccrual(ctx.app.db, maturity);
        const [userPlan] = (await ctx.api.get('get-user-plans', { token: user.token })).json().user_plans;
        assert.equal(userPlan.status, 'completed');
        // The user started with nothing: the wallet is every earnings credit plus the capital returned.
        assert.equal(await walletCents(ctx.app.db, user.id), previewed);
      }),
      { numRuns: RUNS },
    );
  });
});
