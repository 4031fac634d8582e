import { useEffect, useId, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { fieldErrorsOf } from 'shared-api/client';
import { isStrongPassword } from 'shared-api/input-rules';
import { useResetPassword, useSendOtp } from 'shared-api/queries/account';
import { Alert } from 'shared-ui/alert';
import { Button } from 'shared-ui/button';
import { Card } from 'shared-ui/card';
import { useDocumentTitle } from 'shared-ui/document-title';
import { Field } from 'shared-ui/field';
import { errorText } from 'shared-ui/i18n';
import { Input } from 'shared-ui/input';
import { PasswordInput } from 'shared-ui/password-input';
import { notify } from 'shared-ui/toast';
import styled from 'styled-components';
import { usePasswordRules } from '../../../hooks/use-password-rules';
import { NAMESPACE } from '../../../i18n';
import { clearResetEmail, readResetEmail, storeResetEmail } from '../utils/reset-email';
import { Aside, Form, Intro, Page, Title } from './reset-layout';

const Resend = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

interface ResetValues {
  otp: string;
  password: string;
  password_confirmation: string;
}

const resetFields = ['otp', 'password', 'password_confirmation'] as const;

/**
 * The e-mail address this reset is for: the one in the e-mail's link (kept, so the screen also works in a
 * fresh tab), else the one /forgot-password stored.
 */
const useResetEmail = (fromLink: string | null): string | null => {
  const [email] = useState(() => {
    const linked = fromLink?.trim();
    if (linked) storeResetEmail(linked);
    return linked || readResetEmail();
  });
  return email;
};

/**
 * /reset-user-password (spec §2 Password reset): the 6-digit code (filled in when opened from the e-mail's
 * link), a new password with the rules checklist and its confirmation. Success clears the stored address,
 * toasts and goes to /login; without an address the visitor is sent back to /forgot-password. A new code
 * can be asked for; the server's rate limit is shown as its clear message.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('resetPassword.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const email = useResetEmail(searchParams.get('email'));
  const rules = usePasswordRules();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const resend = useSendOtp();
  const [failure, setFailure] = useState<unknown>(null);
  const [resent, setResent] = useState(false);
  const titleId = useId();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm<ResetValues>({
    defaultValues: { otp: searchParams.get('code')?.trim() ?? '', password: '', password_confirmation: '' },
  });

  // The code and the address have been read: take them out of the address bar (and of the history).
  useEffect(() => {
    if (searchParams.has('code') || searchParams.has('email')) setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams]);

  if (!email) return <Navigate to="/forgot-password" replace />;

  const problemText = (problem: FieldError | undefined): string | undefined =>
    problem?.message && (problem.type === 'server' ? problem.message : t(problem.message));

  const onSubmit = handleSubmit(async ({ otp, password, password_confirmation }) => {
    setFailure(null);
    setResent(false);
    try {
      await reset.mutateAsync({ email, otp: otp.trim(), password, password_confirmation });
      clearResetEmail();
      notify.success(t('resetPassword.success'));
      navigate('/login');
    } catch (caught) {
      const problems = fieldErrorsOf(caught, resetFields);
      if (problems.length === 0) setFailure(caught);
      problems.forEach(({ name, message }, index) => {
        setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
      });
    }
  });

  const onResend = async () => {
    setFailure(null);
    setResent(false);
    try {
      await resend.mutateAsync({ email });
      setResent(true);
    } catch (caught) {
      setFailure(caught);
    }
  };

  return (
    <Page aria-labelledby={titleId}>
      <Card>
        <Title id={titleId}>{t('resetPassword.title')}</Title>
        <Intro>{t('resetPassword.intro', { email })}</Intro>
        <Form aria-labelledby={titleId} noValidate onSubmit={onSubmit}>
          {failure !== null && <Alert tone="error">{errorText(failure)}</Alert>}
          {resent && <Alert tone="success">{t('resetPassword.resent', { email })}</Alert>}
          <Field label={t('resetPassword.code')} error={problemText(errors.otp)} required>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              {...register('otp', {
                validate: (value) => /^\d{6}$/.test(value.trim()) || 'resetPassword.codeInvalid',
              })}
            />
          </Field>
          <Field label={t('resetPassword.password')} error={problemText(errors.password)} required>
            <PasswordInput
              autoComplete="new-password"
              required
              rules={rules}
              {...register('password', {
                deps: ['password_confirmation'],
                validate: (value) => isStrongPassword(value) || 'resetPassword.passwordCriteria',
              })}
            />
          </Field>
          <Field
            label={t('resetPassword.confirmPassword')}
            error={problemText(errors.password_confirmation)}
            required
          >
            <PasswordInput
              autoComplete="new-password"
              required
              {...register('password_confirmation', {
                validate: (value) => value === getValues('password') || 'resetPassword.passwordsDiffer',
              })}
            />
          </Field>
          <Button type="submit" loading={reset.isPending} fullWidth>
            {t('resetPassword.submit')}
          </Button>
          <Resend>
            <span>{t('resetPassword.noCode')}</span>
            <Button type="button" variant="secondary" size="sm" loading={resend.isPending} onClick={onResend}>
              {t('resetPassword.resend')}
            </Button>
          </Resend>
          <Aside>
            <Trans
              t={t}
              i18nKey="resetPassword.otherEmail"
              components={{ forgot: <Link to="/forgot-password" /> }}
            />
          </Aside>
        </Form>
      </Card>
    </Page>
  );
}
