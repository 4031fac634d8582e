import { centsToDollars } from 'shared-api/contract/common';
import type { AdminUser, customMailBody, UserSummary } from 'shared-api/contract/users';
import type { z } from 'zod';
import type { DB } from '../../db/database';
import type { User } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { Mailer } from '../../plugins/mail';
import type { AuthUser } from '../../types';
import { recordAudit } from '../audit/repository';
import { toProfile } from '../auth/profile';
import { revokeUserSessions } from '../auth/repository';
import { readSsn } from '../identity/ssn';
import { documentUrl } from '../identity/urls';
import { customMail } from '../mail/templates';
import { requestPromotion } from '../role-requests/service';
import { isLastActiveAdmin, type LiveAdmin, lockLiveAdmins, requireActingAdmin } from './admins';
import * as repository from './repository';

export interface UsersDeps {
  db: DB;
  mailer: Mailer;
  /** Opens the ssn, which admins see in full. */
  documentKey: Buffer;
}

export const LAST_ADMIN =
  'This is the last administrator: make another user an administrator first, so someone can still run the platform.';
const NO_SUCH_USER = 'This user does not exist or was deleted.';

const toSummary = (user: User, ssn: string | null): UserSummary => ({
  id: user.id,
  username: user.username,
  email: user.email ?? '',
  firstname: user.firstname ?? '',
  lastname: user.lastname ?? '',
  country: user.country ?? '',
  level: user.level,
  role: user.role,
  suspended: user.suspended ? 1 : 0,
  wallet: centsToDollars(user.wallet_cents),
  ssn,
  salary: user.salary,
  identity_status: user.identity_status,
  created_at: user.created_at.toISOString(),
});

export const listUsers = async ({ db, documentKey }: UsersDeps, search: string | undefined) => ({
  users: (await repository.listLiveUsers(db, search?.trim() || undefined)).map((user) =>
    toSummary(user, readSsn(documentKey, user)),
  ),
});

export const getUser = async ({ db, documentKey }: UsersDeps, id: number): Promise<{ user: AdminUser }> => {
  const user = await repository.findUser(db, id);
  if (!user) throw notFound('not_found', 'This user does not exist.');
  const sides = await repository.documentSidesOf(db, id);
  const ssn = readSsn(documentKey, user);
  return {
    user: {
      ...toProfile(user, ssn),
      ssn,
      has_documents: sides.length > 0,
      dl_front: sides.includes('front') ? documentUrl(id, 'front') : null,
      dl_back: sides.includes('back') ? documentUrl(id, 'back') : null,
      deleted: user.deleted_at !== null,
    },
  };
};

/**
 * Runs an admin action on a live account in one transaction: the actor's admin row (and every other admin's)
 * is locked first, then the target's; the actor must still be an admin with powers on those locked rows;
 * the action writes its change and its audit entry together.
 */
const withTarget = <Result>(
  db: DB,
  actor: AuthUser,
  targetId: number,
  action: (trx: DB, target: User, liveAdmins: LiveAdmin[]) => Promise<Result>,
): Promise<Result> =>
  db.transaction().execute(async (trx) => {
    const liveAdmins = await lockLiveAdmins(trx);
    requireActingAdmin(liveAdmins, actor.id);
    const target = await repository.lockLiveUser(trx, targetId);
    if (!target) throw notFound('not_found', NO_SUCH_USER);
    return action(trx, target, liveAdmins);
  });

/**
 * Taking the role away is immediate (an admin may step down), never from the last admin with powers.
 * Making a user an admin is a request that another admin approves (decisions §3).
 */
export const switchRole = ({ db }: UsersDeps, actor: AuthUser, id: number) =>
  withTarget(db, actor, id, async (trx, target, liveAdmins) => {
    if (target.role === 'user') return requestPromotion(trx, actor.id, target);
    if (isLastActiveAdmin(target, liveAdmins)) throw badRequest('last_admin', LAST_ADMIN);
    await trx.updateTable('users').set({ role: 'user' }).where('id', '=', id).execute();
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'user.switch_role',
      targetType: 'user',
      targetId: id,
      payload: { from: 'admin', to: 'user' },
    });
    return { message: `${target.username} is now a user.` };
  });

export const toggleSuspension = ({ db }: UsersDeps, actor: AuthUser, id: number) =>
  withTarget(db, actor, id, async (trx, target) => {
    if (target.id === actor.id) throw badRequest('own_case', 'You cannot suspend your own account.');
    const suspended = !target.suspended;
    await trx.updateTable('users').set({ suspended }).where('id', '=', id).execute();
    await recordAudit(trx, {
      actorId: actor.id,
      action: suspended ? 'user.suspend' : 'user.unsuspend',
      targetType: 'user',
      targetId: id,
    });
    return {
      message: suspended ? `${target.username} is suspended.` : `${target.username} is no longer suspended.`,
    };
  });

export const setDisplayMessage = ({ db }: UsersDeps, actor: AuthUser, id: number, message: string) =>
  withTarget(db, actor, id, async (trx, target) => {
    await trx.updateTable('users').set({ message }).where('id', '=', id).execute();
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'user.set_message',
      targetType: 'user',
      targetId: id,
      payload: { message },
    });
    return { message: `The message is now shown to ${target.username}.` };
  });

export const removeDisplayMessage = ({ db }: UsersDeps, actor: AuthUser, id: number) =>
  withTarget(db, actor, id, async (trx, target) => {
    if (target.message === null) throw badRequest('not_found', `${target.username} has no display message.`);
    await trx.updateTable('users').set({ message: null }).where('id', '=', id).execute();
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'user.remove_message',
      targetType: 'user',
      targetId: id,
      payload: { message: target.message },
    });
    return { message: `The display message of ${target.username} was removed.` };
  });

/**
 * Deletion (decisions §3): sign-in stops at once (every session revoked, pending codes retired); the
 * retention job erases the personal data after 30 days; ledger rows stay.
 */
export const deleteUser = ({ db }: UsersDeps, actor: AuthUser, id: number) =>
  withTarget(db, actor, id, async (trx, target, liveAdmins) => {
    if (target.id === actor.id) throw badRequest('own_case', 'You cannot delete your own account.');
    if (isLastActiveAdmin(target, liveAdmins)) throw badRequest('last_admin', LAST_ADMIN);
    const now = new Date();
    await trx.updateTable('users').set({ deleted_at: now }).where('id', '=', id).execute();
    await revokeUserSessions(trx, id);
    await trx
      .updateTable('one_time_codes')
      .set({ consumed_at: now })
      .where('user_id', '=', id)
      .where('consumed_at', 'is', null)
      .execute();
    await recordAudit(trx, { actorId: actor.id, action: 'user.delete', targetType: 'user', targetId: id });
    return {
      message: `${target.username} was deleted and can no longer sign in. Their personal data will be erased within 30 days.`,
    };
  });

/** Mails a registered, live account only; the audit keeps the subject, not the text. */
export const sendCustomMail = async (
  { db, mailer }: UsersDeps,
  actor: AuthUser,
  body: z.infer<typeof customMailBody>,
) => {
  const recipient = await repository.findLiveUserByEmail(db, body.email);
  if (!recipient?.email) throw notFound('not_found', 'No account uses this e-mail address.');
  const to = recipient.email;
  await db.transaction().execute(async (trx) => {
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'user.custom_mail',
      targetType: 'user',
      targetId: recipient.id,
      payload: { subject: body.subject },
    });
    const frame = { email: to, language: recipient.language, firstname: recipient.firstname };
    await mailer.send(customMail(frame, body.subject, body.body), trx);
  });
  return { message: `E-mail sent to ${to}.` };
};
