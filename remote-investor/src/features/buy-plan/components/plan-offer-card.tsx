import { useTranslation } from 'react-i18next';
import { planTotalCents } from 'shared-api/payout';
import type { Plan } from 'shared-api/types';
import { Button } from 'shared-ui/button';
import { Card } from 'shared-ui/card';
import { useFormat } from 'shared-ui/format';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';
import { Figures } from './figures';

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const Note = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.spacing.lg};
`;

export interface PlanOfferCardProps {
  plan: Plan;
  onChoose: (plan: Plan) => void;
  /** A suspended account sees the plans but cannot choose one. */
  disabled: boolean;
}

/**
 * A plan a user can buy: roi a day, duration, amount range, and the total return on the minimum (the daily
 * return every day plus the capital), computed with the payout rule the server pays with.
 */
export function PlanOfferCard({ plan, onChoose, disabled }: PlanOfferCardProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const titleId = `buy-plan-${plan.id}-title`;
  const totalCents = planTotalCents(plan.min_amount, plan.roi, plan.duration);
  return (
    <Card as="li" aria-labelledby={titleId}>
      <Title id={titleId}>{plan.title}</Title>
      <Figures>
        <dt>{t('buyPlan.card.roi')}</dt>
        <dd>{t('buyPlan.card.roiPerDay', { roi: format.percent(plan.roi, 4) })}</dd>
        <dt>{t('buyPlan.card.duration')}</dt>
        <dd>{t('buyPlan.card.days', { count: plan.duration, days: format.number(plan.duration) })}</dd>
        <dt>{t('buyPlan.card.minimum')}</dt>
        <dd>{format.dollars(plan.min_amount)}</dd>
        <dt>{t('buyPlan.card.maximum')}</dt>
        <dd>{format.dollars(plan.max_amount)}</dd>
        <dt>{t('buyPlan.card.totalReturn')}</dt>
        <dd>
          {totalCents === null ? '—' : format.dollars(totalCents / 100)}
          <Note>{t('buyPlan.card.onAmount', { amount: format.dollars(plan.min_amount) })}</Note>
        </dd>
      </Figures>
      <Action>
        <Button fullWidth disabled={disabled} onClick={() => onChoose(plan)}>
          {t('buyPlan.card.choose', { title: plan.title })}
        </Button>
      </Action>
    </Card>
  );
}
