import { useStore } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fieldErrorsOf } from 'shared-api/client';
import { LOGIN_SUCCESS_MESSAGE, loginErrorMessage } from 'shared-api/login-messages';
import { useSignIn } from 'shared-api/queries/account';
import { PROFILE_ERROR_FALLBACK, profileStateAtom } from 'shared-api/session';
import { notify } from 'shared-ui/toast';

export interface Credentials {
  username: string;
  password: string;
}

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
  const { mutateAsync: signIn, isPending } = useSignIn();
  const store = useStore();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  const submit = async (credentials: Credentials): Promise<CredentialProblem[]> => {
    setError(null);
    let failure: string;
    try {
      const profile = await signIn(credentials);
      if (profile) {
        notify.success(LOGIN_SUCCESS_MESSAGE);
        navigate('/dashboard', { replace: true });
        return [];
      }
      // Signed in, but the profile could not be loaded (the token was dropped again).
      failure = store.get(profileStateAtom).error ?? PROFILE_ERROR_FALLBACK;
    } catch (caught) {
      const problems = fieldErrorsOf(caught, credentialFields);
      if (problems.length > 0) return problems;
      failure = loginErrorMessage(caught);
    }
    setError(failure);
    return [];
  };

  return { submit, pending: isPending, error };
}
