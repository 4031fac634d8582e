import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { transactionSign } from 'shared-api/transaction-display';
import type { Transaction, TransactionListResponse } from 'shared-api/types';
import { Badge, toneForStatus } from 'shared-ui/badge';
import { Card, CardTitle } from 'shared-ui/card';
import { ErrorPanel } from 'shared-ui/error-panel';
import { useFormat } from 'shared-ui/format';
import { errorText } from 'shared-ui/i18n';
import { SkeletonText } from 'shared-ui/skeleton-text';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';

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
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  if (!latest) return <Muted>{t('latest.none')}</Muted>;
  const sign = transactionSign(latest);
  return (
    <>
      <Amount $credit={sign === '+'}>{format.signedDollars(latest.amount, sign)}</Amount>
      <Details>
        <span>{t(`transaction.type.${latest.type}`)}</span>
        <Badge tone={toneForStatus(latest.status)}>{t(`transaction.status.${latest.status}`)}</Badge>
        <time dateTime={latest.created_at}>{format.date(latest.created_at)}</time>
      </Details>
      <Link to="/dashboard/transaction-history">{t('latest.viewAll')}</Link>
    </>
  );
}

/** The newest ledger entry: signed amount, type, status and date; its own error state with Retry. */
export function LatestTransactionCard({ query, onRetry }: { query: TransactionsView; onRetry: () => void }) {
  const titleId = useId();
  const { t } = useTranslation(NAMESPACE);
  return (
    <Card as="section" aria-labelledby={titleId} aria-busy={query.isPending || undefined}>
      <CardTitle id={titleId}>{t('latest.title')}</CardTitle>
      {query.isError ? (
        <ErrorPanel
          title={t('latest.errorTitle')}
          message={errorText(query.error, t('latest.errorFallback'))}
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
