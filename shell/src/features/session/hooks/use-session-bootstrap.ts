import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { ensureProfileAtom, profileStatusAtom, tokenAtom } from 'shared-api/session';

/**
 * When a token exists and the profile was not loaded yet, loads it (POST /me) once. After a failure the
 * token is gone, so this does not loop; after sign-out the status is idle again and the next token loads.
 */
export const useSessionBootstrap = (): void => {
  const token = useAtomValue(tokenAtom);
  const status = useAtomValue(profileStatusAtom);
  const ensureProfile = useSetAtom(ensureProfileAtom);
  useEffect(() => {
    if (token && status === 'idle') void ensureProfile();
  }, [token, status, ensureProfile]);
};
