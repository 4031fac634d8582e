/**
 * Making a user an administrator under four eyes (decisions §3): one admin's switch is a request, and only
 * another admin, who is neither the requester nor the user concerned, can approve it. The admins' rows are
 * locked first (the order every admin action on accounts uses), then the request's: however many admins
 * click at once, a request is decided once, by someone who is still an admin with powers.
 */
import type { RoleRequest } from 'shared-api/contract/users';
import type { DB } from '../../db/database';
import type { User } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { recordAudit } from '../audit/repository';
import { lockLiveAdmins, refuseOwnCase, requireActingAdmin } from '../users/admins';
import { lockLiveUser } from '../users/repository';
import {
  findPendingRoleRequest,
  insertRoleRequest,
  listRoleRequests,
  lockRoleRequest,
  markRoleRequestDecided,
  type RoleRequestStatus,
} from './repository';

const NOT_FOUND = 'Request not found.';

/**
 * Files the request to make `target` an administrator; nothing changes yet. Runs inside the switch-role
 * transaction, which holds the admins' rows and the target's.
 */
export const requestPromotion = async (trx: DB, actorId: number, target: User) => {
  if (target.suspended) {
    throw conflict(
      'account_suspended',
      `${target.username} is suspended: lift the suspension before making them an administrator.`,
    );
  }
  if (await findPendingRoleRequest(trx, target.id)) {
    throw conflict(
      'conflict',
      `A request to make ${target.username} an administrator is already waiting for approval.`,
    );
  }
  const request = await insertRoleRequest(trx, target.id, actorId);
  await recordAudit(trx, {
    actorId,
    action: 'user.request_admin',
    targetType: 'user',
    targetId: target.id,
    payload: { role_request_id: request.id },
  });
  return {
    message: `Request recorded: another administrator must approve it before ${target.username} becomes an administrator.`,
  };
};

/** The pending request, locked, provided the deciding admin neither made it nor is the user it concerns. */
const lockForDecision = async (trx: DB, actorId: number, id: number) => {
  const admins = await lockLiveAdmins(trx);
  requireActingAdmin(admins, actorId);
  const request = await lockRoleRequest(trx, id);
  if (!request) throw notFound('not_found', NOT_FOUND);
  if (request.status !== 'pending')
    throw conflict('request_not_pending', `This request has already been ${request.status}.`);
  refuseOwnCase(
    actorId,
    request.requested_by,
    'You made this request: another administrator must decide it.',
  );
  refuseOwnCase(
    actorId,
    request.user_id,
    'This request concerns your own account: another administrator must decide it.',
  );
  return request;
};

/** Another admin approves: the user becomes an administrator. */
export const approveRoleRequest = (db: DB, actorId: number, id: number) =>
  db.transaction().execute(async (trx) => {
    const request = await lockForDecision(trx, actorId, id);
    const target = await lockLiveUser(trx, request.user_id);
    if (!target)
      throw conflict('account_deleted', 'This account has been deleted: the request can only be rejected.');
    if (target.suspended) {
      throw conflict(
        'account_suspended',
        `${target.username} is suspended: reject the request, or lift the suspension first.`,
      );
    }
    await trx.updateTable('users').set({ role: 'admin' }).where('id', '=', target.id).execute();
    await markRoleRequestDecided(trx, id, { status: 'approved', decidedBy: actorId, note: null });
    await recordAudit(trx, {
      actorId,
      action: 'user.switch_role',
      targetType: 'user',
      targetId: target.id,
      payload: { from: target.role, to: 'admin', role_request_id: id, requested_by: request.requested_by },
    });
    return { message: `${target.username} is now an administrator.` };
  });

/** Another admin turns the request down; the user keeps their role. */
export const rejectRoleRequest = (db: DB, actorId: number, id: number, note: string | undefined) =>
  db.transaction().execute(async (trx) => {
    const request = await lockForDecision(trx, actorId, id);
    await markRoleRequestDecided(trx, id, { status: 'rejected', decidedBy: actorId, note: note ?? null });
    await recordAudit(trx, {
      actorId,
      action: 'user.reject_admin',
      targetType: 'user',
      targetId: request.user_id,
      payload: { role_request_id: id, reason: note },
    });
    return { message: 'Request rejected: the user keeps their role.' };
  });

export const getRoleRequests = async (
  db: DB,
  status: RoleRequestStatus | undefined,
): Promise<RoleRequest[]> =>
  (await listRoleRequests(db, status)).map((row) => ({
    id: row.id,
    user_id: row.user_id,
    username: row.username,
    status: row.status,
    requested_by: row.requested_by,
    decided_by: row.decided_by,
    decision_note: row.decision_note,
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at ? row.decided_at.toISOString() : null,
  }));
