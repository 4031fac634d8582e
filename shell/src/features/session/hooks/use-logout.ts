import { useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOutAtom } from 'shared-api/session';
import { notify } from 'shared-ui/toast';

export const LOGGING_OUT_MESSAGE = 'Logging out...';

/**
 * Logout (spec §4, §8): a loading toast 'Logging out...', POST /logout, local data cleared in either
 * outcome, the toast turned into 'Logout successful!' or the failure message, then home.
 */
export const useLogout = (): { logout: () => Promise<void>; pending: boolean } => {
  const signOut = useSetAtom(signOutAtom);
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const logout = useCallback(async () => {
    setPending(true);
    const toastId = notify.loading(LOGGING_OUT_MESSAGE);
    const result = await signOut();
    notify.update(toastId, { type: result.ok ? 'success' : 'error', message: result.message });
    setPending(false);
    navigate('/', { replace: true });
  }, [signOut, navigate]);
  return { logout, pending };
};
