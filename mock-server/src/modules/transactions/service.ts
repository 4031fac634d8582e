/**
 * Money coming in and going out at the user's request: buying a plan with an on-chain payment, an admin
 * buying a plan for a user, and withdrawals (held from the wallet at once). Decisions §2.
 */

import { roundDollarsToCents } from 'shared-api/contract/common';
import {
  type AdminDepositBody,
  type DepositBody,
  WITHDRAWAL_LIMITS,
  type WithdrawBody,
} from 'shared-api/contract/transactions';
import type { DB } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { PlanRow } from '../../db/schema';
import { type AppError, badRequest, conflict, notFound } from '../../errors';
import { recordAudit } from '../audit/repository';
import { lockActiveAccount, lockWallets, postLedgerEntry } from '../ledger/ledger';
import { formatCents, utcDay } from '../ledger/money';
import { requirePlan } from '../plans/service';
import { depositTermColumns, payableDailyReturn, termsOfPlan } from '../plans/terms';
import { assertActingAdmin, refuseOwnCase } from '../users/admins';
import { activateDeposit, findReferrer } from './activation';
import { depositReferenceTaken, insertTransaction, recentWithdrawalsCents } from './repository';

export const DUPLICATE_REFERENCE = 'This transaction id has already been submitted.';
export const INSUFFICIENT_BALANCE = 'Insufficient balance';
export const LEVEL_1_LIMIT = 'Please verify your email address to withdraw more than $500.';
export const LEVEL_2_LIMIT =
  'Please complete your Identity verification process to be able to withdraw a $1,000 and above.';

const requireAmountWithin = (plan: PlanRow, amountCents: number) => {
  if (amountCents < plan.min_amount_cents || amountCents > plan.max_amount_cents) {
    throw badRequest(
      'amount_out_of_plan_range',
      `Please deposit between ${formatCents(plan.min_amount_cents)} and ${formatCents(plan.max_amount_cents)} for this plan`,
    );
  }
};

/**
 * A user buys a plan: a pending deposit carrying the on-chain transaction id and the plan's terms as they
 * are now (decisions §2: confirmation starts the plan on these), confirmed later by an admin. The user is
 * the session's, whatever the body says, and is checked not suspended on their locked row, so a suspension
 * racing the purchase either comes after it or refuses it. `now` lets the demo seed date its history.
 */
export const submitDeposit = async (db: DB, userId: number, body: DepositBody, now = new Date()) => {
  const plan = await requirePlan(db, body.plan_id);
  const amountCents = roundDollarsToCents(body.amount);
  requireAmountWithin(plan, amountCents);
  const terms = termsOfPlan(plan);
  payableDailyReturn(terms, amountCents);
  if (await depositReferenceTaken(db, body.payment_method, body.transaction_id)) {
    throw conflict('duplicate_transaction_id', DUPLICATE_REFERENCE);
  }
  try {
    return await db.transaction().execute(async (trx) => {
      await lockActiveAccount(trx, userId);
      return insertTransaction(trx, {
        user_id: userId,
        type: 'deposit',
        status: 'pending',
        amount_cents: amountCents,
        reference: body.transaction_id,
        payment_method: body.payment_method,
        ...depositTermColumns(terms),
        created_at: now,
      });
    });
  } catch (error) {
    // Two submissions of one payment at the same instant: the unique index lets one through.
    if (isUniqueViolation(error)) throw conflict('duplicate_transaction_id', DUPLICATE_REFERENCE);
    throw error;
  }
};

/**
 * The refusal of a withdrawal that breaks its level's limit, if any (level 3 has none). `totalCents` is the
 * user's pending and confirmed withdrawals of the last 24 hours, the new one included (decisions §2: the
 * limits are totals).
 */
export const withdrawalLimitError = (level: number, totalCents: number): AppError | undefined => {
  if (level <= 1 && totalCents > WITHDRAWAL_LIMITS[1] * 100)
    return badRequest('withdrawal_limit_level_1', LEVEL_1_LIMIT);
  if (level === 2 && totalCents >= WITHDRAWAL_LIMITS[2] * 100)
    return badRequest('withdrawal_limit_level_2', LEVEL_2_LIMIT);
  return undefined;
};

/**
 * A withdrawal request: the amount leaves the wallet at once (a pending withdrawal and its ledger entry, in
 * one transaction under the user's row lock), so parallel requests can never overdraw, nor together pass a
 * level limit that each passes alone: the 24-hour total is read under the same lock. Suspension is read on
 * the locked row too.
 */
export const requestWithdrawal = (db: DB, userId: number, body: WithdrawBody, now = new Date()) => {
  const amountCents = roundDollarsToCents(body.amount);
  return db.transaction().execute(async (trx) => {
    const wallet = await lockActiveAccount(trx, userId);
    if (amountCents > wallet.wallet_cents) throw badRequest('insufficient_balance', INSUFFICIENT_BALANCE);
    if (wallet.level < 3) {
      const total = (await recentWithdrawalsCents(trx, userId, now)) + amountCents;
      const limit = withdrawalLimitError(wallet.level, total);
      if (limit) throw limit;
    }
    const withdrawal = await insertTransaction(trx, {
      user_id: userId,
      type: 'withdrawal',
      status: 'pending',
      amount_cents: amountCents,
      payment_method: body.payment_method,
      address: body.address,
      created_at: now,
    });
    await postLedgerEntry(trx, { userId, transactionId: withdrawal.id, amountCents: -amountCents });
    return withdrawal;
  });
};

/**
 * An admin buys a plan for a user: a confirmed deposit and a running plan at once. Paid with `wallet`, the
 * amount comes out of the user's balance through the ledger (refused when short); otherwise the admin
 * records a payment received outside the platform.
 */
export const adminDeposit = async (db: DB, actorId: number, body: AdminDepositBody, now = new Date()) => {
  // An admin who paid for their own plan would start it with no one else seeing the payment.
  refuseOwnCase(
    actorId,
    body.user_id,
    'You cannot buy a plan for your own account: another administrator must.',
  );
  const plan = await requirePlan(db, body.plan_id);
  const amountCents = roundDollarsToCents(body.amount);
  requireAmountWithin(plan, amountCents);
  const terms = termsOfPlan(plan);
  payableDailyReturn(terms, amountCents);
  return db.transaction().execute(async (trx) => {
    await assertActingAdmin(trx, actorId);
    const referrer = await findReferrer(trx, body.user_id);
    // Lock the buyer and the referrer together, in id order, before touching either wallet.
    const wallets = await lockWallets(trx, referrer ? [body.user_id, referrer.id] : [body.user_id]);
    const buyer = wallets.get(body.user_id);
    if (!buyer || buyer.deleted) throw notFound('not_found', 'User not found.');
    const shortMessage = `Insufficient balance: ${buyer.username}'s wallet holds ${formatCents(buyer.wallet_cents)}.`;
    const paidFromWallet = body.payment_method === 'wallet';
    if (paidFromWallet && buyer.wallet_cents < amountCents)
      throw badRequest('insufficient_balance', shortMessage);
    const deposit = await insertTransaction(trx, {
      user_id: body.user_id,
      type: 'deposit',
      status: 'confirmed',
      amount_cents: amountCents,
      payment_method: body.payment_method,
      ...depositTermColumns(terms),
      created_at: now,
      decided_at: now,
      decided_by: actorId,
    });
    if (paidFromWallet) {
      await postLedgerEntry(trx, {
        userId: body.user_id,
        transactionId: deposit.id,
        amountCents: -amountCents,
        insufficientMessage: shortMessage,
      });
    }
    const userPlan = await activateDeposit(trx, deposit, now, utcDay(now));
    await recordAudit(trx, {
      actorId,
      action: 'transaction.admin_deposit',
      targetType: 'user',
      targetId: body.user_id,
      payload: {
        transaction_id: deposit.id,
        user_plan_id: userPlan.id,
        plan_id: plan.id,
        amount_cents: amountCents,
        payment_method: body.payment_method,
      },
    });
    return { deposit, username: buyer.username };
  });
};
