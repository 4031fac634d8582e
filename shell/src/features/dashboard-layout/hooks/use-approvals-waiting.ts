import { useAtomValue } from 'jotai';
import { useAdjustments } from 'shared-api/queries/users';
import { profileAtom } from 'shared-api/session';

/**
 * How many bonus and fee requests wait for this admin's decision: pending ones another admin asked for
 * (nobody approves their own). Zero while loading or when the queue cannot be read: the badge is a hint,
 * the approvals page says what is wrong.
 */
export const useApprovalsWaiting = (): number => {
  const me = useAtomValue(profileAtom)?.username;
  const { data } = useAdjustments('pending');
  return data?.adjustments.filter((request) => request.requested_by !== me).length ?? 0;
};
