import { ConfirmModal } from 'shared-ui/confirm-modal';
import type { DeletePlanFlow } from '../hooks/use-delete-plan';

/** "Delete this plan?" naming the plan; Confirm shows a spinner while the call runs. */
export function DeletePlanDialog({ flow }: { flow: DeletePlanFlow }) {
  const { target, busy, cancel, confirm } = flow;
  return (
    <ConfirmModal
      open={target !== null}
      title={`Delete “${target?.title ?? ''}”?`}
      text="The plan will be deleted and no longer offered to users."
      tone="danger"
      busy={busy}
      onCancel={cancel}
      onConfirm={() => void confirm()}
    />
  );
}
