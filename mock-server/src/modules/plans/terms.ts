/**
 * Plan terms are fixed at purchase (decisions §2): a deposit records the title, roi and duration its plan
 * had when it was submitted, and its confirmation starts the user plan on exactly those, whatever the plan
 * says by then.
 */
import { roiUnits } from 'shared-api/payout';
import type { PlanRow, TransactionRow } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import { dailyReturnCents, formatCents } from '../ledger/money';

export interface PlanTerms {
  planId: number;
  title: string;
  /** Decimal text, exact. */
  roi: string;
  duration: number;
}

export const PLAN_CANNOT_PAY =
  'This plan cannot be bought at the moment: its terms are not valid. Please choose another plan.';

export const termsOfPlan = (plan: PlanRow): PlanTerms => ({
  planId: plan.id,
  title: plan.title,
  roi: plan.roi,
  duration: plan.duration,
});

/** The columns a deposit keeps its terms in. */
export const depositTermColumns = (terms: PlanTerms) => ({
  plan_id: terms.planId,
  plan_reference: terms.title,
  plan_roi: terms.roi,
  plan_duration: terms.duration,
});

/** The terms a deposit was bought on; a deposit without them (none since migration 011) cannot start. */
export const termsOfDeposit = (deposit: TransactionRow): PlanTerms => {
  const { plan_id, plan_reference, plan_roi, plan_duration } = deposit;
  if (plan_id === null || plan_reference === null || plan_roi === null || plan_duration === null) {
    throw conflict(
      'plan_invalid',
      'This deposit does not record the terms of its plan: reject it and ask for a new one.',
    );
  }
  return { planId: plan_id, title: plan_reference, roi: plan_roi, duration: plan_duration };
};

/**
 * The daily return `amountCents` earns on these terms, refused (400) when the terms could never be paid:
 * a roi outside the rules or a return that rounds to 0 cents (plans written before the rules, decisions §2).
 */
export const payableDailyReturn = (terms: PlanTerms, amountCents: number): number => {
  if (roiUnits(terms.roi) === null || !Number.isSafeInteger(terms.duration) || terms.duration < 1) {
    throw badRequest('plan_invalid', PLAN_CANNOT_PAY);
  }
  const daily = dailyReturnCents(amountCents, terms.roi);
  if (daily < 1) {
    throw badRequest(
      'plan_return_too_small',
      `${formatCents(amountCents)} would earn less than a cent a day on this plan. Please choose a larger amount or another plan.`,
    );
  }
  return daily;
};
