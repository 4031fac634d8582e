/**
 * The privacy promise (decisions §3, privacy policy): the personal data of a deleted account is erased
 * within 30 days. Run daily; each run erases the accounts deleted at least 30 days before `now`:
 * names, e-mail, phone, address, date of birth, national ID number, occupation, salary, the display message,
 * the password hash, the identity images, pending one-time codes and the outbox copies of mails sent to it.
 * The username becomes `erased-<id>`. Ledger entries, transactions and the audit log stay, tied to that
 * pseudonymous id. Idempotent (erased accounts are marked `erased_at`), and safe on several instances at
 * once (rows being erased elsewhere are skipped).
 */
import { sql } from 'kysely';
import type { DB } from '../db/database';
import { recordAudit } from '../modules/audit/repository';
import { ERASED_PREFIX } from '../modules/auth/usernames';
import { deleteDocuments } from '../modules/identity/repository';

export const RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

const eraseBatch = (db: DB, cutoff: Date, now: Date): Promise<number> =>
  db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('users')
      .select(['id', 'email'])
      .where('deleted_at', '<=', cutoff)
      .where('erased_at', 'is', null)
      .orderBy('id')
      .limit(BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return 0;
    const ids = due.map((user) => user.id);
    const emails = due.flatMap((user) => (user.email ? [user.email.toLowerCase()] : []));

    await deleteDocuments(trx, ids);
    await trx.deleteFrom('one_time_codes').where('user_id', 'in', ids).execute();
    if (emails.length > 0)
      await trx
        .deleteFrom('mail_outbox')
        .where((eb) => eb(eb.fn('lower', ['recipient']), 'in', emails))
        .execute();
    await trx
      .updateTable('users')
      .set({
        username: sql<string>`${ERASED_PREFIX} || id::text`,
        firstname: null,
        lastname: null,
        email: null,
        phone: null,
        address: null,
        date_of_birth: null,
        ssn_sealed: null,
        ssn_plaintext: null,
        occupation: null,
        salary: null,
        message: null,
        password_hash: null,
        erased_at: now,
      })
      .where('id', 'in', ids)
      .execute();
    for (const id of ids) {
      await recordAudit(trx, { actorId: null, action: 'user.erase', targetType: 'user', targetId: id });
    }
    return ids.length;
  });

/** Erases every account deleted at least 30 days before `now`; answers how many it erased. */
export const runRetention = async (db: DB, now: Date = new Date()): Promise<{ erased: number }> => {
  const cutoff = new Date(now.getTime() - RETENTION_DAYS * DAY_MS);
  let erased = 0;
  for (;;) {
    const count = await eraseBatch(db, cutoff, now);
    erased += count;
    if (count < BATCH) return { erased };
  }
};
