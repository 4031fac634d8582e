import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useUserPlansOf } from 'shared-api/queries/transactions';
import type { UserPlan } from 'shared-api/types';
import { Badge } from 'shared-ui/badge';
import { Button } from 'shared-ui/button';
import { Card, CardTitle } from 'shared-ui/card';
import { EmptyState } from 'shared-ui/empty-state';
import { ErrorPanel } from 'shared-ui/error-panel';
import { useFormat } from 'shared-ui/format';
import { errorText } from 'shared-ui/i18n';
import { ProgressBar } from 'shared-ui/progress-bar';
import { SkeletonText } from 'shared-ui/skeleton-text';
import { Grid, Stack } from 'shared-ui/stack';
import { PageHeading } from '../../../components/page-heading';
import { NAMESPACE } from '../../../i18n';
import { FactsCard } from './facts';
import { UserLoader } from './user-loader';

/** Spec §9: progress % = round(days left / initial duration × 100). */
export const progressPercent = (plan: Pick<UserPlan, 'duration' | 'initial_duration'>): number =>
  plan.initial_duration > 0 ? Math.round((plan.duration / plan.initial_duration) * 100) : 0;

function PlanCard({ plan }: { plan: UserPlan }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  return (
    <Card as="li" aria-label={plan.title}>
      <Stack gap="sm">
        <Stack direction="row" justify="space-between" align="center" gap="sm">
          <CardTitle as="h2">{plan.title}</CardTitle>
          <Badge tone={plan.status === 'active' ? 'success' : 'neutral'}>
            {t(`userPlans.status.${plan.status}`)}
          </Badge>
        </Stack>
        <ProgressBar
          value={progressPercent(plan)}
          label={t('userPlans.progress')}
          valueText={t('userPlans.daysLeft', {
            count: plan.duration,
            number: format.number(plan.duration),
            total: format.number(plan.initial_duration),
          })}
          showValue
        />
        <p style={{ margin: 0 }}>
          {t('userPlans.daysLeft', {
            count: plan.duration,
            number: format.number(plan.duration),
            total: format.number(plan.initial_duration),
          })}
        </p>
        <FactsCard
          title={t('userPlans.figures')}
          facts={[
            [t('userPlans.amount'), format.dollars(plan.amount)],
            [t('userPlans.roi'), format.percent(plan.roi, 4)],
            [t('userPlans.daily'), format.dollars(plan.returns)],
            [t('userPlans.earned'), format.dollars(plan.total_returns)],
            [t('userPlans.started'), format.date(plan.created_at)],
          ]}
        />
      </Stack>
    </Card>
  );
}

function Plans({ userId }: { userId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const plans = useUserPlansOf(userId);
  if (plans.isError && !plans.data)
    return (
      <ErrorPanel
        title={t('userPlans.loadFailed')}
        message={errorText(plans.error)}
        onRetry={() => void plans.refetch()}
      />
    );
  if (!plans.data)
    return (
      <div role="status" aria-label={t('userPlans.loading')}>
        <SkeletonText lines={4} />
      </div>
    );
  if (plans.data.length === 0)
    return (
      <EmptyState
        title={t('userPlans.empty')}
        action={
          <Button as={Link} to="../buy-plan" relative="path">
            {t('users.buyPlan')}
          </Button>
        }
      />
    );
  return (
    <Grid
      as="ul"
      $min="18rem"
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
      aria-label={t('userPlans.listLabel')}
    >
      {plans.data.map((plan) => (
        <PlanCard key={plan.id} plan={plan} />
      ))}
    </Grid>
  );
}

/** /dashboard/admin/manage-users/{id}/user-plans — the user's plans with their progress. */
export function UserPlansPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <UserLoader title={t('pages.userPlans')}>
      {(user) => (
        <>
          <PageHeading
            title={t('userPlans.title', { username: user.username })}
            description={t('userPlans.description')}
          />
          <Stack gap="md">
            <Stack direction="row" gap="sm" wrap>
              <Button as={Link} to={`/dashboard/admin/manage-users/${user.id}`} variant="ghost" size="sm">
                {t('users.backToUser')}
              </Button>
              <Button
                as={Link}
                to={`/dashboard/admin/manage-users/${user.id}/buy-plan`}
                variant="secondary"
                size="sm"
              >
                {t('users.buyPlan')}
              </Button>
            </Stack>
            <Plans userId={user.id} />
          </Stack>
        </>
      )}
    </UserLoader>
  );
}
