import { useAtomValue } from 'jotai';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { isLoggedInAtom } from 'shared-api/session';
import { Alert } from 'shared-ui/alert';
import { Button } from 'shared-ui/button';
import { Card } from 'shared-ui/card';
import { useDocumentTitle } from 'shared-ui/document-title';
import { Field } from 'shared-ui/field';
import { Input } from 'shared-ui/input';
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

/** The catalog key of each field's problem (translated when shown, so a language switch follows). */
type FieldErrors = Partial<Record<keyof Credentials, 'login.usernameRequired' | 'login.passwordRequired'>>;

const validate = ({ username, password }: Credentials): FieldErrors => ({
  ...(username.trim() ? {} : { username: 'login.usernameRequired' }),
  ...(password ? {} : { password: 'login.passwordRequired' }),
});

/** /login: username, password (show/hide), links to password reset and sign-up. */
export function LoginPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('login.title'));
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  const { submit, pending, error } = useLogin();
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const titleId = useId();

  if (isLoggedIn && !pending) return <Navigate to="/dashboard" replace />;

  const change = (name: keyof Credentials, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setFieldErrors((current) => ({ ...current, [name]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const errors = validate(values);
    setFieldErrors(errors);
    if (errors.username) usernameRef.current?.focus();
    else if (errors.password) passwordRef.current?.focus();
    if (errors.username || errors.password) return;
    void submit({ username: values.username.trim(), password: values.password });
  };

  return (
    <Page aria-labelledby={titleId}>
      <Card>
        <Title id={titleId}>{t('login.title')}</Title>
        <Intro>{t('login.intro')}</Intro>
        <Form aria-labelledby={titleId} noValidate onSubmit={onSubmit}>
          {/* The one place a failed sign-in is announced (no toast beside it). */}
          {error && <Alert tone="error">{error}</Alert>}
          <Field label={t('login.username')} error={fieldErrors.username && t(fieldErrors.username)} required>
            <Input
              ref={usernameRef}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={values.username}
              onChange={(event) => change('username', event.target.value)}
            />
          </Field>
          <Field label={t('login.password')} error={fieldErrors.password && t(fieldErrors.password)} required>
            <PasswordInput
              ref={passwordRef}
              name="password"
              autoComplete="current-password"
              required
              value={values.password}
              onChange={(event) => change('password', event.target.value)}
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
