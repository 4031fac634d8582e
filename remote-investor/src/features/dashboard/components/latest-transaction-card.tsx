import { useId } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from 'shared-api/client';
import { transactionSign, transactionTypeLabel } from 'shared-api/transaction-display';
import type { Transaction, TransactionListResponse } from 'shared-api/types';
import { Badge, toneForStatus } from 'shared-ui/badge';
import { Card, CardTitle } from 'shared-ui/card';
import { ErrorPanel } from 'shared-ui/error-panel';
import { formatDate, formatSignedDollars } from 'shared-ui/format';
import { SkeletonText } from 'shared-ui/skeleton-text';
import styled from 'styled-components';

export const NO_TRANSACTIONS_TEXT = 'No transactions available.';
export const TRANSACTIONS_ERROR_FALLBACK = 'Failed to load transactions.';

/** What the card reads of the transactions query (first page first). */
export interface TransactionsView {
  data?: { pages: TransactionListResponse[] } | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

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

function LatestTransaction({ latest }: { latest: Transaction | undefined }) {
  if (!latest) return <Muted>{NO_TRANSACTIONS_TEXT}</Muted>;
  const sign = transactionSign(latest);
  return (
    <>
      <Amount $credit={sign === '+'}>{formatSignedDollars(latest.amount, sign)}</Amount>
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
export function LatestTransactionCard({ query, onRetry }: { query: TransactionsView; onRetry: () => void }) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} aria-busy={query.isPending || undefined}>
      <CardTitle id={titleId}>Latest transaction</CardTitle>
      {query.isError ? (
        <ErrorPanel
          title="Transactions could not be loaded"
          message={errorMessage(query.error, TRANSACTIONS_ERROR_FALLBACK)}
          onRetry={onRetry}
        />
      ) : query.isPending ? (
        <SkeletonText lines={2} />
      ) : (
        <LatestTransaction latest={query.data?.pages[0]?.transactions[0]} />
      )}
    </Card>
  );
}
