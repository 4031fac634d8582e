import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useUpdateProfile } from 'shared-api/queries/account';
import type { Profile } from 'shared-api/types';
import { Alert } from 'shared-ui/alert';
import { Button } from 'shared-ui/button';
import { Field } from 'shared-ui/field';
import { Input } from 'shared-ui/input';
import { Select } from 'shared-ui/select';
import { Stack } from 'shared-ui/stack';
import { NAMESPACE } from '../../../i18n';
import { useAccountSubmit } from '../hooks/use-account-submit';
import { PROFILE_PATH, ProfileScreen } from './profile-screen';
import { WithProfile } from './with-profile';

interface ProfileValues {
  firstname: string;
  lastname: string;
  username: string;
  gender: Profile['gender'];
}

const profileFields = ['firstname', 'lastname', 'username', 'gender'] as const;

/** /dashboard/profile/edit-profile: first name, last name, username, gender. */
export function EditProfilePage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ProfileScreen title={t('pages.editProfile')}>
      <WithProfile>{(profile) => <EditProfileForm profile={profile} />}</WithProfile>
    </ProfileScreen>
  );
}

/**
 * No client checks (spec §5: the server decides). What the server refuses (a taken username) shows beside
 * its field, the first one focused; the typed values stay. Success: the profile reloads, back to it.
 */
function EditProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const { mutateAsync: updateProfile } = useUpdateProfile();
  const { run, pending, error } = useAccountSubmit(profileFields, 'profile');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileValues>({
    defaultValues: {
      firstname: profile.firstname,
      lastname: profile.lastname,
      username: profile.username,
      gender: profile.gender,
    },
  });

  const submit = handleSubmit(async (values) => {
    const result = await run(() => updateProfile(values));
    if (result.ok) {
      navigate(PROFILE_PATH);
      return;
    }
    result.problems.forEach(({ name, message }, index) => {
      setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
    });
  });

  return (
    <form aria-label={t('pages.editProfile')} noValidate onSubmit={submit}>
      <Stack gap="md">
        <Field label={t('profile.fields.firstname')} error={errors.firstname?.message}>
          <Input autoComplete="given-name" {...register('firstname')} />
        </Field>
        <Field label={t('profile.fields.lastname')} error={errors.lastname?.message}>
          <Input autoComplete="family-name" {...register('lastname')} />
        </Field>
        <Field label={t('profile.fields.username')} error={errors.username?.message}>
          <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...register('username')} />
        </Field>
        <Field label={t('profile.fields.gender')} error={errors.gender?.message}>
          <Select
            options={[
              { value: 'male', label: t('profile.gender.male') },
              { value: 'female', label: t('profile.gender.female') },
            ]}
            {...register('gender')}
          />
        </Field>
        {error && <Alert tone="error">{error}</Alert>}
        <Stack direction="row" gap="sm">
          <Button type="submit" loading={pending}>
            {t('profile.save')}
          </Button>
          <Button as={Link} to={PROFILE_PATH} variant="secondary">
            {t('profile.cancel')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
