import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSignOut } from 'shared-api/queries/account';
import { notify } from 'shared-ui/toast';

export const LOGGING_OUT_MESSAGE = 'Logging out...';

/**
 * Logout (spec §4, §8): a loading toast 'Logging out...', POST /logout, local data cleared in either
 * outcome, the toast turned into 'Logout successful!' or the failure message, then home.
 */
export const useLogout = (): { logout: () => Promise<void>; pending: boolean } => {
  const { mutateAsync: signOut, isPending } = useSignOut();
  const navigate = useNavigate();
  const logout = useCallback(async () => {
    const toastId = notify.loading(LOGGING_OUT_MESSAGE);
    const result = await signOut();
    notify.update(toastId, { type: result.ok ? 'success' : 'error', message: result.message });
    navigate('/', { replace: true });
  }, [signOut, navigate]);
  return { logout, pending: isPending };
};
