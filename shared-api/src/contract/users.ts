import { z } from 'zod';
import { email, profile } from './auth';
import { money, requiredText } from './common';

/** What an admin sees of a user: the profile plus fields only staff may read. */
export const adminUser = profile.extend({
  ssn: z.string().nullable().describe('full national ID number'),
  has_documents: z.boolean(),
  dl_front: z.string().nullable().describe('admin-only URL of the identity image'),
  dl_back: z.string().nullable(),
  deleted: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const userSummary = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  country: z.string(),
  level: z.number(),
  role: z.enum(['user', 'admin']),
  suspended: z.union([z.literal(0), z.literal(1)]),
  wallet: z.number(),
  ssn: z.string().nullable().describe('set once identity was submitted; the identity queue keeps these'),
  salary: z.string().nullable(),
  identity_status: z.enum(['none', 'pending', 'accepted', 'rejected']),
  created_at: z.string(),
});
export type UserSummary = z.infer<typeof userSummary>;

export const usersQuery = z.object({
  search: z.string().trim().max(254).optional().describe('matches username or e-mail, case-insensitive'),
});
export const usersResponse = z.object({ users: z.array(userSummary) });
export type UsersResponse = z.infer<typeof usersResponse>;
export const userResponse = z.object({ user: adminUser });
export type UserResponse = z.infer<typeof userResponse>;

export const displayMessageBody = z.object({ message: requiredText('Message', 1000) });
export const bonusBody = z.object({ bonus: money, reason: requiredText('Reason', 500) });
export const feeBody = z.object({ fee: money, reason: requiredText('Reason', 500) });
export const customMailBody = z.object({
  email,
  subject: requiredText('Subject', 200),
  body: requiredText('Body', 10_000),
});

export const adjustment = z.object({
  id: z.number(),
  user_id: z.number(),
  username: z.string(),
  kind: z.enum(['bonus', 'fee']),
  amount: z.number(),
  reason: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  requested_by: z.string(),
  decided_by: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type Adjustment = z.infer<typeof adjustment>;
export const adjustmentsQuery = z.object({ status: z.enum(['pending', 'approved', 'rejected']).optional() });
export const adjustmentsResponse = z.object({ adjustments: z.array(adjustment) });
export const rejectAdjustmentBody = z
  .object({ reason: z.string().trim().max(500).optional() })
  .optional()
  .nullable();

/** A request to make a user an administrator; another administrator decides it (decisions §3). */
export const roleRequest = z.object({
  id: z.number(),
  user_id: z.number(),
  username: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  requested_by: z.string(),
  decided_by: z.string().nullable(),
  decision_note: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type RoleRequest = z.infer<typeof roleRequest>;
export const roleRequestsQuery = z.object({ status: z.enum(['pending', 'approved', 'rejected']).optional() });
export const roleRequestsResponse = z.object({ role_requests: z.array(roleRequest) });
export const rejectRoleRequestBody = rejectAdjustmentBody;

export const auditEntry = z.object({
  id: z.number(),
  actor: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
/** What the server writes to the audit log (the log's filter offers these; each has a catalog text). */
export const auditActions = [
  'address.create',
  'address.delete',
  'adjustment.request_bonus',
  'adjustment.request_fee',
  'adjustment.approve',
  'adjustment.reject',
  'identity.accept',
  'identity.reject',
  'plan.create',
  'plan.edit',
  'plan.delete',
  'transaction.confirm',
  'transaction.reject',
  'transaction.admin_deposit',
  'user.switch_role',
  'user.request_admin',
  'user.reject_admin',
  'user.create_admin',
  'user.suspend',
  'user.unsuspend',
  'user.set_message',
  'user.remove_message',
  'user.custom_mail',
  'user.delete',
  'user.erase',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  cursor: z.coerce.number().int().positive().optional(),
  actor: z.string().trim().min(1).max(100).optional().describe("the acting admin's username (any case)"),
  action: z.enum(auditActions).optional(),
  target_type: z.string().trim().min(1).max(50).optional().describe('user, plan, transaction, address…'),
  target_id: z.string().trim().min(1).max(100).optional(),
  from: z.iso.datetime({ offset: true }).optional().describe('entries at or after this instant'),
  to: z.iso.datetime({ offset: true }).optional().describe('entries before this instant'),
});
export type AuditQuery = z.input<typeof auditQuery>;
export const auditResponse = z.object({ entries: z.array(auditEntry), next_cursor: z.number().nullable() });
