import type { DB } from '../../db/database';

export interface OutboxInput {
  to: string;
  subject: string;
  text: string;
}

/** Keeps a message in the local outbox (no SMTP server configured). `db` may be an open transaction. */
export const insertOutboxMessage = async (db: DB, message: OutboxInput): Promise<void> => {
  await db
    .insertInto('mail_outbox')
    .values({ recipient: message.to, subject: message.subject, body: message.text })
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
