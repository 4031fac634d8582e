import { useTranslation } from 'react-i18next';
import type { Transaction } from 'shared-api/types';
import { Badge, toneForStatus } from 'shared-ui/badge';
import { Button } from 'shared-ui/button';
import { useFormat } from 'shared-ui/format';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';

const Row = styled.article`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Who = styled.div`
  flex: 1 1 12rem;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const Username = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/* Fixed widths on the right, so amounts, methods and statuses line up from row to row. */
const Amount = styled.span`
  flex: 0 0 auto;
  min-width: 7rem;
  text-align: right;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

const Method = styled(Muted)`
  flex: 0 0 auto;
  min-width: 8rem;
`;

const Status = styled.span`
  flex: 0 0 auto;
  min-width: 6.5rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 10.5rem;
  margin-left: auto;

  /* On a phone the row wraps: an empty column would only add a blank line. */
  @media (max-width: 480px) {
    &:empty {
      display: none;
    }
  }
`;

export interface TransactionRowProps {
  transaction: Transaction;
  busy: boolean;
  onConfirm: (transaction: Transaction) => void;
  onReject: (transaction: Transaction) => void;
}

/** One deposit or withdrawal: who, how much, how, reference, when, status; Confirm and Reject while pending. */
export function TransactionRow({ transaction, busy, onConfirm, onReject }: TransactionRowProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const who = transaction.username ?? '';
  const method = transaction.payment_method
    ? t(`transactions.method.${transaction.payment_method}`, { defaultValue: transaction.payment_method })
    : '';
  return (
    <Row aria-label={t('transactions.rowLabel', { username: who, id: transaction.id })}>
      <Who>
        <Username>{who}</Username>
        <Muted>{format.dateTime(transaction.created_at)}</Muted>
        {transaction.transaction_id && (
          <Muted>{t('transactions.reference', { reference: transaction.transaction_id })}</Muted>
        )}
        {transaction.address && <Muted>{t('transactions.address', { address: transaction.address })}</Muted>}
        {transaction.status === 'failed' && transaction.reason && (
          <Muted>{t('transactions.reason', { reason: transaction.reason })}</Muted>
        )}
      </Who>
      <Amount>{format.dollars(transaction.amount)}</Amount>
      <Method>{method}</Method>
      <Status>
        <Badge tone={toneForStatus(transaction.status)}>
          {t(`transactions.status.${transaction.status}`)}
        </Badge>
      </Status>
      <Actions>
        {transaction.status === 'pending' && (
          <>
            <Button
              size="sm"
              loading={busy}
              onClick={() => onConfirm(transaction)}
              aria-label={t('transactions.confirmLabel', { username: who, id: transaction.id })}
            >
              {t('transactions.confirm')}
            </Button>
            <Button
              size="sm"
              variant="danger"
              disabled={busy}
              onClick={() => onReject(transaction)}
              aria-label={t('transactions.rejectLabel', { username: who, id: transaction.id })}
            >
              {t('transactions.reject')}
            </Button>
          </>
        )}
      </Actions>
    </Row>
  );
}
