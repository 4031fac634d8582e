import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserStatistics } from 'shared-api/types';
import { ErrorPanel } from 'shared-ui/error-panel';
import { useFormat } from 'shared-ui/format';
import { errorText } from 'shared-ui/i18n';
import { SkeletonText } from 'shared-ui/skeleton-text';
import { Grid } from 'shared-ui/stack';
import { StatCard } from 'shared-ui/stat-card';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';

/** What the section reads of the statistics query. */
export interface StatisticsView {
  data?: UserStatistics | undefined;
  isError: boolean;
  isFetching: boolean;
  error: Error | null;
}

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** The user's four figures from GET /user-statictics; the error (never zeros) when they cannot be loaded. */
export function StatisticsSection({ query, onRetry }: { query: StatisticsView; onRetry: () => void }) {
  const titleId = useId();
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  // A failed refresh shows the error, never the figures of an earlier answer.
  const statistics = query.isError ? undefined : query.data;
  return (
    <section aria-labelledby={titleId} aria-busy={query.isFetching || undefined}>
      <Title id={titleId}>{t('statistics.title')}</Title>
      {query.isError ? (
        <ErrorPanel
          title={t('statistics.errorTitle')}
          message={errorText(query.error, t('statistics.errorFallback'))}
          onRetry={onRetry}
        />
      ) : statistics ? (
        <Grid $min="13rem">
          <StatCard label={t('statistics.deposits')} value={format.dollars(statistics.deposit_sum)} />
          <StatCard label={t('statistics.withdrawals')} value={format.dollars(statistics.withdrawal_sum)} />
          <StatCard label={t('statistics.earnings')} value={format.dollars(statistics.earnings_sum)} />
          <StatCard label={t('statistics.activePlans')} value={format.number(statistics.user_plans_count)} />
        </Grid>
      ) : (
        <SkeletonText lines={2} />
      )}
    </section>
  );
}
