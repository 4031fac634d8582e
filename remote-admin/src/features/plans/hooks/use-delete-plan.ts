import { useCallback, useRef, useState } from 'react';
import { useDeletePlan as useDeletePlanMutation } from 'shared-api/queries/plans';
import type { Plan } from 'shared-api/types';
import { errorText, i18n } from 'shared-ui/i18n';
import { notify } from 'shared-ui/toast';
import { NAMESPACE } from '../../../i18n';
import { savedText } from './saved-text';

export interface DeletePlanFlow {
  /** The plan waiting for confirmation, null when no dialog is open. */
  target: Plan | null;
  /** The delete call is running. */
  busy: boolean;
  ask: (plan: Plan) => void;
  cancel: () => void;
  confirm: () => Promise<void>;
}

/**
 * Ask → confirm → POST /delete-plan/{id}. Success: the server's message as a toast; the mutation marks the
 * plan list stale, so it reloads. Failure: the server's message as an error toast, nothing else changes.
 * A second confirm while one is running is ignored.
 */
export function useDeletePlan(): DeletePlanFlow {
  const { mutateAsync: deletePlan, isPending } = useDeletePlanMutation();
  const [target, setTarget] = useState<Plan | null>(null);
  // `isPending` lands on the next render; the ref blocks a double click within the same one.
  const running = useRef(false);

  const ask = useCallback((plan: Plan) => setTarget(plan), []);
  const cancel = useCallback(() => {
    if (!running.current) setTarget(null);
  }, []);

  const confirm = useCallback(async () => {
    if (!target || running.current) return;
    running.current = true;
    try {
      const { message } = await deletePlan(target.id);
      notify.success(savedText(message, 'deleted'));
    } catch (error) {
      notify.error(errorText(error, i18n.t('delete.failed', { ns: NAMESPACE })));
    } finally {
      running.current = false;
      setTarget(null);
    }
  }, [target, deletePlan]);

  return { target, busy: isPending, ask, cancel, confirm };
}
