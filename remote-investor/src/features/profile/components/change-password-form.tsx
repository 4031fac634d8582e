import { useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePassword } from 'shared-api/auth-calls';
import { hasPassword, isStrongPassword, passwordRules } from 'shared-api/input-rules';
import { Alert } from 'shared-ui/alert';
import { Button } from 'shared-ui/button';
import { Field } from 'shared-ui/field';
import { PasswordInput } from 'shared-ui/password-input';
import { Stack } from 'shared-ui/stack';
import { NAMESPACE } from '../../../i18n';
import { useAccountSubmit } from '../hooks/use-account-submit';

interface PasswordValues {
  current_password: string;
  password: string;
  password_confirmation: string;
}

const passwordFields = ['current_password', 'password', 'password_confirmation'] as const;
const emptyValues: PasswordValues = { current_password: '', password: '', password_confirmation: '' };

/**
 * Change password: the current one, the new one with the live checklist of the rules (the contract's own,
 * shared-api/input-rules), and its confirmation. The rules and the match are checked here as the server
 * checks them; what the server refuses (a wrong current password) shows beside its field. Success clears
 * the form; the server keeps this session and signs out the others.
 */
export function ChangePasswordForm({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation(NAMESPACE);
  const { run, pending, error } = useAccountSubmit(passwordFields, 'password');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors },
  } = useForm<PasswordValues>({ defaultValues: emptyValues });
  // Bumped after a change: the fields mount afresh, so the checklist forgets the password typed before.
  const [generation, setGeneration] = useState(0);
  const rules = passwordRules.map((rule) => ({ ...rule, label: t(`profile.password.rules.${rule.id}`) }));

  /** A field's problem as text: this form's own check gives a catalog key, the server its own words. */
  const problemText = (problem: FieldError | undefined): string | undefined =>
    problem?.message && (problem.type === 'server' ? problem.message : t(problem.message));

  const submit = handleSubmit(async (values) => {
    const result = await run(() => changePassword(values));
    if (result.ok) {
      reset(emptyValues);
      setGeneration((count) => count + 1);
      return;
    }
    result.problems.forEach(({ name, message }, index) => {
      setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
    });
  });

  return (
    <form aria-labelledby={labelledBy} noValidate onSubmit={submit}>
      <Stack gap="md" key={generation}>
        <Field label={t('profile.password.current')} error={problemText(errors.current_password)} required>
          <PasswordInput
            autoComplete="current-password"
            required
            {...register('current_password', {
              validate: (value) => hasPassword(value) || 'profile.password.currentRequired',
            })}
          />
        </Field>
        <Field label={t('profile.password.new')} error={problemText(errors.password)} required>
          <PasswordInput
            autoComplete="new-password"
            required
            rules={rules}
            rulesLabel={t('profile.password.rulesLabel')}
            {...register('password', {
              validate: (value) => isStrongPassword(value) || 'profile.password.criteria',
            })}
          />
        </Field>
        <Field
          label={t('profile.password.confirm')}
          error={problemText(errors.password_confirmation)}
          required
        >
          <PasswordInput
            autoComplete="new-password"
            required
            {...register('password_confirmation', {
              validate: (value) => value === getValues('password') || 'profile.password.mismatch',
            })}
          />
        </Field>
        {error && <Alert tone="error">{error}</Alert>}
        <div>
          <Button type="submit" loading={pending}>
            {t('profile.password.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
