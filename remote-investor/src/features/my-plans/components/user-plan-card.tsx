import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserPlan } from 'shared-api/types';
import { Badge } from 'shared-ui/badge';
import { Card, CardTitle } from 'shared-ui/card';
import { useFormat } from 'shared-ui/format';
import { ProgressBar } from 'shared-ui/progress-bar';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';
import { middayOf, progressPercent } from './plan-progress';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8.5rem, 1fr));
  gap: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  margin: ${({ theme }) => theme.spacing.md} 0 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const Progress = styled.div`
  margin-top: ${({ theme }) => theme.spacing.md};
`;

const ProgressLabel = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** One plan: title, roi, the days-left bar, capital, earnings so far, daily return and end date. */
export function UserPlanCard({ plan }: { plan: UserPlan }) {
  const titleId = useId();
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const percent = progressPercent(plan);
  const daysLeft = t('myPlans.daysLeft', { count: plan.duration, total: plan.initial_duration });
  const active = plan.status === 'active';
  return (
    <Card as="article" aria-labelledby={titleId}>
      <Header>
        <CardTitle id={titleId}>{plan.title}</CardTitle>
        <Badge tone={active ? 'success' : 'neutral'}>{t(`myPlans.status.${plan.status}`)}</Badge>
      </Header>
      <Progress>
        <ProgressLabel>{daysLeft}</ProgressLabel>
        <ProgressBar value={percent} label={t('myPlans.progressLabel')} valueText={daysLeft} showValue />
      </Progress>
      <Figures>
        <div>
          <dt>{t('myPlans.capital')}</dt>
          <dd>{format.dollars(plan.amount)}</dd>
        </div>
        <div>
          <dt>{t('myPlans.earnings')}</dt>
          <dd>{format.dollars(plan.total_returns)}</dd>
        </div>
        <div>
          <dt>{t('myPlans.daily')}</dt>
          <dd>
            {t('myPlans.dailyValue', {
              amount: format.dollars(plan.returns),
              roi: format.percent(plan.roi, 4),
            })}
          </dd>
        </div>
        <div>
          <dt>{active ? t('myPlans.endsOn') : t('myPlans.endedOn')}</dt>
          <dd>
            <time dateTime={plan.ends_on}>{format.date(middayOf(plan.ends_on))}</time>
          </dd>
        </div>
      </Figures>
    </Card>
  );
}
