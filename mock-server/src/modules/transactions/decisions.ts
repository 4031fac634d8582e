/**
 * An admin's decision on a pending deposit or withdrawal. The transaction's row is locked first, so of
 * any number of simultaneous decisions exactly one finds it pending; the others are told it was decided.
 */
import type { DB } from '../../db/database';
import type { TransactionRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { recordAudit } from '../audit/repository';
import { postLedgerEntry, type Trx } from '../ledger/ledger';
import { utcDay } from '../ledger/money';
import { assertActingAdmin, refuseOwnCase } from '../users/admins';
import { activateDeposit } from './activation';
import { insertTransaction, lockTransaction, markDecided } from './repository';

type Decidable = TransactionRow & { type: 'deposit' | 'withdrawal' };

/**
 * The pending deposit or withdrawal, locked, provided the deciding admin still has admin powers and it is
 * not their own (decisions §3: nobody decides their own case).
 */
const lockPending = async (trx: Trx, id: number, actorId: number): Promise<Decidable> => {
  await assertActingAdmin(trx, actorId);
  const row = await lockTransaction(trx, id);
  if (!row) throw notFound('not_found', 'Transaction not found.');
  if (row.type !== 'deposit' && row.type !== 'withdrawal') {
    throw badRequest('bad_request', 'Only deposits and withdrawals wait for a decision.');
  }
  refuseOwnCase(actorId, row.user_id, `This is your own ${row.type}: another administrator must decide it.`);
  if (row.status !== 'pending') {
    throw conflict(
      'transaction_not_pending',
      `This ${row.type} has already been ${row.status === 'confirmed' ? 'confirmed' : 'rejected'}.`,
    );
  }
  return { ...row, type: row.type };
};

/**
 * Confirms a pending deposit (its plan starts today, UTC, and the referrer's bonus is paid) or withdrawal
 * (paid out; the amount already left the wallet when it was requested).
 */
export const confirmTransaction = (db: DB, actorId: number, id: number, now = new Date()) =>
  db.transaction().execute(async (trx) => {
    const pending = await lockPending(trx, id, actorId);
    const confirmed = await markDecided(trx, id, { status: 'confirmed', decidedBy: actorId, decidedAt: now });
    const userPlan =
      pending.type === 'deposit' ? await activateDeposit(trx, confirmed, now, utcDay(now)) : null;
    await recordAudit(trx, {
      actorId,
      action: 'transaction.confirm',
      targetType: 'transaction',
      targetId: id,
      payload: {
        type: pending.type,
        user_id: pending.user_id,
        amount_cents: pending.amount_cents,
        ...(userPlan ? { user_plan_id: userPlan.id } : {}),
      },
    });
    return confirmed;
  });

export const WITHDRAWAL_REASON_REQUIRED =
  'Please give the reason for rejecting this withdrawal: the user will see it.';

/**
 * Rejects a pending deposit (nothing moves) or withdrawal (the held amount returns to the wallet at once, as
 * a `reversal` linked to it). A withdrawal rejection must give a reason the user can read (decisions §1).
 */
export const rejectTransaction = (db: DB, actorId: number, id: number, reason: string | undefined) =>
  db.transaction().execute(async (trx) => {
    const pending = await lockPending(trx, id, actorId);
    if (pending.type === 'withdrawal' && !reason)
      throw badRequest('reason_required', WITHDRAWAL_REASON_REQUIRED);
    const now = new Date();
    const rejected = await markDecided(trx, id, {
      status: 'failed',
      decidedBy: actorId,
      decidedAt: now,
      reason: reason ?? null,
    });
    if (pending.type === 'withdrawal') {
      const reversal = await insertTransaction(trx, {
        user_id: pending.user_id,
        type: 'reversal',
        status: 'confirmed',
        amount_cents: pending.amount_cents,
        payment_method: pending.payment_method,
        related_id: pending.id,
        reason: `Withdrawal rejected: ${reason}`,
        created_at: now,
        decided_at: now,
        decided_by: actorId,
      });
      await postLedgerEntry(trx, {
        userId: pending.user_id,
        transactionId: reversal.id,
        amountCents: pending.amount_cents,
      });
    }
    await recordAudit(trx, {
      actorId,
      action: 'transaction.reject',
      targetType: 'transaction',
      targetId: id,
      payload: { type: pending.type, user_id: pending.user_id, amount_cents: pending.amount_cents, reason },
    });
    return rejected;
  });
