import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTransactions } from 'shared-api/queries/transactions';
import type { Transaction } from 'shared-api/types';
import { Button } from 'shared-ui/button';
import { useDocumentTitle } from 'shared-ui/document-title';
import { EmptyState } from 'shared-ui/empty-state';
import { ErrorPanel } from 'shared-ui/error-panel';
import { Field } from 'shared-ui/field';
import { errorText } from 'shared-ui/i18n';
import { Select } from 'shared-ui/select';
import { SkeletonText } from 'shared-ui/skeleton-text';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';
import { useStatementDownload } from '../hooks/use-statement-download';
import { type HistoryFilter, historyFilters, isHistoryFilter, typeQuery } from './history-filter';
import { TransactionDetailsModal } from './transaction-details-modal';
import { TransactionList } from './transaction-list';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  max-width: 56rem;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};

  & > :first-child {
    min-width: 12rem;
  }
`;

/**
 * /dashboard/transaction-history: the user's transactions grouped by month, newest first, filtered by type
 * on the server; each opens its details; the whole ledger downloads as a CSV statement.
 */
export function TransactionHistoryPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('history.title'));
  const titleId = useId();
  const [filter, setFilter] = useState<HistoryFilter>('all');
  const [open, setOpen] = useState<Transaction | null>(null);
  const query = useTransactions(typeQuery(filter));
  const statement = useStatementDownload();

  const transactions = useMemo(
    () => query.data?.pages.flatMap((page) => page.transactions) ?? [],
    [query.data],
  );
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const loadMore = useCallback(() => {
    void fetchNextPage();
  }, [fetchNextPage]);

  return (
    <Page aria-labelledby={titleId}>
      <Title id={titleId}>{t('history.title')}</Title>
      <Tools>
        <Field label={t('history.filterLabel')}>
          <Select
            value={filter}
            onChange={(event) => {
              if (isHistoryFilter(event.target.value)) setFilter(event.target.value);
            }}
            options={historyFilters.map((value) => ({ value, label: t(`history.filter.${value}`) }))}
          />
        </Field>
        <Button variant="secondary" loading={statement.pending} onClick={() => void statement.download()}>
          {t('history.downloadStatement')}
        </Button>
      </Tools>
      {query.isError ? (
        <ErrorPanel
          title={t('history.errorTitle')}
          message={errorText(query.error, t('latest.errorFallback'))}
          onRetry={() => void query.refetch()}
        />
      ) : query.isPending ? (
        <div aria-busy="true">
          <SkeletonText lines={6} />
        </div>
      ) : transactions.length === 0 ? (
        <EmptyState title={t('latest.none')} />
      ) : (
        <TransactionList
          transactions={transactions}
          hasMore={hasNextPage}
          loadingMore={isFetchingNextPage}
          onLoadMore={loadMore}
          onOpen={setOpen}
        />
      )}
      <TransactionDetailsModal transaction={open} onClose={() => setOpen(null)} />
    </Page>
  );
}
