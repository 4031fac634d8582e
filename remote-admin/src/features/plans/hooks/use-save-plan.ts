import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageResponse, PlanBody } from 'shared-api/types';
import { errorText, i18n } from 'shared-ui/i18n';
import { notify } from 'shared-ui/toast';
import { NAMESPACE } from '../../../i18n';
import { type PlanOutcome, savedText } from './saved-text';
import { useGoBack } from './use-go-back';

/** Pause after a successful save so the toast can be read before going back (spec §9, decisions §4). */
export const PLAN_SAVED_PAUSE_MS = 1000;
/** Where to go after saving when there is no page to go back to (relative to the admin routes). */
export const PLAN_LIST_PATH = '../manage-plan';

export type SaveStatus = 'idle' | 'saving' | 'saved';

export interface SavePlanFlow {
  status: SaveStatus;
  /** The server's message of the last failure, shown beside the form. */
  error: string | null;
  submit: (body: PlanBody) => Promise<void>;
}

/**
 * Sends a plan (create or edit, through a mutation that marks the plan list stale). Success: the server's
 * message as a toast, the shared list reloads, and
 * after a 1 s pause the page goes back. Failure: the server's message inline and as an error toast; the
 * form stays. Submits while one is running, or after success, are ignored.
 */
export function useSavePlan(
  save: (body: PlanBody) => Promise<MessageResponse>,
  outcome: Exclude<PlanOutcome, 'deleted'>,
): SavePlanFlow {
  const goBack = useGoBack(PLAN_LIST_PATH);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  // Blocks a second submit within the same render, before `status` has changed.
  const locked = useRef(false);
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(pause.current), []);

  const submit = useCallback(
    async (body: PlanBody) => {
      if (locked.current) return;
      locked.current = true;
      setStatus('saving');
      setError(null);
      try {
        const { message } = await save(body);
        notify.success(savedText(message, outcome));
        setStatus('saved');
        pause.current = setTimeout(goBack, PLAN_SAVED_PAUSE_MS);
      } catch (failure) {
        const message = errorText(failure, i18n.t('form.saveFailed', { ns: NAMESPACE }));
        setError(message);
        notify.error(message);
        setStatus('idle');
        locked.current = false;
      }
    },
    [save, goBack, outcome],
  );

  return { status, error, submit };
}
