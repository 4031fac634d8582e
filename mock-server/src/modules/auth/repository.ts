import type { DB } from '../../db/database';
import type { NewUser } from '../../db/schema';

export const findUserById = (db: DB, id: number) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

/** A live (not deleted) account by its username or its e-mail address, whichever the person typed. */
export const findLiveUserByLogin = (db: DB, identifier: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['username']), '=', identifier.toLowerCase()),
        eb(eb.fn('lower', ['email']), '=', identifier.toLowerCase()),
      ]),
    )
    .where('deleted_at', 'is', null)
    // A username that looks like someone else's e-mail cannot be registered, but prefer the username.
    .orderBy((eb) => eb(eb.fn('lower', ['username']), '=', identifier.toLowerCase()), 'desc')
    .executeTakeFirst();

export const findLiveUserByEmail = (db: DB, email: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

/** Usernames and e-mails stay taken after deletion until the retention job erases the account. */
export const isUsernameTaken = async (db: DB, username: string, exceptUserId?: number) => {
  let query = db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()));
  if (exceptUserId !== undefined) query = query.where('id', '<>', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
};

export const isEmailTaken = async (db: DB, email: string) =>
  (await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst()) !== undefined;

export const isLiveReferralId = async (db: DB, referralId: string) =>
  (await db
    .selectFrom('users')
    .select('id')
    .where('referral_id', '=', referralId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()) !== undefined;

export const isReferralIdTaken = async (db: DB, referralId: string) =>
  (await db.selectFrom('users').select('id').where('referral_id', '=', referralId).executeTakeFirst()) !==
  undefined;

export const insertUser = async (db: DB, user: NewUser) =>
  (await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow()).id;

export const insertSession = async (db: DB, userId: number, tokenHash: string, expiresAt: Date) => {
  await db
    .insertInto('sessions')
    .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt })
    .execute();
};

export const revokeSession = async (db: DB, sessionId: number) => {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
};

/** Signs the account out everywhere, except the session `keepSessionId` when given. */
export const revokeUserSessions = async (db: DB, userId: number, keepSessionId?: number) => {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== undefined) query = query.where('id', '<>', keepSessionId);
  await query.execute();
};

export const lockUser = (db: DB, id: number) =>
  db.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
