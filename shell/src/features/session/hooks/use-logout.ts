import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSignOut } from 'shared-api/queries/account';
import { errorText, i18n } from 'shared-ui/i18n';
import { notify } from 'shared-ui/toast';

/** English; the toast shows the `shell` catalog's `logout.pending`. */
export const LOGGING_OUT_MESSAGE = 'Logging out...';

/**
 * Logout (spec §4, §8): a loading toast 'Logging out...', POST /logout, local data cleared in either
 * outcome, the toast turned into 'Logout successful!' or the failure message, then home.
 */
export const useLogout = (): { logout: () => Promise<void>; pending: boolean } => {
  const { mutateAsync: signOut, isPending } = useSignOut();
  const navigate = useNavigate();
  const logout = useCallback(async () => {
    const toastId = notify.loading(i18n.t('logout.pending', { ns: 'shell' }));
    const result = await signOut();
    notify.update(
      toastId,
      result.ok
        ? { type: 'success', message: i18n.t('logout.success', { ns: 'shell' }) }
        : { type: 'error', message: errorText(result.error, i18n.t('logout.failure', { ns: 'shell' })) },
    );
    navigate('/', { replace: true });
  }, [signOut, navigate]);
  return { logout, pending: isPending };
};
