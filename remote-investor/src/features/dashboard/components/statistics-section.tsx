import { useId } from 'react';
import { errorMessage } from 'shared-api/client';
import type { UserStatistics } from 'shared-api/types';
import { ErrorPanel } from 'shared-ui/error-panel';
import { formatDollars } from 'shared-ui/format';
import { SkeletonText } from 'shared-ui/skeleton-text';
import { Grid } from 'shared-ui/stack';
import { StatCard } from 'shared-ui/stat-card';
import styled from 'styled-components';

export const STATISTICS_ERROR_FALLBACK = 'Your statistics could not be loaded.';

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
  // A failed refresh shows the error, never the figures of an earlier answer.
  const statistics = query.isError ? undefined : query.data;
  return (
    <section aria-labelledby={titleId} aria-busy={query.isFetching || undefined}>
      <Title id={titleId}>Statistics</Title>
      {query.isError ? (
        <ErrorPanel
          title="Statistics could not be loaded"
          message={errorMessage(query.error, STATISTICS_ERROR_FALLBACK)}
          onRetry={onRetry}
        />
      ) : statistics ? (
        <Grid $min="13rem">
          <StatCard label="Total deposits" value={formatDollars(statistics.deposit_sum)} />
          <StatCard label="Total withdrawals" value={formatDollars(statistics.withdrawal_sum)} />
          <StatCard label="Total earnings" value={formatDollars(statistics.earnings_sum)} />
          <StatCard label="Active plans" value={statistics.user_plans_count} />
        </Grid>
      ) : (
        <SkeletonText lines={2} />
      )}
    </section>
  );
}
