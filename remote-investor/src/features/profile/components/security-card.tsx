import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSignOutEverywhere } from 'shared-api/queries/account';
import { Button } from 'shared-ui/button';
import { Card, CardTitle } from 'shared-ui/card';
import { ConfirmModal } from 'shared-ui/confirm-modal';
import { errorText, i18n } from 'shared-ui/i18n';
import { notify } from 'shared-ui/toast';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';
import { ChangePasswordForm } from './change-password-form';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xl};
  grid-template-columns: repeat(auto-fit, minmax(min(20rem, 100%), 1fr));
  align-items: start;
`;

const SubTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The profile's fourth card (decisions §4): change the password, sign out of every session. */
export function SecurityCard() {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const passwordId = useId();
  const sessionsId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('profile.security.title')}</CardTitle>
      <Sections>
        <section aria-labelledby={passwordId}>
          <SubTitle id={passwordId}>{t('profile.password.title')}</SubTitle>
          <ChangePasswordForm labelledBy={passwordId} />
        </section>
        <section aria-labelledby={sessionsId}>
          <SubTitle id={sessionsId}>{t('profile.sessions.title')}</SubTitle>
          <Text>{t('profile.sessions.text')}</Text>
          <SignOutEverywhere />
        </section>
      </Sections>
    </Card>
  );
}

/**
 * Sign out of every session, after a confirmation. Only once the server confirms is this browser signed
 * out too (and sent to sign in); on failure the user stays signed in, told why, to try again.
 */
function SignOutEverywhere() {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { mutate, isPending } = useSignOutEverywhere();
  const confirm = () =>
    mutate(undefined, {
      onSuccess: ({ message }) => {
        notify.success(i18n.language === 'en' ? message : t('profile.done.signedOut'));
        navigate('/login', { replace: true });
      },
      onError: (error) => {
        setOpen(false);
        notify.error(errorText(error, t('profile.failed')));
      },
    });
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('profile.sessions.action')}
      </Button>
      <ConfirmModal
        open={open}
        tone="danger"
        title={t('profile.sessions.confirmTitle')}
        text={t('profile.sessions.confirmText')}
        confirmLabel={t('profile.sessions.confirm')}
        busy={isPending}
        onCancel={() => setOpen(false)}
        onConfirm={confirm}
      />
    </>
  );
}
