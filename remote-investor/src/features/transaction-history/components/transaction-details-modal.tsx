import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { transactionSign } from 'shared-api/transaction-display';
import type { Transaction } from 'shared-api/types';
import { Badge, toneForStatus } from 'shared-ui/badge';
import { useFormat } from 'shared-ui/format';
import { Modal } from 'shared-ui/modal';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(7rem, max-content) 1fr;
  gap: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Why a transaction carries a `reason`: an admin's rejection, or what a bonus or a fee was for. */
const reasonLabelKey = (transaction: Transaction) =>
  transaction.status === 'failed' ? 'history.details.rejectionReason' : 'history.details.reason';

/** Every field of one transaction the user may see; fields the transaction does not have are left out. */
export function TransactionDetailsModal({
  transaction,
  onClose,
}: {
  transaction: Transaction | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  if (!transaction) return null;
  const method = transaction.payment_method;
  const rows: Array<[string, ReactNode]> = [
    [t('history.details.amount'), format.signedDollars(transaction.amount, transactionSign(transaction))],
    [
      t('history.details.status'),
      <Badge key="status" tone={toneForStatus(transaction.status)}>
        {t(`transaction.status.${transaction.status}`)}
      </Badge>,
    ],
    [
      t('history.details.date'),
      <time key="date" dateTime={transaction.created_at}>
        {format.dateTime(transaction.created_at)}
      </time>,
    ],
  ];
  // What people typed or the chain named is data, not interface text (translate="no").
  const data = (value: string) => <span translate="no">{value}</span>;
  if (transaction.transaction_id)
    rows.push([t('history.details.reference'), data(transaction.transaction_id)]);
  if (method)
    rows.push([t('history.details.method'), t(`history.method.${method}`, { defaultValue: method })]);
  if (transaction.address) rows.push([t('history.details.address'), data(transaction.address)]);
  if (transaction.plan_reference) rows.push([t('history.details.plan'), data(transaction.plan_reference)]);
  if (transaction.reason) rows.push([t(reasonLabelKey(transaction)), data(transaction.reason)]);

  return (
    <Modal
      open
      onClose={onClose}
      title={t(`transaction.type.${transaction.type}`)}
      closeLabel={t('history.details.close')}
    >
      <List>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </List>
    </Modal>
  );
}
