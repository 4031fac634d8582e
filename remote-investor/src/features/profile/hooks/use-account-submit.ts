import { useCallback, useRef, useState } from 'react';
import { fieldErrorsOf } from 'shared-api/client';
import type { MessageResponse } from 'shared-api/types';
import { errorText, i18n } from 'shared-ui/i18n';
import { notify } from 'shared-ui/toast';
import { NAMESPACE } from '../../../i18n';

/** A problem the server found with one field of a form, to show beside it. */
export interface FieldProblem<Name extends string> {
  name: Name;
  message: string;
}

export type SubmitResult<Name extends string> =
  | { ok: true; message: string }
  | { ok: false; problems: Array<FieldProblem<Name>> };

/** Catalog keys (`profile.done.*`) of the success toasts, for languages other than the server's English. */
export type AccountOutcome = 'profile' | 'contact' | 'password' | 'codeSent' | 'emailVerified' | 'identity';

/**
 * The success toast of an account change (spec §8: the server's message). The server writes English: in
 * English its message is shown as it is; in another language the catalog's text for the same outcome
 * (the layer's rule for errors, `errorText`, applied to a success).
 */
export const doneText = (serverMessage: string, outcome: AccountOutcome): string =>
  i18n.language === 'en' && serverMessage
    ? serverMessage
    : i18n.t(`profile.done.${outcome}`, { ns: NAMESPACE });

/**
 * Sends one account form. Success: the server's message as a toast. Failure: the server's message
 * (`errorText`) as an error toast, and either the problems of the form's own `fields` for the form to show
 * beside them or, when it names none of them, the message inline (`error`). A submit while one runs is
 * ignored.
 */
export function useAccountSubmit<Name extends string>(fields: readonly Name[], outcome: AccountOutcome) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Blocks a second submit within the same render, before `pending` has changed.
  const locked = useRef(false);

  const run = useCallback(
    async (call: () => Promise<MessageResponse>): Promise<SubmitResult<Name>> => {
      if (locked.current) return { ok: false, problems: [] };
      locked.current = true;
      setPending(true);
      setError(null);
      try {
        const { message } = await call();
        notify.success(doneText(message, outcome));
        return { ok: true, message };
      } catch (failure) {
        const message = errorText(failure, i18n.t('profile.failed', { ns: NAMESPACE }));
        const problems = fieldErrorsOf(failure, fields);
        setError(problems.length > 0 ? null : message);
        notify.error(message);
        return { ok: false, problems };
      } finally {
        locked.current = false;
        setPending(false);
      }
    },
    [fields, outcome],
  );

  return { error, pending, run };
}
