import { useAtomValue } from 'jotai';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlans } from 'shared-api/queries/plans';
import { profileAtom } from 'shared-api/session';
import type { Plan } from 'shared-api/types';
import { useDocumentTitle } from 'shared-ui/document-title';
import { EmptyState } from 'shared-ui/empty-state';
import { ErrorPanel } from 'shared-ui/error-panel';
import { errorText } from 'shared-ui/i18n';
import { Spinner } from 'shared-ui/spinner';
import { Grid } from 'shared-ui/stack';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';
import { AmountModal } from './amount-modal';
import { PlanOfferCard } from './plan-offer-card';
import { SuspendedNotice } from './suspended-notice';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled(Grid).attrs({ as: 'ul' })`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** /dashboard/buy-plan: the plans on offer; choosing one opens the amount modal. */
export function BuyPlanPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('pages.buyPlan'));
  const profile = useAtomValue(profileAtom);
  const plans = usePlans();
  const [chosen, setChosen] = useState<Plan | null>(null);
  const suspended = profile?.suspended === 1;

  let body: ReactNode;
  if (plans.isPending) {
    body = <Spinner size="lg" label={t('buyPlan.loading')} />;
  } else if (plans.isError) {
    body = (
      <ErrorPanel
        title={t('buyPlan.loadFailed')}
        message={errorText(plans.error)}
        onRetry={() => void plans.refetch()}
      />
    );
  } else if (plans.data.length === 0) {
    body = <EmptyState title={t('buyPlan.emptyTitle')} text={t('buyPlan.emptyText')} />;
  } else {
    body = (
      <List $min="16rem">
        {plans.data.map((plan) => (
          <PlanOfferCard key={plan.id} plan={plan} onChoose={setChosen} disabled={suspended} />
        ))}
      </List>
    );
  }

  return (
    <Page>
      <Heading>{t('pages.buyPlan')}</Heading>
      <Intro>{t('buyPlan.intro')}</Intro>
      {suspended && <SuspendedNotice />}
      {body}
      <AmountModal plan={suspended ? null : chosen} onClose={() => setChosen(null)} />
    </Page>
  );
}
