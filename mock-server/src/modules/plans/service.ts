/**
 * Plans on offer. A plan's terms are copied into each user plan when it starts, so editing or deleting a
 * plan changes only future purchases: running plans keep the terms they were bought on.
 */
import { centsToDollars, roundDollarsToCents } from 'shared-api/contract/common';
import type { CheckedPlanBody, Plan } from 'shared-api/contract/plans';
import type { DB } from '../../db/database';
import type { PlanRow } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { recordAudit } from '../audit/repository';
import { dailyReturnCents } from '../ledger/money';
import { findPlan, insertPlan, listPlans, type PlanValues, softDeletePlan, updatePlan } from './repository';

export const PLAN_NOT_FOUND = 'This plan does not exist or is no longer offered.';

export const toPlan = (row: PlanRow): Plan => ({
  id: row.id,
  title: row.title,
  roi: Number(row.roi),
  duration: row.duration,
  min_amount: centsToDollars(row.min_amount_cents),
  max_amount: centsToDollars(row.max_amount_cents),
});

export const getPlans = async (db: DB): Promise<Plan[]> => (await listPlans(db)).map(toPlan);

/** A plan on offer or a 404 with a message the buyer understands. */
export const requirePlan = async (db: DB, id: number): Promise<PlanRow> => {
  const plan = await findPlan(db, id);
  if (!plan) throw notFound('plan_unknown', PLAN_NOT_FOUND);
  return plan;
};

/**
 * The row of a checked plan body (roi already canonical decimal text, decisions §2). A plan whose minimum
 * would earn 0 cents a day is refused: every day of every purchase must pay at least a cent.
 */
const planValues = (body: CheckedPlanBody): PlanValues => {
  const values = {
    title: body.title,
    roi: body.roi,
    duration: body.duration,
    min_amount_cents: roundDollarsToCents(body.min_amount),
    max_amount_cents: roundDollarsToCents(body.max_amount),
  };
  if (dailyReturnCents(values.min_amount_cents, values.roi) < 1) {
    throw badRequest(
      'plan_return_too_small',
      'The minimum amount is too small to earn a cent a day at this ROI.',
    );
  }
  return values;
};

export const createPlan = (db: DB, actorId: number, body: CheckedPlanBody) => {
  const values = planValues(body);
  return db.transaction().execute(async (trx) => {
    const { id } = await insertPlan(trx, values);
    await recordAudit(trx, {
      actorId,
      action: 'plan.create',
      targetType: 'plan',
      targetId: id,
      payload: body,
    });
    return id;
  });
};

export const editPlan = (db: DB, actorId: number, id: number, body: CheckedPlanBody) => {
  const values = planValues(body);
  return db.transaction().execute(async (trx) => {
    const updated = await updatePlan(trx, id, values);
    if (!updated) throw notFound('plan_unknown', PLAN_NOT_FOUND);
    await recordAudit(trx, { actorId, action: 'plan.edit', targetType: 'plan', targetId: id, payload: body });
  });
};

/** Soft delete: the plan leaves the offer; user plans bought on it keep running to maturity. */
export const deletePlan = (db: DB, actorId: number, id: number) =>
  db.transaction().execute(async (trx) => {
    const deleted = await softDeletePlan(trx, id);
    if (!deleted) throw notFound('plan_unknown', PLAN_NOT_FOUND);
    await recordAudit(trx, {
      actorId,
      action: 'plan.delete',
      targetType: 'plan',
      targetId: id,
      payload: { title: deleted.title },
    });
  });
