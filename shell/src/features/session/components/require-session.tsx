import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { profileAtom, tokenAtom } from 'shared-api/session';
import { LoadingScreen } from 'shared-ui/loading-screen';
import { useAccountData } from '../hooks/use-account-data';

/**
 * Dashboard guard: a visitor without an access token goes to /login. With a token, the loading screen
 * (shifted for the side menu) shows until the profile is loaded; if loading fails the token is removed
 * (shared-api) and this guard sends to /login.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const token = useAtomValue(tokenAtom);
  const profile = useAtomValue(profileAtom);
  useAccountData();
  if (!token) return <Navigate to="/login" replace />;
  if (!profile) return <LoadingScreen withSideMenu label={t('loading.account')} />;
  return <>{children}</>;
}
