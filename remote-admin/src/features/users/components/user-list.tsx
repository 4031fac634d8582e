import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { UserSummary } from 'shared-api/types';
import { Badge } from 'shared-ui/badge';
import { useFormat } from 'shared-ui/format';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Who = styled.div`
  flex: 1 1 14rem;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const Name = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

/** One line per user: username (a link to the detail), name, e-mail, wallet, role, level, suspension. */
export function UserList({ users }: { users: readonly UserSummary[] }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  return (
    <List aria-label={t('users.listLabel')}>
      {users.map((user) => (
        <Item key={user.id} aria-label={user.username}>
          <Who>
            <Name to={String(user.id)}>{user.username}</Name>
            <Muted>{`${user.firstname} ${user.lastname}`.trim()}</Muted>
            <Muted>{user.email}</Muted>
          </Who>
          <span>{t('users.walletShort', { amount: format.dollars(user.wallet) })}</span>
          <Badges>
            {user.role === 'admin' && <Badge tone="info">{t('users.role.admin')}</Badge>}
            <Badge>{t('users.levelBadge', { level: user.level })}</Badge>
            {user.suspended === 1 && <Badge tone="danger">{t('users.suspendedBadge')}</Badge>}
          </Badges>
        </Item>
      ))}
    </List>
  );
}
