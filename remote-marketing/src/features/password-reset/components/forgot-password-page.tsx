import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { hasText } from 'shared-api/input-rules';
import { useSendOtp } from 'shared-api/queries/account';
import { Alert } from 'shared-ui/alert';
import { Button } from 'shared-ui/button';
import { Card } from 'shared-ui/card';
import { useDocumentTitle } from 'shared-ui/document-title';
import { Field } from 'shared-ui/field';
import { errorText } from 'shared-ui/i18n';
import { Input } from 'shared-ui/input';
import { notify } from 'shared-ui/toast';
import { NAMESPACE } from '../../../i18n';
import { readResetEmail, storeResetEmail } from '../utils/reset-email';
import { Aside, Form, Intro, Page, Title } from './reset-layout';

/**
 * /forgot-password (decisions §4, spec §2 Password reset): asks for the account's e-mail address and sends a
 * reset code to it. The answer is the same whether or not the address is registered (the server's rule);
 * the address is kept in session storage for the next screen, /reset-user-password.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('forgotPassword.title'));
  const navigate = useNavigate();
  const { mutateAsync: sendOtp, isPending } = useSendOtp();
  const [failure, setFailure] = useState<unknown>(null);
  const titleId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }>({ defaultValues: { email: readResetEmail() ?? '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    const address = email.trim();
    try {
      await sendOtp({ email: address });
      storeResetEmail(address);
      notify.success(t('forgotPassword.sent'));
      navigate('/reset-user-password');
    } catch (caught) {
      setFailure(caught);
    }
  });

  return (
    <Page aria-labelledby={titleId}>
      <Card>
        <Title id={titleId}>{t('forgotPassword.title')}</Title>
        <Intro>{t('forgotPassword.intro')}</Intro>
        <Form aria-labelledby={titleId} noValidate onSubmit={onSubmit}>
          {failure !== null && <Alert tone="error">{errorText(failure)}</Alert>}
          <Field
            label={t('forgotPassword.email')}
            error={errors.email?.message && t(errors.email.message)}
            required
          >
            <Input
              type="email"
              autoComplete="email"
              spellCheck={false}
              required
              {...register('email', {
                validate: (value) => hasText(value) || 'forgotPassword.emailRequired',
              })}
            />
          </Field>
          <Button type="submit" loading={isPending} fullWidth>
            {t('forgotPassword.submit')}
          </Button>
          <Aside>
            <Trans t={t} i18nKey="forgotPassword.backToLogin" components={{ login: <Link to="/login" /> }} />
          </Aside>
        </Form>
      </Card>
    </Page>
  );
}
