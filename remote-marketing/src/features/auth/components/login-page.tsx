import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { hasPassword, hasText } from 'shared-api/input-rules';
import { isLoggedInAtom } from 'shared-api/session';
import { Alert } from 'shared-ui/alert';
import { Button } from 'shared-ui/button';
import { Card } from 'shared-ui/card';
import { Field } from 'shared-ui/field';
import { Input } from 'shared-ui/input';
import { usePageMeta } from 'shared-ui/page-meta';
import { PasswordInput } from 'shared-ui/password-input';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';
import { type Credentials, useLogin } from '../hooks/use-login';

const Page = styled.section`
  max-width: 28rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.xl} ${({ theme }) => theme.spacing.md};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Aside = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ForgotLink = styled(Aside)`
  text-align: right;
`;

/**
 * /login: username, password (show/hide), links to password reset and sign-up. Both fields are checked
 * with the contract's own rules (shared-api/input-rules) before anything is sent; the first empty one gets
 * the focus. What the server refuses shows beside its field; the typed values stay after any failure.
 */
export function LoginPage() {
  const { t } = useTranslation(NAMESPACE);
  usePageMeta({ title: t('login.title'), description: t('login.description') });
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  const { submit, pending, error } = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Credentials>({ defaultValues: { username: '', password: '' } });
  const titleId = useId();

  if (isLoggedIn && !pending) return <Navigate to="/dashboard" replace />;

  /** A field's problem as text: this form's own check gives a catalog key, the server its own words. */
  const problemText = (problem: FieldError | undefined): string | undefined =>
    problem?.message && (problem.type === 'server' ? problem.message : t(problem.message));

  const onSubmit = handleSubmit(async ({ username, password }) => {
    const problems = await submit({ username: username.trim(), password });
    problems.forEach(({ name, message }, index) => {
      setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
    });
  });

  return (
    <Page aria-labelledby={titleId}>
      <Card>
        <Title id={titleId}>{t('login.title')}</Title>
        <Intro>{t('login.intro')}</Intro>
        <Form aria-labelledby={titleId} noValidate onSubmit={onSubmit}>
          {/* The one place a failed sign-in is announced (no toast beside it). */}
          {error && <Alert tone="error">{error}</Alert>}
          <Field label={t('login.username')} error={problemText(errors.username)} required>
            <Input
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              {...register('username', { validate: (value) => hasText(value) || 'login.usernameRequired' })}
            />
          </Field>
          <Field label={t('login.password')} error={problemText(errors.password)} required>
            <PasswordInput
              autoComplete="current-password"
              required
              {...register('password', {
                validate: (value) => hasPassword(value) || 'login.passwordRequired',
              })}
            />
          </Field>
          <ForgotLink>
            <Link to="/forgot-password">{t('login.forgotPassword')}</Link>
          </ForgotLink>
          <Button type="submit" loading={pending} fullWidth>
            {t('login.submit')}
          </Button>
          <Aside>
            <Trans t={t} i18nKey="login.signUp" components={{ signup: <Link to="/signup" /> }} />
          </Aside>
        </Form>
      </Card>
    </Page>
  );
}
