/** Query and mutation hooks for the admin calls on users, adjustments (four eyes) and the audit log. */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { BonusBody, CustomMailBody, FeeBody } from '../types';
import type { AuditFilter } from '../user-calls';
import {
  acceptIdentity,
  approveAdjustment,
  chargeFee,
  deleteUser,
  getAdjustments,
  getAuditLog,
  getUser,
  getUsers,
  giveBonus,
  rejectAdjustment,
  rejectIdentity,
  removeDisplayMessage,
  sendCustomMail,
  setDisplayMessage,
  suspendUser,
  switchRole,
} from '../user-calls';
import { queryKeys } from './keys';
import { useInvalidatingMutation } from './mutation';

export const useUsers = (search = '') =>
  useQuery({
    queryKey: queryKeys.userList(search.trim()),
    queryFn: () => getUsers(search).then((r) => r.users),
  });

export const useUser = (id: number) =>
  useQuery({ queryKey: queryKeys.user(id), queryFn: () => getUser(id).then((r) => r.user) });

export const useAdjustments = (status?: 'pending' | 'approved' | 'rejected') =>
  useQuery({ queryKey: queryKeys.adjustments(status), queryFn: () => getAdjustments(status) });

export const AUDIT_PAGE_SIZE = 100;

/** The audit log, newest first, one page per `fetchNextPage`, narrowed by `filter`. */
export const useAuditLog = (filter: AuditFilter = {}) =>
  useInfiniteQuery({
    queryKey: queryKeys.auditLog(filter),
    queryFn: ({ pageParam, signal }) =>
      getAuditLog({ ...filter, limit: AUDIT_PAGE_SIZE, cursor: pageParam ?? undefined, signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_cursor,
  });

const usersChanged = () => [queryKeys.users, ['audit-log']];
/** An approved adjustment moves money: the ledgers and figures change too. */
const adjustmentsChanged = () => [['adjustments'], queryKeys.users, queryKeys.transactions, ['audit-log']];

/** One id in, one user changed. */
const userAction = (call: (id: number) => Promise<{ message: string }>) => () =>
  useInvalidatingMutation(call, usersChanged);

export const useAcceptIdentity = userAction(acceptIdentity);
export const useRejectIdentity = userAction(rejectIdentity);
export const useSwitchRole = userAction(switchRole);
export const useSuspendUser = userAction(suspendUser);
export const useDeleteUser = userAction(deleteUser);
export const useRemoveDisplayMessage = userAction(removeDisplayMessage);
export const useSetDisplayMessage = () =>
  useInvalidatingMutation(
    ({ id, message }: { id: number; message: string }) => setDisplayMessage(id, message),
    usersChanged,
  );
export const useGiveBonus = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: number; body: BonusBody }) => giveBonus(id, body),
    () => [['adjustments']],
  );
export const useChargeFee = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: number; body: FeeBody }) => chargeFee(id, body),
    () => [['adjustments']],
  );
export const useSendCustomMail = () =>
  useInvalidatingMutation(
    (body: CustomMailBody) => sendCustomMail(body),
    () => [['audit-log']],
  );
export const useApproveAdjustment = () =>
  useInvalidatingMutation((id: number) => approveAdjustment(id), adjustmentsChanged);
export const useRejectAdjustment = () =>
  useInvalidatingMutation(
    ({ id, reason }: { id: number; reason?: string }) => rejectAdjustment(id, reason),
    adjustmentsChanged,
  );
