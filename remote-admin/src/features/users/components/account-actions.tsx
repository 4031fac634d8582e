import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useDeleteUser, useSuspendUser, useSwitchRole } from 'shared-api/queries/users';
import type { AdminUser } from 'shared-api/types';
import { Button } from 'shared-ui/button';
import { Card, CardTitle } from 'shared-ui/card';
import { ConfirmModal } from 'shared-ui/confirm-modal';
import { Stack } from 'shared-ui/stack';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';
import { useUserAction } from '../hooks/use-user-action';

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** Role, suspension, deletion, and the links to the user's plans and to buying one for them. */
export function AccountActions({ user }: { user: AdminUser }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const switchRole = useUserAction(
    useSwitchRole().mutateAsync,
    user.role === 'admin' ? 'demoted' : 'promotionRequested',
  );
  const suspend = useUserAction(useSuspendUser().mutateAsync, user.suspended ? 'unsuspended' : 'suspended');
  const deletion = useUserAction(useDeleteUser().mutateAsync, 'deleted');
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const remove = async () => {
    const result = await deletion.run(user.id);
    setConfirmingDelete(false);
    if (result.ok) navigate('/dashboard/admin/manage-users');
  };

  return (
    <Card as="section" aria-labelledby="account-actions">
      <CardTitle id="account-actions">{t('users.accountActions')}</CardTitle>
      <Stack gap="md">
        <Buttons>
          <Button as={Link} to="user-plans" variant="secondary">
            {t('users.viewPlans')}
          </Button>
          <Button as={Link} to="buy-plan" variant="secondary">
            {t('users.buyPlan')}
          </Button>
        </Buttons>
        <Stack gap="xs">
          <Buttons>
            <Button
              variant="secondary"
              loading={switchRole.busy}
              onClick={() => void switchRole.run(user.id)}
            >
              {user.role === 'admin' ? t('users.removeAdmin') : t('users.makeAdmin')}
            </Button>
            <Button variant="secondary" loading={suspend.busy} onClick={() => void suspend.run(user.id)}>
              {user.suspended ? t('users.unsuspend') : t('users.suspend')}
            </Button>
            <Button variant="danger" onClick={() => setConfirmingDelete(true)}>
              {t('users.delete')}
            </Button>
          </Buttons>
          <Note>{user.role === 'admin' ? t('users.removeAdminNote') : t('users.makeAdminNote')}</Note>
        </Stack>
      </Stack>
      <ConfirmModal
        open={confirmingDelete}
        title={t('users.deleteTitle', { username: user.username })}
        text={t('users.deleteText')}
        confirmLabel={t('users.deleteConfirm')}
        tone="danger"
        busy={deletion.busy}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => void remove()}
      />
    </Card>
  );
}
