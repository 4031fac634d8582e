import { useStore } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOGIN_SUCCESS_MESSAGE, loginErrorMessage } from 'shared-api/login-messages';
import { useSignIn } from 'shared-api/queries/account';
import { PROFILE_ERROR_FALLBACK, profileStateAtom } from 'shared-api/session';
import { notify } from 'shared-ui/toast';

export interface Credentials {
  username: string;
  password: string;
}

/**
 * Signs in (spec §2 Login form, §8): the sign-in mutation saves the token and loads the profile; then the
 * 'Login successful' toast and /dashboard, for admins too. A failure is kept in `error` (the server's
 * `error` text) for the form to show once, beside the fields (not also as a toast); the user stays.
 */
export function useLogin() {
  const { mutateAsync: signIn, isPending } = useSignIn();
  const store = useStore();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  const submit = async (credentials: Credentials): Promise<void> => {
    setError(null);
    let failure: string;
    try {
      const profile = await signIn(credentials);
      if (profile) {
        notify.success(LOGIN_SUCCESS_MESSAGE);
        navigate('/dashboard', { replace: true });
        return;
      }
      // Signed in, but the profile could not be loaded (the token was dropped again).
      failure = store.get(profileStateAtom).error ?? PROFILE_ERROR_FALLBACK;
    } catch (caught) {
      failure = loginErrorMessage(caught);
    }
    setError(failure);
  };

  return { submit, pending: isPending, error };
}
