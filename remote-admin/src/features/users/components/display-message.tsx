import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from 'shared-api/client';
import { useRemoveDisplayMessage, useSetDisplayMessage } from 'shared-api/queries/users';
import type { AdminUser } from 'shared-api/types';
import { Button } from 'shared-ui/button';
import { Card, CardTitle } from 'shared-ui/card';
import { ConfirmModal } from 'shared-ui/confirm-modal';
import { Field } from 'shared-ui/field';
import { Stack } from 'shared-ui/stack';
import { Textarea } from 'shared-ui/textarea';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';
import { useUserAction } from '../hooks/use-user-action';

const Shown = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;

/** The banner text shown on the user's dashboard: a form while unset; the text and Remove (confirmed) once set. */
export function DisplayMessage({ user }: { user: AdminUser }) {
  const { t } = useTranslation(NAMESPACE);
  const setMessage = useUserAction(useSetDisplayMessage().mutateAsync, 'messageSet');
  const removeMessage = useUserAction(useRemoveDisplayMessage().mutateAsync, 'messageRemoved');
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);

  const submit = async () => {
    const result = await setMessage.run({ id: user.id, message: draft });
    if (result.ok) {
      setDraft('');
      setProblem(undefined);
    } else setProblem(fieldErrorsOf(result.error, ['message'] as const)[0]?.message);
  };

  return (
    <Card as="section" aria-labelledby="display-message">
      <CardTitle id="display-message">{t('users.displayMessage')}</CardTitle>
      {user.message !== null ? (
        <Stack gap="sm">
          <Shown>{user.message}</Shown>
          <div>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {t('users.removeMessage')}
            </Button>
          </div>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="sm">
            <Field label={t('users.messageLabel')} hint={t('users.messageHint')} error={problem}>
              <Textarea
                value={draft}
                rows={3}
                maxLength={1000}
                onChange={(event) => setDraft(event.target.value)}
              />
            </Field>
            <div>
              <Button type="submit" loading={setMessage.busy}>
                {t('users.setMessage')}
              </Button>
            </div>
          </Stack>
        </form>
      )}
      <ConfirmModal
        open={confirming}
        title={t('users.removeMessageTitle')}
        text={t('users.removeMessageText', { username: user.username })}
        tone="danger"
        busy={removeMessage.busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void removeMessage.run(user.id).then(() => setConfirming(false))}
      />
    </Card>
  );
}
