import { useId } from 'react';
import { ErrorPanel } from 'shared-ui/error-panel';
import { formatUsd } from 'shared-ui/format';
import { SkeletonText } from 'shared-ui/skeleton-text';
import { Grid } from 'shared-ui/stack';
import { StatCard } from 'shared-ui/stat-card';
import styled from 'styled-components';
import type { StatisticsState } from '../hooks/use-user-statistics';

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** The user's four figures from GET /user-statictics; the error (never zeros) when they cannot be loaded. */
export function StatisticsSection({
  status,
  statistics,
  error,
  retry,
}: StatisticsState & { retry: () => void }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} aria-busy={status === 'loading' || undefined}>
      <Title id={titleId}>Statistics</Title>
      {status === 'failed' ? (
        <ErrorPanel
          title="Statistics could not be loaded"
          message={error ?? 'Please try again.'}
          onRetry={retry}
        />
      ) : statistics ? (
        <Grid $min="13rem">
          <StatCard label="Total deposits" value={formatUsd(statistics.deposit_sum)} />
          <StatCard label="Total withdrawals" value={formatUsd(statistics.withdrawal_sum)} />
          <StatCard label="Total earnings" value={formatUsd(statistics.earnings_sum)} />
          <StatCard label="Active plans" value={statistics.user_plans_count} />
        </Grid>
      ) : (
        <SkeletonText lines={2} />
      )}
    </section>
  );
}
