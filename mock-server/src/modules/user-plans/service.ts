/** Plans users hold: started when a deposit is confirmed, then run by the daily accrual to maturity. */
import { centsToDollars } from 'shared-api/contract/common';
import type { UserPlan } from 'shared-api/contract/transactions';
import type { DB } from '../../db/database';
import type { TransactionRow, UserPlanRow } from '../../db/schema';
import { notFound } from '../../errors';
import type { Trx } from '../ledger/ledger';
import { type PlanTerms, payableDailyReturn } from '../plans/terms';
import { insertUserPlan, listUserPlans } from './repository';

/** The last day of earnings: `duration` days after the start day (the first is the day after it). */
export const endsOn = (startedOn: string, duration: number): string => {
  const day = new Date(`${startedOn}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + duration);
  return day.toISOString().slice(0, 10);
};

export const toUserPlan = (row: UserPlanRow): UserPlan => ({
  id: row.id,
  title: row.title,
  roi: Number(row.roi),
  duration: row.duration,
  initial_duration: row.initial_duration,
  amount: centsToDollars(row.amount_cents),
  returns: centsToDollars(row.returns_cents),
  total_returns: centsToDollars(row.total_returns_cents),
  status: row.status,
  created_at: row.created_at.toISOString(),
  ends_on: endsOn(row.started_on, row.initial_duration),
});

/**
 * Starts the plan a confirmed deposit paid for, on the terms it was bought on: capital = the deposit, daily
 * return by the one payout rule (at least a cent, or it does not start), duration = the terms'. The first
 * day of earnings is the day after `startedOn`.
 */
export const startUserPlan = (
  trx: Trx,
  deposit: Pick<TransactionRow, 'id' | 'user_id' | 'amount_cents'>,
  terms: PlanTerms,
  startedOn: string,
) =>
  insertUserPlan(trx, {
    user_id: deposit.user_id,
    plan_id: terms.planId,
    deposit_id: deposit.id,
    title: terms.title,
    roi: terms.roi,
    amount_cents: deposit.amount_cents,
    returns_cents: payableDailyReturn(terms, deposit.amount_cents),
    duration: terms.duration,
    started_on: startedOn,
  });

export const getUserPlans = async (db: DB, userId: number): Promise<UserPlan[]> =>
  (await listUserPlans(db, userId)).map(toUserPlan);

/** An admin's view of one user's plans; an unknown user is a 404, not an empty list. */
export const getUserPlansOf = async (db: DB, userId: number): Promise<UserPlan[]> => {
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound('not_found', 'User not found.');
  return getUserPlans(db, userId);
};
