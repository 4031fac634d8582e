import { useId } from 'react';
import { Link } from 'react-router-dom';
import { transactionSign, transactionTypeLabel } from 'shared-api/transaction-display';
import type { TransactionsState } from 'shared-api/transactions';
import { Badge, toneForStatus } from 'shared-ui/badge';
import { Card, CardTitle } from 'shared-ui/card';
import { ErrorPanel } from 'shared-ui/error-panel';
import { formatDate, formatSignedUsd } from 'shared-ui/format';
import { SkeletonText } from 'shared-ui/skeleton-text';
import styled from 'styled-components';

export const NO_TRANSACTIONS_TEXT = 'No transactions available.';

const Amount = styled.p<{ $credit: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  color: ${({ $credit, theme }) => ($credit ? theme.colors.success : theme.colors.text)};
`;

const Details = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: ${({ theme }) => theme.spacing.xs} 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function LatestTransaction({ state }: { state: TransactionsState }) {
  const latest = state.transactions[0];
  if (!latest) return <Muted>{NO_TRANSACTIONS_TEXT}</Muted>;
  const sign = transactionSign(latest);
  return (
    <>
      <Amount $credit={sign === '+'}>{formatSignedUsd(latest.amount, sign)}</Amount>
      <Details>
        <span>{transactionTypeLabel(latest.type)}</span>
        <Badge tone={toneForStatus(latest.status)}>{latest.status}</Badge>
        <time dateTime={latest.created_at}>{formatDate(latest.created_at)}</time>
      </Details>
      <Link to="/dashboard/transaction-history">View all transactions</Link>
    </>
  );
}

/** The newest ledger entry: signed amount, type, status and date; its own error state with Retry. */
export function LatestTransactionCard({ state, onRetry }: { state: TransactionsState; onRetry: () => void }) {
  const titleId = useId();
  const loading = state.status === 'loading' || state.status === 'idle';
  return (
    <Card as="section" aria-labelledby={titleId} aria-busy={loading || undefined}>
      <CardTitle id={titleId}>Latest transaction</CardTitle>
      {state.status === 'failed' ? (
        <ErrorPanel
          title="Transactions could not be loaded"
          message={state.error ?? 'Please try again.'}
          onRetry={onRetry}
        />
      ) : loading ? (
        <SkeletonText lines={2} />
      ) : (
        <LatestTransaction state={state} />
      )}
    </Card>
  );
}
