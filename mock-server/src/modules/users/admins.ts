/**
 * Who may act as an administrator at the moment of acting (decisions §3): a live account with role admin
 * that is not suspended. The sign-in check refuses a suspended admin at the door; these read it again
 * inside the action's own transaction, so a suspension or demotion that commits first is seen.
 */
import type { DB } from '../../db/database';
import { forbidden } from '../../errors';
import { SUSPENDED_ADMIN_MESSAGE } from '../../plugins/auth';

export const ADMINS_ONLY = 'This is for administrators only.';

export interface LiveAdmin {
  id: number;
  suspended: boolean;
}

/**
 * Locks every live admin row, in id order (one order for everybody: no deadlock), and returns them. Two
 * admins demoting or deleting each other at the same moment then run one after the other, and the second
 * sees the first's result: the last admin can never be removed.
 */
export const lockLiveAdmins = (trx: DB): Promise<LiveAdmin[]> =>
  trx
    .selectFrom('users')
    .select(['id', 'suspended'])
    .where('role', '=', 'admin')
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();

/** Refuses an actor who is not, on the locked rows, a live admin with powers. */
export const requireActingAdmin = (admins: LiveAdmin[], actorId: number) => {
  const actor = admins.find((admin) => admin.id === actorId);
  if (!actor) throw forbidden('forbidden', ADMINS_ONLY);
  if (actor.suspended) throw forbidden('account_suspended', SUSPENDED_ADMIN_MESSAGE);
};

/** Refuses an actor who is not, as the action's transaction reads it, a live admin with powers. */
export const assertActingAdmin = async (db: DB, actorId: number) => {
  const actor = await db
    .selectFrom('users')
    .select(['role', 'suspended', 'deleted_at'])
    .where('id', '=', actorId)
    .executeTakeFirst();
  if (!actor || actor.deleted_at !== null || actor.role !== 'admin')
    throw forbidden('forbidden', ADMINS_ONLY);
  if (actor.suspended) throw forbidden('account_suspended', SUSPENDED_ADMIN_MESSAGE);
};

/**
 * Whether taking `target`'s role away would leave nobody able to run the platform: it is the only admin
 * with powers (a suspended admin has none).
 */
export const isLastActiveAdmin = (
  target: { id: number; role: 'user' | 'admin'; suspended: boolean },
  admins: LiveAdmin[],
) =>
  target.role === 'admin' &&
  !target.suspended &&
  admins.filter((admin) => !admin.suspended && admin.id !== target.id).length === 0;

/**
 * Nobody decides their own case (decisions §3): an admin never approves, confirms or rejects anything that
 * concerns their own account.
 */
export const refuseOwnCase = (actorId: number, concernedUserId: number, message: string) => {
  if (actorId === concernedUserId) throw forbidden('own_case', message);
};
