import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from 'shared-ui/button';
import { Grid, Stack } from 'shared-ui/stack';
import { PageHeading } from '../../../components/page-heading';
import { NAMESPACE } from '../../../i18n';
import { AccountActions } from './account-actions';
import { AdjustmentForm } from './adjustment-form';
import { CustomMailForm } from './custom-mail-form';
import { DisplayMessage } from './display-message';
import { PendingAdjustments } from './pending-adjustments';
import { UserFacts } from './user-facts';
import { UserLoader } from './user-loader';
import { UserStatistics } from './user-statistics';
import { UserTransactions } from './user-transactions';

/** /dashboard/admin/manage-users/{id} — everything about one user and every admin action on them. */
export function UserDetailPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <UserLoader title={t('pages.userDetails')}>
      {(user) => (
        <>
          <PageHeading title={user.username} description={t('users.detailDescription')} />
          <Stack gap="lg">
            <div>
              <Button as={Link} to="/dashboard/admin/manage-users" variant="ghost" size="sm">
                {t('users.backToList')}
              </Button>
            </div>
            <UserFacts user={user} />
            <UserStatistics userId={user.id} />
            <AccountActions user={user} />
            <PendingAdjustments userId={user.id} />
            <Grid $min="18rem">
              <AdjustmentForm user={user} kind="bonus" />
              <AdjustmentForm user={user} kind="fee" />
            </Grid>
            <Grid $min="18rem">
              <DisplayMessage user={user} />
              <CustomMailForm user={user} />
            </Grid>
            <UserTransactions userId={user.id} />
          </Stack>
        </>
      )}
    </UserLoader>
  );
}
