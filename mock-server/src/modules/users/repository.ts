import type { DB } from '../../db/database';

/** `50%_off` must match itself, not everything: LIKE's wildcards are escaped. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Live accounts, newest first; `search` matches username or e-mail, case-insensitive. */
export const listLiveUsers = (db: DB, search: string | undefined) => {
  let query = db.selectFrom('users').selectAll().where('deleted_at', 'is', null).orderBy('id', 'desc');
  if (search) {
    const pattern = likePattern(search);
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['username']), 'like', pattern),
        eb(eb.fn('lower', ['email']), 'like', pattern),
      ]),
    );
  }
  return query.execute();
};

export const findUser = (db: DB, id: number) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const documentSidesOf = async (db: DB, userId: number) =>
  (await db.selectFrom('identity_documents').select('side').where('user_id', '=', userId).execute()).map(
    (row) => row.side,
  );

export const lockLiveUser = (trx: DB, id: number) =>
  trx
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();

export const findLiveUserByEmail = (db: DB, email: string) =>
  db
    .selectFrom('users')
    .select(['id', 'email', 'firstname', 'language'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
