import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Transaction } from 'shared-api/types';
import { useFormat } from 'shared-ui/format';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';
import type { ListLine } from '../utils/transaction-view';
import { TransactionRow } from './transaction-row';

/* The list scrolls inside its own box, so only the rows in view are in the page (10,000 rows stay smooth). */
const Viewport = styled.div`
  height: min(70vh, 48rem);
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const MonthHeading = styled.h2`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface TransactionRowsProps {
  lines: readonly ListLine[];
  busyIds: ReadonlySet<number>;
  onConfirm: (transaction: Transaction) => void;
  onReject: (transaction: Transaction) => void;
}

const lineKey = (line: ListLine) =>
  line.kind === 'month' ? `month-${line.key}` : `transaction-${line.transaction.id}`;

/** Month headings and rows in one virtualized scroll box; each line is measured, so wrapped rows fit. */
export function TransactionRows({ lines, busyIds, onConfirm, onReject }: TransactionRowsProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const viewport = useRef<HTMLDivElement>(null);
  // Stable between renders with the same lines: a new function would make the virtualizer measure again.
  const estimateSize = useCallback((index: number) => (lines[index]?.kind === 'month' ? 44 : 88), [lines]);
  const getItemKey = useCallback(
    (index: number) => {
      const line = lines[index];
      return line ? lineKey(line) : index;
    },
    [lines],
  );
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => viewport.current,
    estimateSize,
    getItemKey,
    overscan: 8,
    // React 19: no flushSync inside a render or commit.
    useFlushSync: false,
    // Before the box is measured (and in tests) it renders as if it were a screen tall.
    initialRect: { width: 1024, height: 768 },
  });

  return (
    // tabIndex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
    <Viewport ref={viewport} tabIndex={0} role="region" aria-label={t('transactions.listLabel')}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const line = lines[item.index];
          if (!line) return null;
          return (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${item.start}px)`,
              }}
            >
              {line.kind === 'month' ? (
                <MonthHeading>
                  {t('transactions.monthHeading', {
                    month: format.monthLabel(line.key),
                    count: line.count,
                    number: format.number(line.count),
                  })}
                </MonthHeading>
              ) : (
                <TransactionRow
                  transaction={line.transaction}
                  busy={busyIds.has(line.transaction.id)}
                  onConfirm={onConfirm}
                  onReject={onReject}
                />
              )}
            </div>
          );
        })}
      </div>
    </Viewport>
  );
}
