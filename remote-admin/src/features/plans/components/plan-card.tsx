import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { planTotalCents } from 'shared-api/payout';
import type { Plan } from 'shared-api/types';
import { Card } from 'shared-ui/card';
import { useFormat } from 'shared-ui/format';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';

/** What a plan card shows: a plan without its id (a preview has none yet). */
export type PlanFigures = Omit<Plan, 'id'>;

const NOT_A_VALUE = '—';

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const UntitledTitle = styled(Title)`
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

const Figures = styled.dl`
  display: grid;
  /* Short labels on one line; figures take the rest and only break at spaces, never inside a number. */
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }

  dd {
    margin: 0;
    text-align: right;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: break-word;
  }
`;

const MinimumNote = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.lg};
`;

export interface PlanCardProps {
  plan: PlanFigures;
  /** Buttons under the figures (Edit and Delete in the admin list, a disabled Demo in the preview). */
  actions?: ReactNode;
  /** Element the card renders as: `li` inside the list, `section` for the preview. */
  as?: 'li' | 'section' | 'article';
  /** Heading level of the title, to fit the page outline. */
  headingAs?: 'h2' | 'h3';
  /** Id of the title, so the card can be named by it. */
  titleId?: string;
}

/**
 * A plan as users see it: ROI per day, duration, amount range and what the minimum amount pays back in
 * total (daily returns for every day plus the capital). Figures that are not numbers show as a dash.
 */
export function PlanCard({ plan, actions, as = 'article', headingAs = 'h2', titleId }: PlanCardProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const title = plan.title.trim();
  // The server's own payout rule, so the figure shown is the figure paid.
  const totalCents = planTotalCents(plan.min_amount, plan.roi, plan.duration);
  return (
    <Card as={as} aria-labelledby={titleId}>
      {title ? (
        <Title as={headingAs} id={titleId}>
          {title}
        </Title>
      ) : (
        <UntitledTitle as={headingAs} id={titleId}>
          {t('card.untitled')}
        </UntitledTitle>
      )}
      <Figures>
        <dt>{t('card.roi')}</dt>
        <dd>
          {Number.isFinite(plan.roi) ? t('card.roiPerDay', { roi: format.percent(plan.roi) }) : NOT_A_VALUE}
        </dd>
        <dt>{t('card.duration')}</dt>
        <dd>
          {Number.isFinite(plan.duration)
            ? t('card.days', { count: plan.duration, days: format.number(plan.duration) })
            : NOT_A_VALUE}
        </dd>
        <dt>{t('card.amount')}</dt>
        <dd>
          {t('card.amountRange', {
            min: format.dollars(plan.min_amount),
            max: format.dollars(plan.max_amount),
          })}
        </dd>
        <dt>{t('card.totalReturn')}</dt>
        <dd>
          {totalCents === null ? NOT_A_VALUE : format.dollars(totalCents / 100)}{' '}
          <MinimumNote>
            {Number.isFinite(plan.min_amount)
              ? t('card.onAmount', { amount: format.dollars(plan.min_amount) })
              : t('card.onMinimum')}
          </MinimumNote>
        </dd>
      </Figures>
      {actions && <Actions>{actions}</Actions>}
    </Card>
  );
}
