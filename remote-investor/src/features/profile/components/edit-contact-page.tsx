import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useUpdateContact } from 'shared-api/queries/account';
import type { Profile } from 'shared-api/types';
import { Alert } from 'shared-ui/alert';
import { Button } from 'shared-ui/button';
import { Field } from 'shared-ui/field';
import { Input } from 'shared-ui/input';
import { Stack } from 'shared-ui/stack';
import { Textarea } from 'shared-ui/textarea';
import { NAMESPACE } from '../../../i18n';
import { useAccountSubmit } from '../hooks/use-account-submit';
import { DialCodeSelect } from './dial-code-select';
import { composePhone, splitPhone } from './phone-number';
import { PROFILE_PATH, ProfileScreen } from './profile-screen';
import { WithProfile } from './with-profile';

interface ContactValues {
  phone: string;
  address: string;
}

const contactFields = ['phone', 'address'] as const;

/** /dashboard/profile/edit-contact-information: country code, phone number, address. */
export function EditContactPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ProfileScreen title={t('pages.editContact')}>
      <WithProfile>{(profile) => <EditContactForm profile={profile} />}</WithProfile>
    </ProfileScreen>
  );
}

/**
 * The phone is stored as the chosen country code, a space and the number typed. No client checks (spec
 * §5): what the server refuses shows beside its field, the typed values stay. Success: back to the profile.
 */
function EditContactForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const stored = splitPhone(profile.phone);
  const [region, setRegion] = useState(stored.region);
  const { mutateAsync: updateContact } = useUpdateContact();
  const { run, pending, error } = useAccountSubmit(contactFields, 'contact');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ContactValues>({ defaultValues: { phone: stored.number, address: profile.address ?? '' } });

  const submit = handleSubmit(async ({ phone, address }) => {
    const result = await run(() => updateContact({ phone: composePhone(region, phone), address }));
    if (result.ok) {
      navigate(PROFILE_PATH);
      return;
    }
    result.problems.forEach(({ name, message }, index) => {
      setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
    });
  });

  return (
    <form aria-label={t('pages.editContact')} noValidate onSubmit={submit}>
      <Stack gap="md">
        <DialCodeSelect region={region} onRegionChange={setRegion} />
        <Field label={t('profile.fields.phone')} error={errors.phone?.message}>
          <Input type="tel" inputMode="tel" autoComplete="tel-national" {...register('phone')} />
        </Field>
        <Field label={t('profile.fields.address')} error={errors.address?.message}>
          <Textarea rows={3} autoComplete="street-address" {...register('address')} />
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
