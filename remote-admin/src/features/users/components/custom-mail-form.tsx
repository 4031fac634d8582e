import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from 'shared-api/client';
import { useSendCustomMail } from 'shared-api/queries/users';
import type { AdminUser } from 'shared-api/types';
import { Button } from 'shared-ui/button';
import { Card, CardTitle } from 'shared-ui/card';
import { Field } from 'shared-ui/field';
import { Input } from 'shared-ui/input';
import { Stack } from 'shared-ui/stack';
import { Textarea } from 'shared-ui/textarea';
import { NAMESPACE } from '../../../i18n';
import { useUserAction } from '../hooks/use-user-action';

/** An e-mail to the user's address, with a subject and a body. */
export function CustomMailForm({ user }: { user: AdminUser }) {
  const { t } = useTranslation(NAMESPACE);
  const mail = useUserAction(useSendCustomMail().mutateAsync, 'mailSent');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [problems, setProblems] = useState<{ subject?: string; body?: string }>({});

  const submit = async () => {
    const result = await mail.run({ email: user.email, subject, body });
    if (result.ok) {
      setSubject('');
      setBody('');
      setProblems({});
      return;
    }
    const fields = fieldErrorsOf(result.error, ['subject', 'body'] as const);
    setProblems({
      subject: fields.find((field) => field.name === 'subject')?.message,
      body: fields.find((field) => field.name === 'body')?.message,
    });
  };

  return (
    <Card as="section" aria-labelledby="custom-mail">
      <CardTitle id="custom-mail">{t('users.mail.title')}</CardTitle>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <p style={{ margin: 0 }}>{t('users.mail.to', { email: user.email })}</p>
          <Field label={t('users.mail.subject')} error={problems.subject}>
            <Input value={subject} maxLength={200} onChange={(event) => setSubject(event.target.value)} />
          </Field>
          <Field label={t('users.mail.body')} error={problems.body}>
            <Textarea value={body} rows={5} onChange={(event) => setBody(event.target.value)} />
          </Field>
          <div>
            <Button type="submit" loading={mail.busy}>
              {t('users.mail.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
