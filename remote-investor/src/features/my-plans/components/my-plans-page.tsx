import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useUserPlans } from 'shared-api/queries/transactions';
import type { UserPlan } from 'shared-api/types';
import { useDocumentTitle } from 'shared-ui/document-title';
import { EmptyState } from 'shared-ui/empty-state';
import { ErrorPanel } from 'shared-ui/error-panel';
import { errorText } from 'shared-ui/i18n';
import { SkeletonText } from 'shared-ui/skeleton-text';
import { Grid } from 'shared-ui/stack';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';
import { UserPlanCard } from './user-plan-card';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

function PlanSection({ title, plans }: { title: string; plans: UserPlan[] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{title}</SectionTitle>
      <Grid $min="18rem">
        {plans.map((plan) => (
          <UserPlanCard key={plan.id} plan={plan} />
        ))}
      </Grid>
    </section>
  );
}

/** /dashboard/user-plan: the user's active plans with their progress, then the completed ones. */
export function MyPlansPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('pages.myPlans'));
  const plans = useUserPlans();
  const list = plans.isError ? undefined : plans.data;
  const active = list?.filter((plan) => plan.status === 'active') ?? [];
  const completed = list?.filter((plan) => plan.status === 'completed') ?? [];

  return (
    <Page aria-busy={plans.isFetching || undefined}>
      <Heading>{t('pages.myPlans')}</Heading>
      {plans.isError ? (
        <ErrorPanel
          title={t('myPlans.errorTitle')}
          message={errorText(plans.error, t('myPlans.errorFallback'))}
          onRetry={() => {
            void plans.refetch();
          }}
        />
      ) : !list ? (
        <SkeletonText lines={4} />
      ) : (
        <>
          {active.length > 0 ? (
            <PlanSection title={t('myPlans.active')} plans={active} />
          ) : (
            <EmptyState
              title={t('myPlans.empty')}
              action={<Link to="/dashboard/buy-plan">{t('myPlans.buyPlan')}</Link>}
            />
          )}
          {completed.length > 0 && <PlanSection title={t('myPlans.completed')} plans={completed} />}
        </>
      )}
    </Page>
  );
}
