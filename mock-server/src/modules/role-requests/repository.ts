import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type RoleRequestStatus = 'pending' | 'approved' | 'rejected';

export const insertRoleRequest = (db: Kysely<Database>, userId: number, requestedBy: number) =>
  db
    .insertInto('role_requests')
    .values({ user_id: userId, requested_by: requestedBy })
    .returningAll()
    .executeTakeFirstOrThrow();

export const findPendingRoleRequest = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('role_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();

/** The request's row, locked until the caller's transaction ends. */
export const lockRoleRequest = (db: Kysely<Database>, id: number) =>
  db.selectFrom('role_requests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const markRoleRequestDecided = (
  db: Kysely<Database>,
  id: number,
  decision: { status: 'approved' | 'rejected'; decidedBy: number; note: string | null },
) =>
  db
    .updateTable('role_requests')
    .set({
      status: decision.status,
      decided_by: decision.decidedBy,
      decided_at: new Date(),
      decision_note: decision.note,
    })
    .where('id', '=', id)
    .execute();

/** Requests with the names of the user, the requester and the decider, newest first. */
export const listRoleRequests = (db: Kysely<Database>, status: RoleRequestStatus | undefined) => {
  let query = db
    .selectFrom('role_requests')
    .innerJoin('users as target', 'target.id', 'role_requests.user_id')
    .innerJoin('users as requester', 'requester.id', 'role_requests.requested_by')
    .leftJoin('users as decider', 'decider.id', 'role_requests.decided_by')
    .select([
      'role_requests.id',
      'role_requests.user_id',
      'target.username',
      'role_requests.status',
      'requester.username as requested_by',
      'decider.username as decided_by',
      'role_requests.decision_note',
      'role_requests.created_at',
      'role_requests.decided_at',
    ])
    .orderBy('role_requests.id', 'desc')
    .limit(500);
  if (status) query = query.where('role_requests.status', '=', status);
  return query.execute();
};
