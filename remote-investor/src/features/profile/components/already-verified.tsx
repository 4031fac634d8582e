import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from 'shared-ui/alert';
import { Stack } from 'shared-ui/stack';
import { NAMESPACE } from '../../../i18n';
import { PROFILE_PATH } from './profile-screen';

/** The e-mail screens for an address that is verified already: nothing to do but go back. */
export function AlreadyVerified() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Stack gap="md">
      <Alert tone="success">{t('profile.email.alreadyVerified')}</Alert>
      <Link to={PROFILE_PATH}>{t('profile.back')}</Link>
    </Stack>
  );
}
