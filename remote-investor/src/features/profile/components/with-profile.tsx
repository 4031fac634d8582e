import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { profileAtom } from 'shared-api/session';
import type { Profile } from 'shared-api/types';
import { LoadingScreen } from 'shared-ui/loading-screen';
import { NAMESPACE } from '../../../i18n';

/**
 * Renders `children` with the signed-in profile, or the loading view while it loads (the shell loads it
 * once a token exists and drops the session if it cannot: this area never sees a failed profile).
 */
export function WithProfile({ children }: { children: (profile: Profile) => ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const profile = useAtomValue(profileAtom);
  if (!profile) return <LoadingScreen withSideMenu label={t('profile.loading')} />;
  return children(profile);
}
