/**
 * The national ID number (ssn) at rest: sealed with the document key like the identity images (AES-256-GCM,
 * a fresh IV per write, bound to the user's row so a value copied onto another account does not open),
 * stored as one column `users.ssn_sealed` = IV || tag || ciphertext.
 */
import type { DB } from '../../db/database';
import { openDocument, type SealedDocument, sealDocument } from './document-crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The row binding (associated data) of the ssn, beside the images' 'front' and 'back'. */
const SSN_SIDE = 'ssn';

/** Shown to admins for a number sealed with another key (DOCUMENT_KEY changed without re-encryption). */
export const UNREADABLE_SSN = '(unreadable: stored under another DOCUMENT_KEY)';

export const sealSsn = (key: Buffer, userId: number, ssn: string): Buffer => {
  const sealed = sealDocument(key, userId, SSN_SIDE, Buffer.from(ssn, 'utf8'));
  return Buffer.concat([sealed.iv, sealed.auth_tag, sealed.ciphertext]);
};

/** The plaintext; throws when the key is wrong or the bytes were altered or moved to another row. */
export const openSsn = (key: Buffer, userId: number, stored: Uint8Array): string => {
  const bytes = Buffer.from(stored);
  const sealed: SealedDocument = {
    iv: bytes.subarray(0, IV_BYTES),
    auth_tag: bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES),
    ciphertext: bytes.subarray(IV_BYTES + TAG_BYTES),
  };
  return openDocument(key, userId, SSN_SIDE, sealed).toString('utf8');
};

/** A user's ssn for display: null when none is on file, `UNREADABLE_SSN` when this key cannot open it. */
export const readSsn = (key: Buffer, user: { id: number; ssn_sealed: Uint8Array | null }): string | null => {
  if (user.ssn_sealed === null) return null;
  try {
    return openSsn(key, user.id, user.ssn_sealed);
  } catch {
    return UNREADABLE_SSN;
  }
};

const BATCH = 200;

/**
 * The start-up step after the migrations (migration 027 says why it is not SQL): seals every ssn still
 * stored in plaintext. Done at start-up rather than on each row's first read or write so that no plain
 * number stays in the database (and its backups) waiting for a read that may never come, and so that no
 * request path needs to know the old form. Each row is sealed and its plaintext emptied in one update, in
 * batches under row locks; rows locked by another instance doing the same are skipped (it seals them), and
 * a second run finds nothing. Answers how many it sealed.
 */
export const sealPlaintextSsns = async (db: DB, key: Buffer): Promise<number> => {
  let sealed = 0;
  for (;;) {
    const count = await db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('users')
        .select(['id', 'ssn_plaintext'])
        .where('ssn_plaintext', 'is not', null)
        .orderBy('id')
        .limit(BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      for (const { id, ssn_plaintext: plain } of rows) {
        // An empty number (never accepted by the form, but possible in old data) is no number.
        const ssn_sealed = plain?.trim() ? sealSsn(key, id, plain) : null;
        await trx
          .updateTable('users')
          .set({ ssn_sealed, ssn_plaintext: null })
          .where('id', '=', id)
          .execute();
      }
      return rows.length;
    });
    sealed += count;
    if (count < BATCH) return sealed;
  }
};
