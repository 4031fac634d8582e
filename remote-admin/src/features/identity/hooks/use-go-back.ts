import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Goes back one page; when this page was the first one of the session (opened directly, so "back" would
 * leave the app) it goes to `fallback` instead, replacing the current entry.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  // react-router gives the session's first entry the key 'default'.
  const isFirstEntry = useLocation().key === 'default';
  return useCallback(() => {
    if (isFirstEntry) void navigate(fallback, { replace: true });
    else void navigate(-1);
  }, [navigate, fallback, isFirstEntry]);
}
