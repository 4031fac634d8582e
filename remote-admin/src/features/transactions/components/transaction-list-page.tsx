import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from 'shared-ui/alert';
import { Button } from 'shared-ui/button';
import { EmptyState } from 'shared-ui/empty-state';
import { ErrorPanel } from 'shared-ui/error-panel';
import { Field } from 'shared-ui/field';
import { useFormat } from 'shared-ui/format';
import { errorText } from 'shared-ui/i18n';
import { Input } from 'shared-ui/input';
import { SkeletonText } from 'shared-ui/skeleton-text';
import { Stack } from 'shared-ui/stack';
import { PageHeading } from '../../../components/page-heading';
import { NAMESPACE } from '../../../i18n';
import { type ListedType, useAdminTransactionList } from '../api/use-admin-transaction-list';
import { useTransactionDecisions } from '../hooks/use-transaction-decision';
import { countByStatus, type StatusFilter as Status, viewTransactions } from '../utils/transaction-view';
import { RejectDialog } from './reject-dialog';
import { StatusFilter } from './status-filter';
import { TransactionRows } from './transaction-rows';

/**
 * The admin list of every deposit or every withdrawal: status filter, search by username or reference,
 * months newest first, Confirm and Reject on pending rows.
 */
export function TransactionListPage({ type }: { type: ListedType }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const list = useAdminTransactionList(type);
  const decisions = useTransactionDecisions(type);
  const [status, setStatus] = useState<Status>('all');
  const [search, setSearch] = useState('');
  // Typing stays responsive with 10,000 rows: the list follows the text a moment later.
  const deferredSearch = useDeferredValue(search);
  const rows = list.data;
  const counts = useMemo(() => countByStatus(rows ?? []), [rows]);
  const lines = useMemo(
    () => viewTransactions(rows ?? [], { status, search: deferredSearch }, format.monthKey),
    [rows, status, deferredSearch, format.monthKey],
  );
  const page = type === 'deposit' ? 'deposits' : 'withdrawals';
  const header = <PageHeading title={t(`${page}.title`)} description={t(`${page}.description`)} />;

  if (!rows) {
    return (
      <>
        {header}
        {list.isError ? (
          <ErrorPanel
            title={t(`${page}.loadFailed`)}
            message={errorText(list.error)}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <div role="status" aria-label={t(`${page}.loading`)}>
            <SkeletonText lines={6} />
          </div>
        )}
      </>
    );
  }

  if (rows.length === 0) {
    return (
      <>
        {header}
        <EmptyState title={t('transactions.empty')} text={t(`${page}.emptyText`)} />
      </>
    );
  }

  const shown = lines.filter((line) => line.kind === 'transaction').length;
  return (
    <>
      {header}
      <Stack gap="md">
        <StatusFilter value={status} counts={counts} onChange={setStatus} />
        <Field label={t('transactions.searchLabel')}>
          <Input
            type="search"
            value={search}
            autoComplete="off"
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field>
        {list.isError && (
          <Alert tone="error" title={t(`${page}.refreshFailed`)}>
            <Stack direction="row" align="center" gap="sm">
              <span>{errorText(list.error)}</span>
              <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
                {t('transactions.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        <p role="status">{t('transactions.shown', { count: shown, number: format.number(shown) })}</p>
        {shown === 0 ? (
          <EmptyState title={t('transactions.noMatch')} text={t('transactions.noMatchText')} titleAs="h2" />
        ) : (
          <TransactionRows
            lines={lines}
            busyIds={decisions.busyIds}
            onConfirm={(transaction) => void decisions.confirm(transaction)}
            onReject={decisions.askReject}
          />
        )}
      </Stack>
      <RejectDialog decisions={decisions} />
    </>
  );
}
