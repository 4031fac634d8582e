/** What the sign-in screens say (spec §8): the server's `error` text on failure, 'Login successful' on success. */
import { ApiError } from './client';

export const LOGIN_SUCCESS_MESSAGE = 'Login successful';
export const LOGIN_FAILURE_FALLBACK = 'Sign-in failed. Please try again.';

/** The failure text of POST /login: the body's `error` field, else the error's message, else a fallback. */
export const loginErrorMessage = (error: unknown): string => {
  if (error instanceof ApiError) return error.error || error.message || LOGIN_FAILURE_FALLBACK;
  return error instanceof Error && error.message ? error.message : LOGIN_FAILURE_FALLBACK;
};
