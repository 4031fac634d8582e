import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useEffect } from 'react';
import { clearQueriesOnSessionChange } from 'shared-api/queries/session-cache';

/** Empties the platform's query cache whenever the session token changes (sign-in, sign-out, another tab). */
export function QuerySessionBridge() {
  const store = useStore();
  const client = useQueryClient();
  useEffect(() => clearQueriesOnSessionChange(store, client), [store, client]);
  return null;
}
