/**
 * Mutation hooks for the account calls. Signing in and out change the session (jotai: token and
 * profile); the query cache follows the token (`query-session`).
 */
import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import {
  changePassword,
  logoutEverywhere,
  resetPassword,
  sendOtp,
  signup,
  updateContact,
  updateLanguage,
  updateProfile,
  type VerifyIdentityInput,
  verifyEmail,
  verifyEmailCode,
  verifyIdentity,
} from '../auth-calls';
import { fetchProfileAtom, loginAtom, logoutAtom, signOutAtom } from '../session';
import type {
  ChangePasswordBody,
  EmailBody,
  LoginBody,
  ResetPasswordBody,
  SignupBody,
  UpdateContactBody,
  UpdateLanguageBody,
  UpdateProfileBody,
  VerifyEmailCodeBody,
} from '../types';

/** POST /login, then the profile (spec §2). Resolves with the profile, null when it could not be loaded. */
export function useSignIn() {
  const login = useSetAtom(loginAtom);
  return useMutation({ mutationFn: async (body: LoginBody) => (await login(body)).profile });
}

/** POST /logout; local data goes in either outcome (spec §4). Resolves with the message to show. */
export function useSignOut() {
  const signOut = useSetAtom(signOutAtom);
  return useMutation({ mutationFn: () => signOut() });
}

/**
 * POST /logout-all (the profile's Security card). Only when the server confirms are the local data
 * cleared: on failure the other sessions may still be alive, so the user stays signed in to try again.
 */
export function useSignOutEverywhere() {
  const clearSession = useSetAtom(logoutAtom);
  return useMutation({ mutationFn: () => logoutEverywhere(), onSuccess: () => clearSession() });
}

/** A change to the signed-in profile: the profile is loaded again afterwards. */
function useProfileMutation<TVariables>(call: (variables: TVariables) => Promise<{ message: string }>) {
  const refreshProfile = useSetAtom(fetchProfileAtom);
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void refreshProfile();
    },
  });
}

export const useSignup = () => useMutation({ mutationFn: (body: SignupBody) => signup(body) });
export const useChangePassword = () =>
  useMutation({ mutationFn: (body: ChangePasswordBody) => changePassword(body) });
export const useSendOtp = () => useMutation({ mutationFn: (body: EmailBody) => sendOtp(body) });
export const useResetPassword = () =>
  useMutation({ mutationFn: (body: ResetPasswordBody) => resetPassword(body) });
export const useVerifyEmail = () => useMutation({ mutationFn: (body: EmailBody) => verifyEmail(body) });
export const useVerifyEmailCode = () =>
  useProfileMutation((body: VerifyEmailCodeBody) => verifyEmailCode(body));
export const useUpdateProfile = () => useProfileMutation((body: UpdateProfileBody) => updateProfile(body));
export const useUpdateContact = () => useProfileMutation((body: UpdateContactBody) => updateContact(body));
export const useVerifyIdentity = () =>
  useProfileMutation((input: VerifyIdentityInput) => verifyIdentity(input));
/** POST /update-language: the signed-in user's platform language (the switcher), so e-mails follow it. */
export const useUpdateLanguage = () => useProfileMutation((body: UpdateLanguageBody) => updateLanguage(body));
