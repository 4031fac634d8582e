import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useVerifyEmail } from 'shared-api/queries/account';
import type { Profile } from 'shared-api/types';
import { Alert } from 'shared-ui/alert';
import { Button } from 'shared-ui/button';
import { Stack } from 'shared-ui/stack';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';
import { useAccountSubmit } from '../hooks/use-account-submit';
import { AlreadyVerified } from './already-verified';
import { ProfileScreen } from './profile-screen';
import { WithProfile } from './with-profile';

/** Where the code is typed, relative to this screen. */
export const CONFIRM_CODE_PATH = '/dashboard/profile/verify-email-address/confirm-code';

const Text = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

/** /dashboard/profile/verify-email-address: sends a 6-digit code to the account's e-mail address. */
export function VerifyEmailPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ProfileScreen title={t('pages.verifyEmail')}>
      <WithProfile>
        {(profile) => (profile.email_verified ? <AlreadyVerified /> : <SendCode profile={profile} />)}
      </WithProfile>
    </ProfileScreen>
  );
}

const noFields = [] as const;

/** Send the code, then type it on the next screen; the server's refusal (too many codes) shows here. */
function SendCode({ profile }: { profile: Profile }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const { mutateAsync: sendCode } = useVerifyEmail();
  const { run, pending, error } = useAccountSubmit(noFields, 'codeSent');
  const send = async () => {
    const result = await run(() => sendCode({ email: profile.email }));
    if (result.ok) navigate(CONFIRM_CODE_PATH);
  };
  return (
    <Stack gap="md">
      <Text>{t('profile.email.sendText', { email: profile.email })}</Text>
      {error && <Alert tone="error">{error}</Alert>}
      <Stack direction="row" gap="sm" align="center">
        <Button onClick={send} loading={pending}>
          {t('profile.email.send')}
        </Button>
        <Link to={CONFIRM_CODE_PATH}>{t('profile.email.haveCode')}</Link>
      </Stack>
    </Stack>
  );
}
