/**
 * Manual money under four eyes (decisions §1): a bonus or a fee is a request, with a reason, until a
 * different admin approves it; only the approval writes a transaction and a ledger entry. The request's
 * row is locked on decision, so however many admins click at once it is decided exactly once.
 */
import { centsToDollars, roundDollarsToCents } from 'shared-api/contract/common';
import type { Adjustment } from 'shared-api/contract/users';
import type { DB } from '../../db/database';
import { conflict, forbidden, notFound } from '../../errors';
import { recordAudit } from '../audit/repository';
import { lockWallet, postLedgerEntry, type Trx } from '../ledger/ledger';
import { formatCents } from '../ledger/money';
import { insertTransaction } from '../transactions/repository';
import { assertActingAdmin, refuseOwnCase } from '../users/admins';
import {
  type AdjustmentStatus,
  insertAdjustment,
  listAdjustments,
  lockAdjustment,
  markAdjustmentDecided,
} from './repository';

export type AdjustmentKind = 'bonus' | 'fee';

/** Files a bonus or fee request for another admin to approve; nothing moves yet. */
export const requestAdjustment = async (
  db: DB,
  actorId: number,
  userId: number,
  request: { kind: AdjustmentKind; amount: number; reason: string },
) =>
  db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!user) throw notFound('not_found', 'User not found.');
    const adjustment = await insertAdjustment(trx, {
      user_id: userId,
      kind: request.kind,
      amount_cents: roundDollarsToCents(request.amount),
      reason: request.reason,
      requested_by: actorId,
    });
    await recordAudit(trx, {
      actorId,
      action: `adjustment.request_${request.kind}`,
      targetType: 'user',
      targetId: userId,
      payload: {
        adjustment_id: adjustment.id,
        amount_cents: adjustment.amount_cents,
        reason: request.reason,
      },
    });
    return adjustment;
  });

/**
 * The pending request, locked, provided the deciding admin still has admin powers, did not make it, and is
 * not the user it would credit or charge (decisions §3: nobody decides their own case).
 */
const lockForDecision = async (trx: Trx, id: number, actorId: number, verb: 'approve' | 'reject') => {
  await assertActingAdmin(trx, actorId);
  const adjustment = await lockAdjustment(trx, id);
  if (!adjustment) throw notFound('not_found', 'Request not found.');
  if (adjustment.status !== 'pending')
    throw conflict('request_not_pending', `This request has already been ${adjustment.status}.`);
  if (adjustment.requested_by === actorId) {
    throw forbidden('own_case', `You cannot ${verb} your own request: another administrator must decide it.`);
  }
  refuseOwnCase(
    actorId,
    adjustment.user_id,
    `This ${adjustment.kind} is for your own account: another administrator must decide it.`,
  );
  return adjustment;
};

/** A different admin approves: the bonus or fee becomes a transaction the user sees, with its reason. */
export const approveAdjustment = (db: DB, actorId: number, id: number) =>
  db.transaction().execute(async (trx) => {
    const adjustment = await lockForDecision(trx, id, actorId, 'approve');
    const isFee = adjustment.kind === 'fee';
    const wallet = await lockWallet(trx, adjustment.user_id);
    if (wallet.deleted)
      throw conflict('account_deleted', 'This account has been deleted: the request can only be rejected.');
    const insufficientMessage = `The fee of ${formatCents(adjustment.amount_cents)} is larger than the user's wallet balance of ${formatCents(wallet.wallet_cents)}.`;
    const transaction = await insertTransaction(trx, {
      user_id: adjustment.user_id,
      type: isFee ? 'charges' : 'bonus',
      status: 'confirmed',
      amount_cents: adjustment.amount_cents,
      reason: adjustment.reason,
      decided_at: new Date(),
      decided_by: actorId,
    });
    await postLedgerEntry(trx, {
      userId: adjustment.user_id,
      transactionId: transaction.id,
      amountCents: isFee ? -adjustment.amount_cents : adjustment.amount_cents,
      insufficientMessage,
    });
    await markAdjustmentDecided(trx, id, {
      status: 'approved',
      decidedBy: actorId,
      transactionId: transaction.id,
    });
    await recordAudit(trx, {
      actorId,
      action: 'adjustment.approve',
      targetType: 'adjustment',
      targetId: id,
      payload: { user_id: adjustment.user_id, kind: adjustment.kind, transaction_id: transaction.id },
    });
    return adjustment;
  });

/** A different admin turns the request down; nothing moves. */
export const rejectAdjustment = (db: DB, actorId: number, id: number, note: string | undefined) =>
  db.transaction().execute(async (trx) => {
    const adjustment = await lockForDecision(trx, id, actorId, 'reject');
    await markAdjustmentDecided(trx, id, { status: 'rejected', decidedBy: actorId, note: note ?? null });
    await recordAudit(trx, {
      actorId,
      action: 'adjustment.reject',
      targetType: 'adjustment',
      targetId: id,
      payload: { user_id: adjustment.user_id, kind: adjustment.kind, reason: note },
    });
    return adjustment;
  });

export const getAdjustments = async (db: DB, status: AdjustmentStatus | undefined): Promise<Adjustment[]> =>
  (await listAdjustments(db, status)).map((row) => ({
    id: row.id,
    user_id: row.user_id,
    username: row.username,
    kind: row.kind,
    amount: centsToDollars(row.amount_cents),
    reason: row.reason,
    status: row.status,
    requested_by: row.requested_by,
    decided_by: row.decided_by,
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at ? row.decided_at.toISOString() : null,
  }));
