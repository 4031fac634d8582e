/**
 * What the shell does for the platform (own store, profile loading, sign-in, sign-out, theme), for ONE
 * remote running alone on its standalone page. React-free: `shared-ui/standalone-shell` renders it.
 * Only the remotes' `./lifecycles` import this module; it is kept out of the federation share scope
 * (build/shared.ts), so the platform never loads it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { createQueryClient } from './queries/query-client';
import { clearQueriesOnSessionChange } from './queries/session-cache';
import {
  ensureProfileAtom,
  loginAtom,
  PROFILE_ERROR_FALLBACK,
  profileStateAtom,
  type SignOutResult,
  signOutAtom,
  tokenAtom,
} from './session';
import { applyThemeClass, type ThemeMode, themeAtom, toggleThemeAtom } from './theme';

/** Who may use the area: anyone (marketing), a signed-in user (investor), an admin (admin). */
export type StandaloneAccess = 'public' | 'user' | 'admin';

export type StandaloneGate =
  | { status: 'open' }
  /** `error`: why the last session ended (e.g. the profile could not be loaded), if known. */
  | { status: 'signed-out'; error: string | null }
  | { status: 'loading' }
  | { status: 'forbidden'; username: string };

export interface StandaloneState {
  mode: ThemeMode;
  gate: StandaloneGate;
  /** Username of the signed-in profile, null when nobody is signed in. */
  signedInAs: string | null;
}

export type JotaiStore = ReturnType<typeof createStore>;

export interface StandaloneSession {
  /** The page's own jotai store; the remote renders its routes inside `<Provider store={store}>`. */
  readonly store: JotaiStore;
  /** The page's own query cache (the shell owns the platform's); emptied when the session changes. */
  readonly queryClient: QueryClient;
  /** The current state; the same object until something changes (for `useSyncExternalStore`). */
  getState(): StandaloneState;
  /** Starts following the session (and loads the profile when a token exists); returns the stop function. */
  subscribe(listener: () => void): () => void;
  toggleTheme(): void;
  /** Rejects with the call's error (an `ApiError`: its code and the server's `error` text for a bad password). */
  signIn(username: string, password: string): Promise<void>;
  signOut(): Promise<SignOutResult>;
}

const gateOf = (store: JotaiStore, access: StandaloneAccess): StandaloneGate => {
  if (access === 'public') return { status: 'open' };
  const { profile, error } = store.get(profileStateAtom);
  if (!store.get(tokenAtom)) return { status: 'signed-out', error };
  if (!profile) return { status: 'loading' };
  if (access === 'admin' && profile.role !== 'admin')
    return { status: 'forbidden', username: profile.username };
  return { status: 'open' };
};

const sameState = (a: StandaloneState, b: StandaloneState): boolean =>
  a.mode === b.mode && a.signedInAs === b.signedInAs && JSON.stringify(a.gate) === JSON.stringify(b.gate);

/** A fresh store and session for one mount of a remote's standalone page. */
export const createStandaloneSession = (access: StandaloneAccess): StandaloneSession => {
  const store = createStore();
  const queryClient = createQueryClient();
  clearQueriesOnSessionChange(store, queryClient);
  const compute = (): StandaloneState => ({
    mode: store.get(themeAtom),
    gate: gateOf(store, access),
    signedInAs: store.get(profileStateAtom).profile?.username ?? null,
  });
  let state = compute();

  const refresh = () => {
    const next = compute();
    if (!sameState(state, next)) state = next;
  };
  const loadProfile = () => {
    if (store.get(tokenAtom)) void store.set(ensureProfileAtom);
  };

  return {
    store,
    queryClient,
    getState: () => state,
    subscribe(listener) {
      const notify = () => {
        refresh();
        listener();
      };
      const stops = [
        store.sub(tokenAtom, () => {
          loadProfile();
          notify();
        }),
        store.sub(profileStateAtom, notify),
        store.sub(themeAtom, () => {
          applyThemeClass(store.get(themeAtom));
          notify();
        }),
      ];
      applyThemeClass(store.get(themeAtom));
      loadProfile();
      notify();
      return () => {
        for (const stop of stops) stop();
      };
    },
    toggleTheme: () => store.set(toggleThemeAtom),
    async signIn(username, password) {
      // The call's own error (an ApiError with its code) goes to the page, which words it in its language.
      const signedIn = await store.set(loginAtom, { username, password });
      if (!signedIn.profile) throw new Error(store.get(profileStateAtom).error ?? PROFILE_ERROR_FALLBACK);
    },
    signOut: () => store.set(signOutAtom),
  };
};
