import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useUsers } from 'shared-api/queries/users';
import type { UserSummary } from 'shared-api/types';
import { Button } from 'shared-ui/button';
import { EmptyState } from 'shared-ui/empty-state';
import { ErrorPanel } from 'shared-ui/error-panel';
import { useFormat } from 'shared-ui/format';
import { errorText } from 'shared-ui/i18n';
import { SkeletonText } from 'shared-ui/skeleton-text';
import { VisuallyHidden } from 'shared-ui/visually-hidden';
import styled from 'styled-components';
import { PageHeading } from '../../../components/page-heading';
import { NAMESPACE } from '../../../i18n';
import { IdentityStatusBadge } from './identity-status-badge';

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  align-items: center;
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The queue: users at level 2 who submitted their identity (their ssn is set), spec §2. */
export const isWaitingForReview = (user: UserSummary): boolean => user.level === 2 && user.ssn !== null;

/** /dashboard/admin/manage-identity-verification — who waits for an identity decision. */
export function IdentityQueuePage() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const { data, status, error, refetch } = useUsers();
  const header = (
    <PageHeading title={t('identity.queue.title')} description={t('identity.queue.description')} />
  );
  if (status === 'pending') {
    return (
      <>
        {header}
        <SkeletonText lines={4} />
      </>
    );
  }
  if (status === 'error') {
    return (
      <>
        {header}
        <ErrorPanel
          title={t('identity.queue.loadFailed')}
          message={errorText(error)}
          retryLabel={t('identity.retry')}
          onRetry={() => void refetch()}
        />
      </>
    );
  }
  const queue = data.filter(isWaitingForReview);
  if (queue.length === 0) {
    return (
      <>
        {header}
        <EmptyState title={t('identity.queue.empty')} />
      </>
    );
  }
  return (
    <>
      {header}
      <Count role="status">
        {t('identity.queue.count', { count: queue.length, number: format.number(queue.length) })}
      </Count>
      <List>
        {queue.map((user) => (
          <Row key={user.id} aria-label={user.username}>
            <Who>
              <Name>{user.username}</Name>
              <span>
                {user.firstname} {user.lastname}
              </span>
              <Muted>
                {user.email} · {user.country}
              </Muted>
              <div>
                <IdentityStatusBadge status={user.identity_status} />
              </div>
            </Who>
            <Button as={Link} to={String(user.id)} size="sm">
              {t('identity.queue.review')}
              <VisuallyHidden> {user.username}</VisuallyHidden>
            </Button>
          </Row>
        ))}
      </List>
    </>
  );
}
