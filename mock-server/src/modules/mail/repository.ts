import { sql } from 'kysely';
import type { DB } from '../../db/database';

export interface OutboxInput {
  to: string;
  subject: string;
  text: string;
}

/**
 * Writes a message to the outbox: `local` stays for the developer outbox, `pending` is delivered over SMTP
 * by the sender from now on. `db` may be an open transaction.
 */
export const insertOutboxMessage = async (
  db: DB,
  message: OutboxInput,
  status: 'local' | 'pending',
): Promise<void> => {
  await db
    .insertInto('mail_outbox')
    .values({
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      status,
      ...(status === 'pending' ? { next_attempt_at: sql<Date>`now()` } : {}),
    })
    .execute();
};

/** The newest messages first. */
export const listOutbox = async (db: DB, limit: number) => {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['id', 'recipient', 'subject', 'body', 'created_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    created_at: row.created_at.toISOString(),
  }));
};
