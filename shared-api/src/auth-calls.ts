/** Account calls: sign-up, sign-in, the current profile, e-mail verification, password reset, profile edits. */
import { post, postForm } from './client';
import type {
  ChangePasswordBody,
  EmailBody,
  LoginBody,
  LoginResponse,
  MeResponse,
  MessageResponse,
  ResetPasswordBody,
  SignupBody,
  UpdateContactBody,
  UpdateLanguageBody,
  UpdateProfileBody,
  VerifyEmailCodeBody,
  VerifyIdentityFields,
} from './types';

/** POST /signup → `{ message }`. */
export const signup = (body: SignupBody): Promise<MessageResponse> => post('signup', body);

/** POST /login → `{ access_token, token_type, expires_at, message }`; failure: ApiError with `.error`. */
export const login = (body: LoginBody): Promise<LoginResponse> => post('login', body);

/** POST /me → `{ user }` (the signed-in profile). */
export const me = (): Promise<MeResponse> => post('me');

/** POST /logout → `{ message }` (revokes the token on the server). */
export const logout = (): Promise<MessageResponse> => post('logout');

/** POST /logout-all → `{ message }`: revokes every session of the account, this one included (not in spec §7). */
export const logoutEverywhere = (): Promise<MessageResponse> => post('logout-all');

/** POST /change-password (the profile's Security card; not in spec §7). */
export const changePassword = (body: ChangePasswordBody): Promise<MessageResponse> =>
  post('change-password', body);

/** POST /send-otp: e-mails a password-reset code. */
export const sendOtp = (body: EmailBody): Promise<MessageResponse> => post('send-otp', body);

/** POST /verify-otp-and-reset-password. */
export const resetPassword = (body: ResetPasswordBody): Promise<MessageResponse> =>
  post('verify-otp-and-reset-password', body);

/** POST /verify-email: e-mails a verification code. */
export const verifyEmail = (body: EmailBody): Promise<MessageResponse> => post('verify-email', body);

/** POST /verify-email-code. */
export const verifyEmailCode = (body: VerifyEmailCodeBody): Promise<MessageResponse> =>
  post('verify-email-code', body);

/** POST /update-profile. */
export const updateProfile = (body: UpdateProfileBody): Promise<MessageResponse> =>
  post('update-profile', body);

/** POST /update-language: the signed-in user's platform language (the switcher; e-mails follow it). */
export const updateLanguage = (body: UpdateLanguageBody): Promise<MessageResponse> =>
  post('update-language', body);

/** POST /update-contact. */
export const updateContact = (body: UpdateContactBody): Promise<MessageResponse> =>
  post('update-contact', body);

export interface VerifyIdentityInput extends VerifyIdentityFields {
  dlFront: Blob;
  dlBack: Blob;
}

/** POST /verify-identity (multipart: ssn, occupation, salary, dl_front, dl_back). */
export const verifyIdentity = (input: VerifyIdentityInput): Promise<MessageResponse> => {
  const form = new FormData();
  form.set('ssn', input.ssn);
  form.set('occupation', input.occupation);
  form.set('salary', input.salary);
  form.set('dl_front', input.dlFront);
  form.set('dl_back', input.dlBack);
  return postForm('verify-identity', form);
};
