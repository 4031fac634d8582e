/** Ties the query cache to the session: server data of one account is never shown to the next. */
import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import { tokenAtom } from '../session';

type JotaiStore = ReturnType<typeof createStore>;

/**
 * Empties `client` whenever the token changes: sign-in, sign-out, a session dropped after a failed
 * profile load, or another tab signing in as someone else. Returns the unsubscribe function.
 */
export const clearQueriesOnSessionChange = (store: JotaiStore, client: QueryClient): (() => void) => {
  let token = store.get(tokenAtom);
  return store.sub(tokenAtom, () => {
    const next = store.get(tokenAtom);
    if (next === token) return;
    token = next;
    client.clear();
  });
};
