import { useRef, useState } from 'react';
import { errorText, i18n } from 'shared-ui/i18n';
import { notify } from 'shared-ui/toast';
import { NAMESPACE } from '../../../i18n';
import { outcomeText } from './outcome-text';

export type ActionResult = { ok: true } | { ok: false; error?: unknown };

export interface UserAction<Input> {
  busy: boolean;
  /** Runs the call; `ok` when it succeeded (the server's message was shown), else the failure. */
  run: (input: Input) => Promise<ActionResult>;
}

/**
 * One admin action on a user: the call, then the server's message as a success toast, or its error (for
 * example "This is the last administrator…") as an error toast. A second run while one is going is ignored.
 */
export function useUserAction<Input>(
  call: (input: Input) => Promise<{ message: string }>,
  outcome: string | ((input: Input) => string),
): UserAction<Input> {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = async (input: Input): Promise<ActionResult> => {
    if (running.current) return { ok: false };
    running.current = true;
    setBusy(true);
    try {
      const { message } = await call(input);
      notify.success(outcomeText(message, typeof outcome === 'string' ? outcome : outcome(input)));
      return { ok: true };
    } catch (error) {
      notify.error(errorText(error, i18n.t('users.actionFailed', { ns: NAMESPACE })));
      return { ok: false, error };
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, run };
}
