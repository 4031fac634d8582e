import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { TransactionStatus, TransactionType } from '../src/db/schema';
import { sampleTestimonials } from '../src/modules/public/sample-testimonials';
import { createTestApp, type TestContext } from './helpers/app';
import { createPlanRow } from './helpers/money';
import { createUser } from './helpers/users';

describe('public figures and testimonials', () => {
  let ctx: TestContext;
  let planId: number;
  before(async () => {
    ctx = await createTestApp();
    planId = (await createPlanRow(ctx.app.db)).id;
  });
  after(() => ctx.close());

  const transaction = (userId: number, type: TransactionType, status: TransactionStatus, cents: number) =>
    ctx.app.db
      .insertInto('transactions')
      .values({
        user_id: userId,
        type,
        status,
        amount_cents: cents,
        payment_method: 'bitcoin',
        // A deposit records the terms of its plan (migration 011).
        ...(type === 'deposit'
          ? { plan_id: planId, plan_reference: 'Test plan', plan_roi: '2', plan_duration: 5 }
          : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

  /** A confirmed deposit and the plan it started, as the engine would leave them. */
  const investment = async (userId: number, cents: number, status: 'active' | 'completed' = 'active') => {
    const deposit = await transaction(userId, 'deposit', 'confirmed', cents);
    await ctx.app.db
      .insertInto('user_plans')
      .values({
        user_id: userId,
        plan_id: planId,
        deposit_id: deposit.id,
        title: 'Test plan',
        roi: 2,
        amount_cents: cents,
        returns_cents: cents / 50,
        duration: status === 'active' ? 5 : 0,
        initial_duration: 5,
        status,
        started_on: '2025-01-01',
      })
      .execute();
  };

  it('counts nothing on an empty platform', async () => {
    const response = await ctx.api.get('public-stats');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      active_investors: 0,
      total_paid_out: 0,
      countries: 0,
      assets_under_management: 0,
    });
  });

  it('computes every figure from the rows: active plans, confirmed payouts, countries of depositors', async () => {
    const uk = await createUser(ctx.app.db, { country: 'United Kingdom' });
    const germany = await createUser(ctx.app.db, { country: 'Germany' });
    const ukAgain = await createUser(ctx.app.db, { country: ' united kingdom ' });
    const france = await createUser(ctx.app.db, { country: 'France' });
    const deleted = await createUser(ctx.app.db, { country: 'Spain' });
    const noCountry = await createUser(ctx.app.db, { country: '' });

    await investment(uk.id, 100_000); // $1,000 active
    await investment(germany.id, 50_000); // two active plans, one investor
    await investment(germany.id, 25_050);
    await investment(ukAgain.id, 70_000, 'completed'); // a depositor, no longer an active investor
    await transaction(france.id, 'deposit', 'pending', 30_000); // not confirmed: France is not counted
    await transaction(france.id, 'deposit', 'failed', 30_000);
    await investment(deleted.id, 10_000); // capital still held, but the account is gone
    await ctx.app.db
      .updateTable('users')
      .set({ deleted_at: new Date() })
      .where('id', '=', deleted.id)
      .execute();
    await investment(noCountry.id, 5_000);

    await transaction(uk.id, 'withdrawal', 'confirmed', 30_000);
    await transaction(germany.id, 'withdrawal', 'confirmed', 4_550);
    await transaction(germany.id, 'withdrawal', 'pending', 9_999); // not paid yet
    await transaction(uk.id, 'withdrawal', 'failed', 8_888); // rejected
    await transaction(uk.id, 'earnings', 'confirmed', 2_000); // credited, not paid out
    // Rows written straight to the database, as no request does: the cached figures are dropped by hand.
    ctx.app.publicCache.invalidate('public-stats');

    const response = await ctx.api.get('public-stats');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      active_investors: 3, // uk, germany, noCountry
      total_paid_out: 345.5,
      countries: 2, // United Kingdom (either spelling), Germany
      assets_under_management: 1_900.5, // 1000 + 500 + 250.50 + 100 (deleted account's plan) + 50
    });
  });

  it('serves the testimonials newest first, with their date and sample flag', async () => {
    await ctx.app.db
      .insertInto('testimonials')
      .values([
        ...sampleTestimonials.map((entry) => ({
          name: entry.name,
          country: entry.country,
          message: entry.message,
          given_on: entry.date,
          sample: true,
        })),
        { name: 'Real Customer', country: 'Ireland', message: 'Paid out on time.', given_on: '2030-01-02' },
      ])
      .execute();
    const response = await ctx.api.get('testimonials');
    assert.equal(response.statusCode, 200);
    const { testimonials } = response.json();
    assert.equal(testimonials.length, 13);
    assert.deepEqual(testimonials[0], {
      id: testimonials[0].id,
      name: 'Real Customer',
      country: 'Ireland',
      message: 'Paid out on time.',
      date: '2030-01-02',
      sample: false,
    });
    const dates = testimonials.map((entry: { date: string }) => entry.date);
    assert.deepEqual(dates, [...dates].sort().reverse(), 'newest first');
    assert.ok(testimonials.slice(1).every((entry: { sample: boolean }) => entry.sample));
  });

  it('ships twelve distinct sample testimonials with real dates', () => {
    assert.equal(sampleTestimonials.length, 12);
    assert.equal(new Set(sampleTestimonials.map((entry) => entry.name)).size, 12);
    for (const entry of sampleTestimonials) {
      assert.match(entry.date, /^\d{4}-\d{2}-\d{2}$/);
      assert.equal(new Date(`${entry.date}T00:00:00Z`).toISOString().slice(0, 10), entry.date);
      assert.ok(entry.name && entry.country && entry.message.length > 20);
      assert.doesNotMatch(entry.message, /\d+\s*%|\$\s*\d/, 'no figure-based claims');
    }
  });
});
