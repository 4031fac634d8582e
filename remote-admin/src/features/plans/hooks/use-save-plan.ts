import { useCallback, useEffect, useRef, useState } from 'react';
import { fieldErrorsOf } from 'shared-api/client';
import type { MessageResponse, PlanBody } from 'shared-api/types';
import { errorText, i18n } from 'shared-ui/i18n';
import { notify } from 'shared-ui/toast';
import { NAMESPACE } from '../../../i18n';
import { type PlanFieldProblem, planFields } from '../components/plan-form-values';
import { type PlanOutcome, savedText } from './saved-text';
import { useGoBack } from './use-go-back';

/** Pause after a successful save so the toast can be read before going back (spec §9, decisions §4). */
export const PLAN_SAVED_PAUSE_MS = 1000;
/** Where to go after saving when there is no page to go back to (relative to the admin routes). */
export const PLAN_LIST_PATH = '../manage-plan';

export type SaveStatus = 'idle' | 'saving' | 'saved';

export interface SavePlanFlow {
  status: SaveStatus;
  /** The server's message of the last failure that is not about one field, shown above the buttons. */
  error: string | null;
  /** Resolves with the fields the server refused (none after a success or another failure). */
  submit: (body: PlanBody) => Promise<PlanFieldProblem[]>;
}

/**
 * Sends a plan (create or edit, through a mutation that marks the plan list stale). Success: the server's
 * message as a toast, the shared list reloads, and after a 1 s pause the page goes back. Failure: the
 * server's message as an error toast, and either its field problems for the form to show beside the fields
 * or, when it names none of them, the message inline; the form stays with what was typed. Submits while one
 * is running, or after success, are ignored.
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
    async (body: PlanBody): Promise<PlanFieldProblem[]> => {
      if (locked.current) return [];
      locked.current = true;
      setStatus('saving');
      setError(null);
      try {
        const { message } = await save(body);
        notify.success(savedText(message, outcome));
        setStatus('saved');
        pause.current = setTimeout(goBack, PLAN_SAVED_PAUSE_MS);
        return [];
      } catch (failure) {
        const message = errorText(failure, i18n.t('form.saveFailed', { ns: NAMESPACE }));
        const problems = fieldErrorsOf(failure, planFields);
        setError(problems.length > 0 ? null : message);
        notify.error(message);
        setStatus('idle');
        locked.current = false;
        return problems;
      }
    },
    [save, goBack, outcome],
  );

  return { status, error, submit };
}
