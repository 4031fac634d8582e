/**
 * Session state (spec §4): the access token (localStorage `access_token`, followed across tabs through the
 * `storage` event), the current profile with its load status, and the sign-in / sign-out actions.
 */
import { atom } from 'jotai';
import { login as loginCall, logout as logoutCall, me } from './auth-calls';
import { ACCESS_TOKEN_KEY, errorMessage, readAccessToken, writeAccessToken } from './client';
import type { LoadStatus, LoginBody, LoginResponse, Profile } from './types';

// ---------------------------------------------------------------------------------------------------------
// Token

/** `undefined` until first read from storage or set. */
const tokenValueAtom = atom<string | null | undefined>(undefined);
tokenValueAtom.onMount = (setToken) => {
  if (typeof window === 'undefined') return;
  const onStorage = (event: StorageEvent) => {
    if (event.key === ACCESS_TOKEN_KEY || event.key === null) setToken(readAccessToken());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

/** The bearer token; writing it also writes (or removes) localStorage `access_token`. */
export const tokenAtom = atom(
  (get) => {
    const value = get(tokenValueAtom);
    return value === undefined ? readAccessToken() : value;
  },
  (_get, set, token: string | null) => {
    writeAccessToken(token);
    set(tokenValueAtom, token);
  },
);

export const hasTokenAtom = atom((get) => Boolean(get(tokenAtom)));

// ---------------------------------------------------------------------------------------------------------
// Profile

export interface ProfileState {
  status: LoadStatus;
  profile: Profile | null;
  /** Human message of the last failure, null otherwise. */
  error: string | null;
}

export const initialProfileState: ProfileState = { status: 'idle', profile: null, error: null };

export const PROFILE_ERROR_FALLBACK = 'An error occurred.';

export const profileStateAtom = atom<ProfileState>(initialProfileState);
export const profileAtom = atom((get) => get(profileStateAtom).profile);
export const profileStatusAtom = atom((get) => get(profileStateAtom).status);
/** Logged in means a profile is present (spec §4). */
export const isLoggedInAtom = atom((get) => get(profileAtom) !== null);
export const isAdminAtom = atom((get) => get(profileAtom)?.role === 'admin');

const profileRequestAtom = atom<Promise<Profile | null> | null>(null);

/**
 * Loads the profile (POST /me) for the current token. Sets `loading` (keeping a profile already shown),
 * then `succeeded`; on failure stores the message ('An error occurred.' fallback) and removes the token.
 * Concurrent calls share one request; a result that arrives after sign-out is dropped.
 */
export const fetchProfileAtom = atom(null, (get, set): Promise<Profile | null> => {
  const token = get(tokenAtom);
  if (!token) {
    set(profileStateAtom, initialProfileState);
    return Promise.resolve(null);
  }
  const pending = get(profileRequestAtom);
  if (pending) return pending;
  set(profileStateAtom, (previous) => ({ ...previous, status: 'loading', error: null }));
  const requestPromise = (async (): Promise<Profile | null> => {
    try {
      const { user } = await me();
      if (get(tokenAtom) !== token) return null;
      set(profileStateAtom, { status: 'succeeded', profile: user, error: null });
      return user;
    } catch (error) {
      if (get(tokenAtom) !== token) return null;
      set(profileStateAtom, {
        status: 'failed',
        profile: null,
        error: errorMessage(error, PROFILE_ERROR_FALLBACK),
      });
      set(tokenAtom, null);
      return null;
    } finally {
      set(profileRequestAtom, null);
    }
  })();
  set(profileRequestAtom, requestPromise);
  return requestPromise;
});

/** Loads the profile only when a token exists and it was not loaded yet (idle). */
export const ensureProfileAtom = atom(null, (get, set): Promise<Profile | null> => {
  const { status, profile } = get(profileStateAtom);
  if (!get(tokenAtom)) return Promise.resolve(null);
  if (status === 'idle') return set(fetchProfileAtom);
  return get(profileRequestAtom) ?? Promise.resolve(profile);
});

// ---------------------------------------------------------------------------------------------------------
// Sign-in / sign-out

/**
 * Signs in: POST /login, saves the token, loads the profile. Rejects with `ApiError` on failure
 * (its `.error` holds the server's error text). Resolves with the login response and the profile.
 */
export const loginAtom = atom(
  null,
  async (_get, set, body: LoginBody): Promise<LoginResponse & { profile: Profile | null }> => {
    const response = await loginCall(body);
    set(tokenAtom, response.access_token);
    set(profileStateAtom, initialProfileState);
    const profile = await set(fetchProfileAtom);
    return { ...response, profile };
  },
);

/**
 * Clears the local session: profile back to none and `idle`, token removed. (Server data lives in the
 * query cache, which `useSignOut` empties.)
 */
export const logoutAtom = atom(null, (_get, set) => {
  set(tokenAtom, null);
  set(profileStateAtom, initialProfileState);
});

export const LOGOUT_SUCCESS_MESSAGE = 'Logout successful!';
export const LOGOUT_FAILURE_MESSAGE = 'Logout failed. Please try again.';

/** `error` (the failure itself) lets the caller show it in the active language (shared-ui's `errorText`). */
export type SignOutResult = { ok: true; message: string } | { ok: false; message: string; error: unknown };

/**
 * POST /logout, then clears local data whatever the outcome (spec §4). Resolves with the message to show:
 * 'Logout successful!' or the server's message / 'Logout failed. Please try again.'.
 */
export const signOutAtom = atom(null, async (_get, set): Promise<SignOutResult> => {
  try {
    await logoutCall();
    return { ok: true, message: LOGOUT_SUCCESS_MESSAGE };
  } catch (error) {
    return { ok: false, message: errorMessage(error, LOGOUT_FAILURE_MESSAGE), error };
  } finally {
    set(logoutAtom);
  }
});
