import type { Kysely } from 'kysely';
import type { AdjustmentsTable, Database } from '../../db/schema';
import type { Trx } from '../ledger/ledger';

export type AdjustmentStatus = 'pending' | 'approved' | 'rejected';

export const insertAdjustment = (
  db: Kysely<Database>,
  values: {
    user_id: number;
    kind: AdjustmentsTable['kind'];
    amount_cents: number;
    reason: string;
    requested_by: number;
  },
) => db.insertInto('adjustments').values(values).returningAll().executeTakeFirstOrThrow();

/** The request's row, locked until the caller's transaction ends. */
export const lockAdjustment = (trx: Trx, id: number) =>
  trx.selectFrom('adjustments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const markAdjustmentDecided = (
  trx: Trx,
  id: number,
  decision: {
    status: 'approved' | 'rejected';
    decidedBy: number;
    note?: string | null;
    transactionId?: number | null;
  },
) =>
  trx
    .updateTable('adjustments')
    .set({
      status: decision.status,
      decided_by: decision.decidedBy,
      decided_at: new Date(),
      decision_note: decision.note ?? null,
      transaction_id: decision.transactionId ?? null,
    })
    .where('id', '=', id)
    .execute();

/** Requests with the names of the user, the requester and the decider, newest first. */
export const listAdjustments = (db: Kysely<Database>, status: AdjustmentStatus | undefined) => {
  let query = db
    .selectFrom('adjustments')
    .innerJoin('users as target', 'target.id', 'adjustments.user_id')
    .innerJoin('users as requester', 'requester.id', 'adjustments.requested_by')
    .leftJoin('users as decider', 'decider.id', 'adjustments.decided_by')
    .select([
      'adjustments.id',
      'adjustments.user_id',
      'target.username',
      'adjustments.kind',
      'adjustments.amount_cents',
      'adjustments.reason',
      'adjustments.status',
      'requester.username as requested_by',
      'decider.username as decided_by',
      'adjustments.created_at',
      'adjustments.decided_at',
    ])
    .orderBy('adjustments.id', 'desc')
    .limit(500);
  if (status) query = query.where('adjustments.status', '=', status);
  return query.execute();
};
