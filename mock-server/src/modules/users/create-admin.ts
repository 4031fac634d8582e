/**
 * The first admin (decisions §3): the operator creates an admin with a command on the server; it is the only
 * way to create an admin without another admin's approval, and it is written to the audit log (with no
 * actor: nobody signed in did it).
 */
import { email, password, username } from 'shared-api/contract/auth';
import { z } from 'zod';
import type { DB } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { hashPassword } from '../../lib/passwords';
import { recordAudit } from '../audit/repository';
import { newReferralId } from '../auth/referral-ids';
import { isEmailTaken, isReferralIdTaken, isUsernameTaken } from '../auth/repository';
import { usernameProblem } from '../auth/usernames';

/** The same rules as signing up (username, e-mail, password strength). */
const adminAccount = z.object({ username, email, password });
export type AdminAccount = z.input<typeof adminAccount>;

/** Refused input, with a message for the operator. */
export class CreateAdminError extends Error {
  override readonly name = 'CreateAdminError';
}

export const createAdmin = async (db: DB, input: AdminAccount): Promise<{ id: number; username: string }> => {
  const parsed = adminAccount.safeParse(input);
  if (!parsed.success)
    throw new CreateAdminError(parsed.error.issues.map((issue) => issue.message).join('\n'));
  const account = parsed.data;
  const reserved = usernameProblem(account.username);
  if (reserved) throw new CreateAdminError(reserved);
  if (await isUsernameTaken(db, account.username)) {
    throw new CreateAdminError(`The username ${account.username} is already taken.`);
  }
  if (await isEmailTaken(db, account.email)) {
    throw new CreateAdminError(`An account with the e-mail address ${account.email} already exists.`);
  }
  const passwordHash = await hashPassword(account.password);
  const referralId = await newReferralId((candidate) => isReferralIdTaken(db, candidate));
  try {
    return await db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('users')
        .values({
          username: account.username,
          email: account.email,
          role: 'admin',
          referral_id: referralId,
          password_hash: passwordHash,
        })
        .returning(['id', 'username'])
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        actorId: null,
        action: 'user.create_admin',
        targetType: 'user',
        targetId: created.id,
        payload: { username: account.username, email: account.email, via: 'npm run create-admin' },
      });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new CreateAdminError('This username or e-mail address was just registered. Choose another one.');
    }
    throw error;
  }
};
