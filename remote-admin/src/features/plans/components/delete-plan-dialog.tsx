import { useTranslation } from 'react-i18next';
import { ConfirmModal } from 'shared-ui/confirm-modal';
import { NAMESPACE } from '../../../i18n';
import type { DeletePlanFlow } from '../hooks/use-delete-plan';

/** "Delete this plan?" naming the plan; Confirm shows a spinner while the call runs. */
export function DeletePlanDialog({ flow }: { flow: DeletePlanFlow }) {
  const { t } = useTranslation(NAMESPACE);
  const { target, busy, cancel, confirm } = flow;
  return (
    <ConfirmModal
      open={target !== null}
      title={t('delete.title', { title: target?.title ?? '' })}
      text={t('delete.text')}
      tone="danger"
      busy={busy}
      onCancel={cancel}
      onConfirm={() => void confirm()}
    />
  );
}
