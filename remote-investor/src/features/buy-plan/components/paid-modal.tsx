import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from 'shared-ui/confirm-modal';
import { Field } from 'shared-ui/field';
import { Input } from 'shared-ui/input';
import { NAMESPACE } from '../../../i18n';
import type { Pay } from '../hooks/use-pay';

export interface PaidModalProps {
  open: boolean;
  onClose: () => void;
  pay: Pay;
}

/** After 'Paid': the on-chain transaction id of the payment; Confirm posts the deposit. */
export function PaidModal({ open, onClose, pay }: PaidModalProps) {
  const { t } = useTranslation(NAMESPACE);
  const [transactionId, setTransactionId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();

  const confirm = async () => {
    if (transactionId.trim() === '') {
      setProblem(t('payment.paid.missing'));
      return;
    }
    setProblem(await pay.submit(transactionId));
  };

  return (
    <ConfirmModal
      open={open}
      title={t('payment.paid.title')}
      text={t('payment.paid.text')}
      confirmLabel={t('payment.paid.confirm')}
      busy={pay.pending}
      onCancel={() => {
        setProblem(null);
        onClose();
      }}
      onConfirm={() => void confirm()}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <Field label={t('payment.paid.transactionId')} error={problem ?? undefined} id={inputId}>
          <Input
            autoComplete="off"
            spellCheck={false}
            value={transactionId}
            onChange={(event) => setTransactionId(event.target.value)}
          />
        </Field>
      </form>
    </ConfirmModal>
  );
}
