import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from 'shared-ui/alert';
import { Button } from 'shared-ui/button';
import { Field } from 'shared-ui/field';
import { useFormat } from 'shared-ui/format';
import { Modal } from 'shared-ui/modal';
import { Stack } from 'shared-ui/stack';
import { Textarea } from 'shared-ui/textarea';
import { NAMESPACE } from '../../../i18n';
import type { TransactionDecisions } from '../hooks/use-transaction-decision';

/** The reason field and the buttons; keyed by the row, so every row starts with an empty form. */
function RejectForm({ decisions, busy }: { decisions: TransactionDecisions; busy: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void decisions.reject(reason).then(setProblem);
      }}
    >
      <Stack gap="md">
        <Field label={t('transactions.reasonLabel')} hint={t('transactions.reasonHint')}>
          <Textarea
            value={reason}
            maxLength={500}
            rows={3}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
        {problem && (
          <Alert tone="error" title={t('transactions.rejectFailed')}>
            {problem}
          </Alert>
        )}
        <Stack direction="row" justify="flex-end" gap="sm">
          <Button type="button" variant="secondary" onClick={decisions.cancelReject} disabled={busy}>
            {t('transactions.cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={busy}>
            {t('transactions.rejectSubmit')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

/** Asks for the reason the user will see, then rejects; a refusal stays in the dialog. */
export function RejectDialog({ decisions }: { decisions: TransactionDecisions }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const { rejecting, busyIds, cancelReject } = decisions;
  return (
    <Modal
      open={rejecting !== null}
      onClose={cancelReject}
      title={t('transactions.rejectTitle', {
        type: t(`transactions.type.${rejecting?.type === 'withdrawal' ? 'withdrawal' : 'deposit'}`),
        username: rejecting?.username ?? '',
        amount: rejecting ? format.dollars(rejecting.amount) : '',
      })}
      description={t('transactions.rejectText')}
    >
      {rejecting && <RejectForm key={rejecting.id} decisions={decisions} busy={busyIds.has(rejecting.id)} />}
    </Modal>
  );
}
