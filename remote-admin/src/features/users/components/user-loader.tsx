import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useUser } from 'shared-api/queries/users';
import type { AdminUser } from 'shared-api/types';
import { Button } from 'shared-ui/button';
import { EmptyState } from 'shared-ui/empty-state';
import { ErrorPanel } from 'shared-ui/error-panel';
import { errorText } from 'shared-ui/i18n';
import { SkeletonText } from 'shared-ui/skeleton-text';
import { PageHeading } from '../../../components/page-heading';
import { NAMESPACE } from '../../../i18n';
import { useUserId } from '../hooks/use-user-id';

const BackToUsers = () => {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Button as={Link} to="/dashboard/admin/manage-users" variant="secondary">
      {t('users.backToList')}
    </Button>
  );
};

function Loaded({
  id,
  title,
  children,
}: {
  id: number;
  title: string;
  children: (user: AdminUser) => ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const user = useUser(id);
  if (user.data) return <>{children(user.data)}</>;
  return (
    <>
      <PageHeading title={title} description={t('users.detailDescription')} />
      {user.isError ? (
        <ErrorPanel
          title={t('users.userLoadFailed')}
          message={errorText(user.error)}
          onRetry={() => void user.refetch()}
        />
      ) : (
        <div role="status" aria-label={t('users.userLoading')}>
          <SkeletonText lines={6} />
        </div>
      )}
    </>
  );
}

/** Loads the user of the route's `:id` with the loading, failure and unknown-id states, then renders `children`. */
export function UserLoader({ title, children }: { title: string; children: (user: AdminUser) => ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const id = useUserId();
  if (id === null) {
    return (
      <>
        <PageHeading title={title} description={t('users.detailDescription')} />
        <EmptyState title={t('users.notFound')} action={<BackToUsers />} />
      </>
    );
  }
  return (
    <Loaded id={id} title={title}>
      {children}
    </Loaded>
  );
}
