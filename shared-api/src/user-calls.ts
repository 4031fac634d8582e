/** Admin calls on users, identity verification, manual adjustments (four eyes) and the audit log. */
import { get, post } from './client';
import type {
  AdjustmentsResponse,
  AuditAction,
  AuditResponse,
  BonusBody,
  CustomMailBody,
  FeeBody,
  MessageResponse,
  UserResponse,
  UsersResponse,
} from './types';

/** GET /users?search → `{ users }` (search matches username or e-mail, case-insensitive). */
export const getUsers = (search?: string): Promise<UsersResponse> =>
  get('users', { searchParams: { search: search?.trim() || undefined } });

/** GET /user/{id} → `{ user }`. */
export const getUser = (id: number): Promise<UserResponse> => get(`user/${id}`);

export const acceptIdentity = (id: number): Promise<MessageResponse> =>
  post(`accept-verified-identity/${id}`);
export const rejectIdentity = (id: number): Promise<MessageResponse> =>
  post(`reject-verified-identity/${id}`);
export const switchRole = (id: number): Promise<MessageResponse> => post(`switch-role/${id}`);
/** Toggles suspended / unsuspended. */
export const suspendUser = (id: number): Promise<MessageResponse> => post(`suspend-user/${id}`);
export const deleteUser = (id: number): Promise<MessageResponse> => post(`delete-user/${id}`);
export const setDisplayMessage = (id: number, message: string): Promise<MessageResponse> =>
  post(`set-display-message/${id}`, { message });
export const removeDisplayMessage = (id: number): Promise<MessageResponse> =>
  post(`remove-display-message/${id}`);
/** Requests a bonus (a second admin approves it). */
export const giveBonus = (id: number, body: BonusBody): Promise<MessageResponse> =>
  post(`give-bonus/${id}`, body);
/** Requests a fee (a second admin approves it). */
export const chargeFee = (id: number, body: FeeBody): Promise<MessageResponse> =>
  post(`charge-fee/${id}`, body);
export const sendCustomMail = (body: CustomMailBody): Promise<MessageResponse> =>
  post('send-custom-mail', body);

/** URL of an identity document image (admin-only; fetch with the bearer token). Not in spec §7. */
export const identityDocumentPath = (id: number, side: 'front' | 'back'): string =>
  `identity-document/${id}/${side}`;

/** GET /adjustments?status (pending bonus/fee requests). Not in spec §7. */
export const getAdjustments = (status?: 'pending' | 'approved' | 'rejected'): Promise<AdjustmentsResponse> =>
  get('adjustments', { searchParams: { status } });
export const approveAdjustment = (id: number): Promise<MessageResponse> => post(`approve-adjustment/${id}`);
export const rejectAdjustment = (id: number, reason?: string): Promise<MessageResponse> =>
  post(`reject-adjustment/${id}`, reason ? { reason } : undefined);

/** The audit log's filters (GET /audit-log): each narrows; dates are instants (ISO). */
export interface AuditFilter {
  actor?: string;
  action?: AuditAction;
  target_type?: string;
  target_id?: string;
  from?: string;
  to?: string;
}

/** GET /audit-log?limit&cursor&actor&action&target_type&target_id&from&to, newest first. Not in spec §7. */
export const getAuditLog = (
  params: AuditFilter & { limit?: number; cursor?: number; signal?: AbortSignal } = {},
): Promise<AuditResponse> => {
  const { signal, ...query } = params;
  return get('audit-log', { searchParams: { ...query }, ...(signal ? { signal } : {}) });
};
