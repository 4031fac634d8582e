import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { transactionSign } from 'shared-api/transaction-display';
import { Alert } from 'shared-ui/alert';
import { Badge, toneForStatus } from 'shared-ui/badge';
import { Button } from 'shared-ui/button';
import { EmptyState } from 'shared-ui/empty-state';
import { useFormat } from 'shared-ui/format';
import { errorText } from 'shared-ui/i18n';
import { SkeletonText } from 'shared-ui/skeleton-text';
import { Stack } from 'shared-ui/stack';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';
import { USER_TRANSACTIONS_SHOWN, useUserTransactions } from '../api/use-user-transactions';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Grow = styled.span`
  flex: 1 1 10rem;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The user's latest transactions: type, amount, status, date and the reason when there is one. */
export function UserTransactions({ userId }: { userId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const transactions = useUserTransactions(userId);
  let body: ReactNode;
  if (transactions.data?.length === 0) body = <EmptyState title={t('users.noTransactions')} titleAs="h3" />;
  else if (transactions.data)
    body = (
      <List>
        {transactions.data.map((row) => (
          <Item key={row.id}>
            <Grow>
              {t(`users.transactionType.${row.type}`, { defaultValue: row.type })}
              {row.reason && <Muted>{` — ${row.reason}`}</Muted>}
            </Grow>
            <Muted>{format.dateTime(row.created_at)}</Muted>
            <strong>{format.signedDollars(row.amount, transactionSign(row))}</strong>
            <Badge tone={toneForStatus(row.status)}>{t(`transactions.status.${row.status}`)}</Badge>
          </Item>
        ))}
      </List>
    );
  else if (transactions.isError)
    body = (
      <Alert tone="error" title={t('users.transactionsFailed')}>
        <Stack direction="row" align="center" gap="sm">
          <span>{errorText(transactions.error)}</span>
          <Button size="sm" variant="secondary" onClick={() => void transactions.refetch()}>
            {t('users.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  else
    body = (
      <div role="status" aria-label={t('users.transactionsLoading')}>
        <SkeletonText lines={3} />
      </div>
    );
  return (
    <section aria-labelledby="user-transactions">
      <h2 id="user-transactions">{t('users.transactions')}</h2>
      <p>{t('users.transactionsNote', { number: format.number(USER_TRANSACTIONS_SHOWN) })}</p>
      {body}
    </section>
  );
}
