import { useSetAtom } from 'jotai';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useVerifyEmail, useVerifyEmailCode } from 'shared-api/queries/account';
import { fetchProfileAtom } from 'shared-api/session';
import type { Profile } from 'shared-api/types';
import { Alert } from 'shared-ui/alert';
import { Button } from 'shared-ui/button';
import { Field } from 'shared-ui/field';
import { Input } from 'shared-ui/input';
import { Stack } from 'shared-ui/stack';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';
import { useAccountSubmit } from '../hooks/use-account-submit';
import { AlreadyVerified } from './already-verified';
import { PROFILE_PATH, ProfileScreen } from './profile-screen';
import { WithProfile } from './with-profile';

const CodeInput = styled(Input)`
  max-width: 12rem;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  letter-spacing: 0.3em;
`;

const Text = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

/** The code from the e-mail's link (`?code=123456`), when it is one: six digits. */
export const codeFromLink = (value: string | null): string => {
  const code = value?.trim() ?? '';
  return /^\d{6}$/.test(code) ? code : '';
};

/**
 * /dashboard/profile/verify-email-address/confirm-code: the 6-digit code (filled in from the e-mail's
 * link), a resend, then the profile is loaded again and the user lands on the profile.
 */
export function ConfirmCodePage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ProfileScreen title={t('pages.confirmCode')}>
      <WithProfile>
        {(profile) => (profile.email_verified ? <AlreadyVerified /> : <ConfirmCodeForm profile={profile} />)}
      </WithProfile>
    </ProfileScreen>
  );
}

const codeFields = ['otp'] as const;
const noFields = [] as const;

function ConfirmCodeForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const refreshProfile = useSetAtom(fetchProfileAtom);
  const { mutateAsync: verifyCode } = useVerifyEmailCode();
  const { mutateAsync: sendCode } = useVerifyEmail();
  const confirmation = useAccountSubmit(codeFields, 'emailVerified');
  const resend = useAccountSubmit(noFields, 'codeSent');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ otp: string }>({ defaultValues: { otp: codeFromLink(searchParams.get('code')) } });

  /** A field's problem as text: this form's own check gives a catalog key, the server its own words. */
  const problemText = (problem: FieldError | undefined): string | undefined =>
    problem?.message && (problem.type === 'server' ? problem.message : t(problem.message));

  const submit = handleSubmit(async ({ otp }) => {
    const result = await confirmation.run(() => verifyCode({ email: profile.email, otp: otp.trim() }));
    if (result.ok) {
      // The new level must be on the profile the user lands on.
      await refreshProfile();
      navigate(PROFILE_PATH, { replace: true });
      return;
    }
    const [problem] = result.problems;
    if (problem) setError('otp', { type: 'server', message: problem.message }, { shouldFocus: true });
  });

  return (
    <form aria-label={t('pages.confirmCode')} noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text>{t('profile.email.codeText', { email: profile.email })}</Text>
        <Field label={t('profile.email.code')} error={problemText(errors.otp)} required>
          <CodeInput
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            {...register('otp', {
              validate: (value) => /^\d{6}$/.test(value.trim()) || 'profile.email.codeFormat',
            })}
          />
        </Field>
        {(confirmation.error ?? resend.error) && (
          <Alert tone="error">{confirmation.error ?? resend.error}</Alert>
        )}
        <Stack direction="row" gap="sm">
          <Button type="submit" loading={confirmation.pending}>
            {t('profile.email.confirm')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            loading={resend.pending}
            onClick={() => void resend.run(() => sendCode({ email: profile.email }))}
          >
            {t('profile.email.resend')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
