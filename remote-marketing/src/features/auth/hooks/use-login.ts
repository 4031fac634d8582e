import { useStore } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { fieldErrorsOf } from 'shared-api/client';
import { useSignIn } from 'shared-api/queries/account';
import { PROFILE_ERROR_FALLBACK, profileStateAtom } from 'shared-api/session';
import { errorText, i18n, signInErrorText } from 'shared-ui/i18n';
import { notify } from 'shared-ui/toast';
import { NAMESPACE } from '../../../i18n';

export interface Credentials {
  username: string;
  password: string;
}

/** Why the last sign-in failed; turned into text when shown, so it follows a language change. */
type Failure = { kind: 'sign-in'; error: unknown } | { kind: 'profile'; message: string | null };

/** The text of a failed POST /login, in the active language (see shared-ui's `signInErrorText`). */
const loginFailureText = (error: unknown): string =>
  signInErrorText(error, i18n.t('login.failed', { ns: NAMESPACE }));

const failureText = (failure: Failure): string => {
  if (failure.kind === 'sign-in') return loginFailureText(failure.error);
  // The session keeps only a text: the server's message, or its English generic fallback.
  const { message } = failure;
  return message && message !== PROFILE_ERROR_FALLBACK ? message : errorText(null);
};

/** The sign-in form's fields, in their order on the page. */
export const credentialFields = ['username', 'password'] as const satisfies ReadonlyArray<keyof Credentials>;

/** A problem the server found with one field, to show beside it. */
export interface CredentialProblem {
  name: keyof Credentials;
  message: string;
}

/**
 * Signs in (spec §2 Login form, §8): the sign-in mutation saves the token and loads the profile; then the
 * 'Login successful' toast and /dashboard, for admins too. A refused field (the server's 400 with `fields`)
 * is handed back for the form to show beside that field; any other failure is kept in `error` (the server's
 * `error` text) for the form to show once, above the fields (not also as a toast). The user stays.
 */
export function useLogin() {
  const { t } = useTranslation(NAMESPACE);
  const { mutateAsync: signIn, isPending } = useSignIn();
  const store = useStore();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<Failure | null>(null);

  const submit = async (credentials: Credentials): Promise<CredentialProblem[]> => {
    setFailure(null);
    try {
      const profile = await signIn(credentials);
      if (profile) {
        notify.success(t('login.success'));
        navigate('/dashboard', { replace: true });
        return [];
      }
      // Signed in, but the profile could not be loaded (the token was dropped again).
      setFailure({ kind: 'profile', message: store.get(profileStateAtom).error });
    } catch (caught) {
      const problems = fieldErrorsOf(caught, credentialFields);
      if (problems.length > 0) return problems;
      setFailure({ kind: 'sign-in', error: caught });
    }
    return [];
  };

  return { submit, pending: isPending, error: failure && failureText(failure) };
}
