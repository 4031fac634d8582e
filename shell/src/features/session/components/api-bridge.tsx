import { useStore } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { configureApi, readAccessToken, redirectToLogin } from 'shared-api/client';
import { logoutAtom } from 'shared-api/session';

/**
 * Wires the API client's setup-failure handler (spec §8: a request that cannot be sent clears the access
 * token and goes to /login) to the shared store and the router, so no full page reload happens.
 * A guest has no session to clear: a network failure on a public page leaves them where they are.
 */
export function ApiBridge() {
  const store = useStore();
  const navigate = useNavigate();
  useEffect(() => {
    configureApi({
      onSetupFailure: () => {
        if (!readAccessToken()) return;
        store.set(logoutAtom);
        navigate('/login', { replace: true });
      },
    });
    return () => configureApi({ onSetupFailure: redirectToLogin });
  }, [store, navigate]);
  return null;
}
