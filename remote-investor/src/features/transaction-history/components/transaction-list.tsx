import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { transactionSign } from 'shared-api/transaction-display';
import type { Transaction } from 'shared-api/types';
import { Badge, toneForStatus } from 'shared-ui/badge';
import { Button } from 'shared-ui/button';
import { useFormat } from 'shared-ui/format';
import { withMonthHeadings } from 'shared-ui/month-groups';
import { Spinner } from 'shared-ui/spinner';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';

const Rows = styled.ul`
  position: relative;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
`;

const MonthHeading = styled.h2`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md} 0 ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Entry = styled.button`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  align-items: center;
  width: 100%;
  margin-bottom: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const What = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const When = styled.span`
  grid-column: 1;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Amount = styled.span<{ $credit: boolean }>`
  grid-column: 2;
  grid-row: 1 / span 2;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  color: ${({ $credit, theme }) => ($credit ? theme.colors.success : theme.colors.text)};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing.md} 0;
`;

export interface TransactionListProps {
  transactions: readonly Transaction[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onOpen: (transaction: Transaction) => void;
}

/** Rows from the end at which the next page is asked for, so scrolling rarely waits. */
const PREFETCH_ROWS = 10;

/**
 * The transactions grouped by month (newest first, as the server sends them), virtualised against the page
 * scroll: only the rows near the viewport are in the document, so 10,000 rows scroll as smoothly as 10.
 * Pages load as the end comes near, and a "Load more" button does the same for keyboards.
 */
export function TransactionList({
  transactions,
  hasMore,
  loadingMore,
  onLoadMore,
  onOpen,
}: TransactionListProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const rows = useMemo(
    () => withMonthHeadings(transactions, (transaction) => transaction.created_at, format.monthKey),
    [transactions, format],
  );
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    setScrollMargin((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => (rows[index]?.kind === 'month' ? 44 : 68),
    overscan: 8,
    scrollMargin,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? 0;

  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= rows.length - PREFETCH_ROWS) onLoadMore();
  }, [hasMore, loadingMore, lastIndex, rows.length, onLoadMore]);

  return (
    <>
      <Rows ref={listRef} aria-label={t('history.listLabel')} style={{ height: virtualizer.getTotalSize() }}>
        {items.map((virtual) => {
          const row = rows[virtual.index];
          if (!row) return null;
          return (
            <Row
              key={virtual.key}
              data-index={virtual.index}
              ref={virtualizer.measureElement}
              style={{ transform: `translateY(${virtual.start - virtualizer.options.scrollMargin}px)` }}
            >
              {row.kind === 'month' ? (
                <MonthHeading>{format.monthLabel(row.key)}</MonthHeading>
              ) : (
                <TransactionRow transaction={row.item} onOpen={onOpen} />
              )}
            </Row>
          );
        })}
      </Rows>
      {(hasMore || loadingMore) && (
        <More>
          {loadingMore ? (
            <Spinner label={t('history.loadingMore')} />
          ) : (
            <Button variant="secondary" onClick={onLoadMore}>
              {t('history.loadMore')}
            </Button>
          )}
        </More>
      )}
    </>
  );
}

function TransactionRow({
  transaction,
  onOpen,
}: {
  transaction: Transaction;
  onOpen: (transaction: Transaction) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const sign = transactionSign(transaction);
  return (
    <Entry type="button" onClick={() => onOpen(transaction)} aria-haspopup="dialog">
      <What>
        {t(`transaction.type.${transaction.type}`)}
        <Badge tone={toneForStatus(transaction.status)}>
          {t(`transaction.status.${transaction.status}`)}
        </Badge>
      </What>
      <When>
        <time dateTime={transaction.created_at}>{format.dateTime(transaction.created_at)}</time>
      </When>
      <Amount $credit={sign === '+'}>{format.signedDollars(transaction.amount, sign)}</Amount>
    </Entry>
  );
}
