import type { DB } from '../../db/database';
import type { SealedDocument } from './document-crypto';

export const lockUser = (trx: DB, id: number) =>
  trx.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const findUser = (db: DB, id: number) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const replaceDocuments = async (
  trx: DB,
  userId: number,
  documents: Array<SealedDocument & { side: 'front' | 'back'; mime: string }>,
) => {
  await trx.deleteFrom('identity_documents').where('user_id', '=', userId).execute();
  await trx
    .insertInto('identity_documents')
    .values(documents.map((document) => ({ user_id: userId, ...document })))
    .execute();
};

export const deleteDocuments = async (trx: DB, userIds: number[]) => {
  if (userIds.length === 0) return;
  await trx.deleteFrom('identity_documents').where('user_id', 'in', userIds).execute();
};

export const findDocument = (db: DB, userId: number, side: 'front' | 'back') =>
  db
    .selectFrom('identity_documents')
    .select(['mime', 'iv', 'auth_tag', 'ciphertext'])
    .where('user_id', '=', userId)
    .where('side', '=', side)
    .executeTakeFirst();
