import { type AuditAction, auditActions } from 'shared-api/contract/users';
import type { AuditFilter } from 'shared-api/user-calls';

/** What the audit log's filter form holds: text as typed, days as `YYYY-MM-DD` in the viewer's calendar. */
export interface AuditFilterForm {
  actor: string;
  action: AuditAction | '';
  targetType: string;
  targetId: string;
  fromDay: string;
  toDay: string;
}

export const emptyAuditFilter: AuditFilterForm = {
  actor: '',
  action: '',
  targetType: '',
  targetId: '',
  fromDay: '',
  toDay: '',
};

/** The kinds of record the server names as targets. */
export const auditTargetTypes = ['user', 'transaction', 'adjustment', 'plan', 'deposit_address'] as const;

export const isAuditAction = (value: string): value is AuditAction =>
  (auditActions as readonly string[]).includes(value);

/** Local midnight of a `YYYY-MM-DD` day, as an instant; `plusDays` moves whole calendar days. */
const localMidnight = (day: string, plusDays = 0): string | undefined => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays).toISOString();
};

/**
 * The server's query for the form: empty fields left out; "from" is the start of that day and "to" the
 * end of that day, in the viewer's time zone (both days included).
 */
export const toAuditQuery = (form: AuditFilterForm): AuditFilter => {
  const query: AuditFilter = {};
  if (form.actor.trim()) query.actor = form.actor.trim();
  if (form.action) query.action = form.action;
  if (form.targetType) query.target_type = form.targetType;
  if (form.targetId.trim()) query.target_id = form.targetId.trim();
  const from = localMidnight(form.fromDay);
  const to = localMidnight(form.toDay, 1);
  if (from) query.from = from;
  if (to) query.to = to;
  return query;
};
