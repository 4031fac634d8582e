import { useSetAtom } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { errorMessage } from 'shared-api/client';
import { deletePlan } from 'shared-api/plan-calls';
import { reloadPlansAtom } from 'shared-api/plans';
import type { Plan } from 'shared-api/types';
import { notify } from 'shared-ui/toast';

export const DELETE_PLAN_FALLBACK = 'The plan could not be deleted. Please try again.';

export interface DeletePlanFlow {
  /** The plan waiting for confirmation, null when no dialog is open. */
  target: Plan | null;
  /** The delete call (and the reload after it) is running. */
  busy: boolean;
  ask: (plan: Plan) => void;
  cancel: () => void;
  confirm: () => Promise<void>;
}

/**
 * Ask → confirm → POST /delete-plan/{id}. Success: the server's message as a toast, then the shared list
 * is reloaded. Failure: the server's message as an error toast, nothing else changes. A second confirm
 * while one is running is ignored.
 */
export function useDeletePlan(): DeletePlanFlow {
  const reloadPlans = useSetAtom(reloadPlansAtom);
  const [target, setTarget] = useState<Plan | null>(null);
  const [busy, setBusy] = useState(false);
  // State updates land on the next render; the ref blocks a double click within the same one.
  const running = useRef(false);

  const ask = useCallback((plan: Plan) => setTarget(plan), []);
  const cancel = useCallback(() => {
    if (!running.current) setTarget(null);
  }, []);

  const confirm = useCallback(async () => {
    if (!target || running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const { message } = await deletePlan(target.id);
      notify.success(message);
      await reloadPlans();
    } catch (error) {
      notify.error(errorMessage(error, DELETE_PLAN_FALLBACK));
    } finally {
      running.current = false;
      setBusy(false);
      setTarget(null);
    }
  }, [target, reloadPlans]);

  return { target, busy, ask, cancel, confirm };
}
