import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

export interface AuditEntryInput {
  /** The admin who acted (null for the system's own jobs). */
  actorId: number | null;
  /** What happened, `area.verb`: `transaction.confirm`, `user.suspend`, `plan.delete`, ... */
  action: string;
  targetType: string;
  targetId: string | number | null;
  payload?: Record<string, unknown>;
}

/**
 * Appends one entry to the audit log. Call it with the same transaction as the change it records, so the
 * change and its record commit (or roll back) together.
 */
export const recordAudit = async (db: Kysely<Database> | Transaction<Database>, entry: AuditEntryInput) => {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId === null ? null : String(entry.targetId),
      payload: JSON.stringify(entry.payload ?? {}),
    })
    .execute();
};

export interface AuditFilter {
  limit: number;
  cursor?: number | undefined;
  actor?: string | undefined;
  action?: string | undefined;
  target_type?: string | undefined;
  target_id?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** Newest first, keyset-paged; every filter narrows (actor by username in any case, dates as instants). */
export const listAudit = async (db: Kysely<Database>, options: AuditFilter) => {
  let query = db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.actor_id')
    .select([
      'audit_log.id',
      'users.username as actor',
      'audit_log.action',
      'audit_log.target_type',
      'audit_log.target_id',
      'audit_log.payload',
      'audit_log.created_at',
    ])
    .orderBy('audit_log.id', 'desc')
    .limit(options.limit + 1);
  if (options.cursor) query = query.where('audit_log.id', '<', options.cursor);
  if (options.actor) query = query.where(sql`lower(users.username)`, '=', options.actor.toLowerCase());
  if (options.action) query = query.where('audit_log.action', '=', options.action);
  if (options.target_type) query = query.where('audit_log.target_type', '=', options.target_type);
  if (options.target_id) query = query.where('audit_log.target_id', '=', options.target_id);
  if (options.from) query = query.where('audit_log.created_at', '>=', new Date(options.from));
  if (options.to) query = query.where('audit_log.created_at', '<', new Date(options.to));
  const rows = await query.execute();
  const page = rows.slice(0, options.limit);
  return {
    entries: page.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    next_cursor: rows.length > options.limit ? (page.at(-1)?.id ?? null) : null,
  };
};
