import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useVerifyIdentity } from 'shared-api/queries/account';
import { fetchProfileAtom } from 'shared-api/session';
import type { Profile, VerifyIdentityFields } from 'shared-api/types';
import { Alert } from 'shared-ui/alert';
import { Badge } from 'shared-ui/badge';
import { Button } from 'shared-ui/button';
import { Field } from 'shared-ui/field';
import { Input } from 'shared-ui/input';
import { Select } from 'shared-ui/select';
import { Stack } from 'shared-ui/stack';
import { NAMESPACE } from '../../../i18n';
import { useAccountSubmit } from '../hooks/use-account-submit';
import { levelStepOf } from './account-level-card';
import { DocumentPicker } from './document-picker';
import { occupationOptions, salaryOptions } from './identity-options';
import { PROFILE_PATH, ProfileScreen } from './profile-screen';
import { WithProfile } from './with-profile';

/** /dashboard/profile/verify-identity: ssn, occupation, salary range, both sides of the licence. */
export function VerifyIdentityPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ProfileScreen title={t('pages.verifyIdentity')} intro={t('profile.identity.intro')}>
      <WithProfile>{(profile) => <IdentityStep profile={profile} />}</WithProfile>
    </ProfileScreen>
  );
}

/** The form only when the account may submit (level 2, nothing waiting); otherwise where it stands. */
function IdentityStep({ profile }: { profile: Profile }) {
  const { t } = useTranslation(NAMESPACE);
  const step = levelStepOf(profile);
  if (step === 'verifyIdentity' || step === 'resubmitIdentity')
    return <IdentityForm resubmit={step === 'resubmitIdentity'} />;
  return (
    <Stack gap="md" align="flex-start">
      {step === 'pending' && <Badge tone="warning">{t('profile.level.pending')}</Badge>}
      {step === 'max' && <Badge tone="success">{t('profile.level.max')}</Badge>}
      <p>{t(`profile.level.text.${step}`)}</p>
      {step === 'verifyEmail' ? (
        <Link to={`${PROFILE_PATH}/verify-email-address`}>{t('profile.level.verifyEmail')}</Link>
      ) : (
        <Link to={PROFILE_PATH}>{t('profile.back')}</Link>
      )}
    </Stack>
  );
}

type Side = 'front' | 'back';
/** As typed: the selects start on their empty placeholder. */
interface IdentityValues {
  ssn: string;
  occupation: string;
  salary: string;
}
const identityFields = ['ssn', 'occupation', 'salary'] as const;

/**
 * The text fields are the server's to check (spec §5); the pictures are checked here for type and size
 * before upload, and must both be there. Success: the profile reloads and shows 'Pending verification'.
 */
function IdentityForm({ resubmit }: { resubmit: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const refreshProfile = useSetAtom(fetchProfileAtom);
  const { mutateAsync: verifyIdentity } = useVerifyIdentity();
  const { run, pending, error } = useAccountSubmit(identityFields, 'identity');
  const [files, setFiles] = useState<Record<Side, File | null>>({ front: null, back: null });
  const [fileErrors, setFileErrors] = useState<Record<Side, string | undefined>>({
    front: undefined,
    back: undefined,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<IdentityValues>({ defaultValues: { ssn: '', occupation: '', salary: '' } });

  const setFile = (side: Side) => (file: File | null) => {
    setFiles((current) => ({ ...current, [side]: file }));
    if (file) setFileErrors((current) => ({ ...current, [side]: undefined }));
  };
  const setFileError = (side: Side) => (message: string) =>
    setFileErrors((current) => ({ ...current, [side]: message }));

  const submit = handleSubmit(async (values) => {
    const { front, back } = files;
    if (!front || !back) {
      setFileErrors({
        front: front ? undefined : t('profile.identity.fileMissing'),
        back: back ? undefined : t('profile.identity.fileMissing'),
      });
      return;
    }
    // The selects offer only the contract's values; whatever arrives, the server validates it.
    const fields = values as VerifyIdentityFields;
    const result = await run(() => verifyIdentity({ ...fields, dlFront: front, dlBack: back }));
    if (result.ok) {
      await refreshProfile();
      navigate(PROFILE_PATH);
      return;
    }
    result.problems.forEach(({ name, message }, index) => {
      setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
    });
  });

  return (
    <form aria-label={t('pages.verifyIdentity')} noValidate onSubmit={submit}>
      <Stack gap="md">
        {resubmit && <Alert tone="warning">{t('profile.identity.rejected')}</Alert>}
        <Field label={t('profile.identity.ssn')} error={errors.ssn?.message}>
          <Input autoComplete="off" spellCheck={false} {...register('ssn')} />
        </Field>
        <Field label={t('profile.identity.occupationLabel')} error={errors.occupation?.message}>
          <Select
            placeholder={t('profile.identity.occupationPlaceholder')}
            options={occupationOptions(t)}
            {...register('occupation')}
          />
        </Field>
        <Field label={t('profile.identity.salaryLabel')} error={errors.salary?.message}>
          <Select
            placeholder={t('profile.identity.salaryPlaceholder')}
            options={salaryOptions(t)}
            {...register('salary')}
          />
        </Field>
        <DocumentPicker
          label={t('profile.identity.front')}
          previewAlt={t('profile.identity.frontPreview')}
          error={fileErrors.front}
          onFile={setFile('front')}
          onRefused={setFileError('front')}
        />
        <DocumentPicker
          label={t('profile.identity.back')}
          previewAlt={t('profile.identity.backPreview')}
          error={fileErrors.back}
          onFile={setFile('back')}
          onRefused={setFileError('back')}
        />
        {error && <Alert tone="error">{error}</Alert>}
        <div>
          <Button type="submit" loading={pending}>
            {t('profile.identity.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
