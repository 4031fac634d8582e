import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type {
  changePasswordBody,
  LoginResponse,
  MeResponse,
  resetPasswordBody,
  SignupBody,
  updateContactBody,
  updateLanguageBody,
  updateProfileBody,
  verifyEmailCodeBody,
} from 'shared-api/contract/auth';
import { OTP_TTL_MINUTES } from 'shared-api/contract/auth';
import { DEFAULT_LANGUAGE } from 'shared-api/languages';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { DB } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, notFound, signInRequired, tooManyRequests, unauthorized } from '../../errors';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import type { Mailer } from '../../plugins/mail';
import type { AuthUser } from '../../types';
import { recordAudit } from '../audit/repository';
import { readSsn } from '../identity/ssn';
import { type CodePurpose, oneTimeCodeMail, passwordChangedMail, type Recipient } from '../mail/templates';
import { type CodeCheck, checkCode, hashCode, newCode, storeCode } from './one-time-codes';
import { toProfile } from './profile';
import { newReferralId } from './referral-ids';
import * as repository from './repository';
import { usernameProblem } from './usernames';

export interface AccountDeps {
  db: DB;
  mailer: Mailer;
  config: Config;
  log: FastifyBaseLogger;
  /** Opens the caller's own ssn, shown masked in the profile. */
  documentKey: Buffer;
}

export const INVALID_LOGIN = 'Invalid username or password.';
const TOO_MANY_CODES = `You asked for too many codes. Wait ${OTP_TTL_MINUTES} minutes, then ask again.`;
const DEAD_CODE = 'This code has expired or can no longer be used. Ask for a new code.';
/** Password reset answers never tell whether an account exists (decisions §3). */
const INVALID_RESET_CODE = 'This code is not valid. Check it, or ask for a new code.';

const sameEmail = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();

/** An account that exists at this moment (the caller's own, already authenticated). */
const loadOwnAccount = async (db: DB, caller: AuthUser) => {
  const user = await repository.findUserById(db, caller.id);
  if (!user || user.deleted_at) throw signInRequired();
  return user;
};

export const signup = async ({ db }: AccountDeps, body: SignupBody) => {
  const reserved = usernameProblem(body.username);
  if (reserved) throw badRequest('username_reserved', reserved);
  if (await repository.isUsernameTaken(db, body.username))
    throw conflict('username_taken', 'This username is already taken. Choose another one.');
  if (await repository.isEmailTaken(db, body.email))
    throw conflict(
      'email_taken',
      'An account with this e-mail address already exists. Sign in, or reset your password.',
    );
  const referredBy = body.referred_by?.trim() || null;
  if (referredBy && !(await repository.isLiveReferralId(db, referredBy)))
    throw badRequest(
      'referral_unknown',
      'This referral ID does not match any account. Check it, or leave the field empty.',
    );

  const passwordHash = await hashPassword(body.password);
  const referralId = await newReferralId((candidate) => repository.isReferralIdTaken(db, candidate));
  try {
    await repository.insertUser(db, {
      firstname: body.firstname,
      lastname: body.lastname,
      username: body.username,
      email: body.email,
      date_of_birth: body.age,
      gender: body.gender,
      country: body.country,
      referred_by: referredBy,
      referral_id: referralId,
      language: body.language ?? DEFAULT_LANGUAGE,
      password_hash: passwordHash,
    });
  } catch (error) {
    // Someone registered the same name or address between our check and the insert.
    if (isUniqueViolation(error))
      throw conflict(
        'username_taken',
        'This username or e-mail address was just registered. Choose another one.',
      );
    throw error;
  }
  return { message: 'Your account was created. You can sign in now.' };
};

export const login = async (
  { db, config }: AccountDeps,
  body: { username: string; password: string },
): Promise<LoginResponse> => {
  const user = await repository.findLiveUserByLogin(db, body.username.trim());
  // An unknown name costs the same hash verification as a wrong password: timing tells nothing.
  const valid = await verifyPassword(user ? user.password_hash : await decoyHash(), body.password);
  if (!user || !valid) throw unauthorized('invalid_credentials', INVALID_LOGIN, { error: INVALID_LOGIN });

  const token = newToken();
  const expiresAt = new Date(Date.now() + config.tokenTtlHours * 3_600_000);
  await repository.insertSession(db, user.id, hashToken(token), expiresAt);
  return {
    access_token: token,
    token_type: 'Bearer',
    expires_at: expiresAt.toISOString(),
    message: 'Login successful',
  };
};

export const logout = async ({ db }: AccountDeps, caller: AuthUser) => {
  await repository.revokeSession(db, caller.sessionId);
  return { message: 'Logout successful!' };
};

/**
 * Revokes every session of the caller, this one included, and records it in the audit log, so the owner
 * (or an admin helping them) can tell when a possibly stolen session was cut off.
 */
export const logoutEverywhere = async ({ db }: AccountDeps, caller: AuthUser) => {
  await db.transaction().execute(async (trx) => {
    await repository.revokeUserSessions(trx, caller.id);
    await recordAudit(trx, {
      actorId: caller.id,
      action: 'session.revoke_all',
      targetType: 'user',
      targetId: caller.id,
    });
  });
  return { message: 'You were signed out of every session.' };
};

export const me = async ({ db, documentKey }: AccountDeps, caller: AuthUser): Promise<MeResponse> => {
  const user = await loadOwnAccount(db, caller);
  return { user: toProfile(user, readSsn(documentKey, user)) };
};

export const changePassword = async (
  { db, mailer }: AccountDeps,
  caller: AuthUser,
  body: z.infer<typeof changePasswordBody>,
) => {
  const user = await loadOwnAccount(db, caller);
  if (!(await verifyPassword(user.password_hash, body.current_password)))
    throw badRequest('wrong_current_password', 'Your current password is not correct.');
  if (body.password === body.current_password)
    throw badRequest('password_unchanged', 'Choose a new password that differs from your current one.');
  const passwordHash = await hashPassword(body.password);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
    await repository.revokeUserSessions(trx, user.id, caller.sessionId);
    if (user.email)
      await mailer.send(passwordChangedMail({ email: user.email, language: user.language }), trx);
  });
  return { message: 'Your password was changed. Your other sessions were signed out.' };
};

/**
 * Stores a fresh code for the account and e-mails it, in one transaction (a failed send stores nothing).
 * False when the account reached its allowance of codes.
 */
const sendCode = async (
  { db, mailer, config }: AccountDeps,
  userId: number,
  recipient: Recipient,
  purpose: CodePurpose,
): Promise<boolean> => {
  const code = newCode();
  const codeHash = await hashCode(code);
  return db.transaction().execute(async (trx) => {
    await repository.lockUser(trx, userId);
    if (!(await storeCode(trx, userId, purpose, codeHash))) return false;
    await mailer.send(oneTimeCodeMail(recipient, purpose, code, config.publicUrl), trx);
    return true;
  });
};

const wrongCodeMessage = (attemptsLeft: number) =>
  attemptsLeft > 0
    ? `This code is not correct. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`
    : 'This code is not correct, and it can no longer be used. Ask for a new code.';

export const sendVerificationCode = async (deps: AccountDeps, caller: AuthUser, email: string) => {
  const user = await loadOwnAccount(deps.db, caller);
  if (!sameEmail(user.email, email))
    throw badRequest('email_mismatch', 'Enter the e-mail address of your account.');
  if (user.email_verified)
    throw badRequest('email_already_verified', 'Your e-mail address is already verified.');
  if (!(await sendCode(deps, user.id, { email, language: user.language }, 'verify_email')))
    throw tooManyRequests('too_many_codes', TOO_MANY_CODES);
  return {
    message: `We sent a 6-digit code to ${email}. It is valid for ${OTP_TTL_MINUTES} minutes.`,
  };
};

export const verifyEmailCode = async (
  { db }: AccountDeps,
  caller: AuthUser,
  body: z.infer<typeof verifyEmailCodeBody>,
) => {
  const user = await loadOwnAccount(db, caller);
  if (!sameEmail(user.email, body.email))
    throw badRequest('email_mismatch', 'Enter the e-mail address of your account.');
  if (user.email_verified)
    throw badRequest('email_already_verified', 'Your e-mail address is already verified.');
  const check: CodeCheck = await db.transaction().execute(async (trx) => {
    const result = await checkCode(trx, user.id, 'verify_email', body.otp);
    if (result.outcome === 'accepted') {
      await trx
        .updateTable('users')
        .set({ email_verified: true, level: sql<number>`greatest(level, 2)` })
        .where('id', '=', user.id)
        .execute();
    }
    return result;
  });
  if (check.outcome === 'dead') throw badRequest('code_expired', DEAD_CODE);
  if (check.outcome === 'wrong') throw badRequest('invalid_code', wrongCodeMessage(check.attemptsLeft));
  return { message: 'Your e-mail address is verified.' };
};

export const sendResetCode = async (deps: AccountDeps, email: string) => {
  const user = await repository.findLiveUserByEmail(deps.db, email);
  if (user?.email) {
    try {
      // Over the allowance nothing is sent; the answer stays the same so it reveals nothing.
      await sendCode(deps, user.id, { email: user.email, language: user.language }, 'reset_password');
    } catch (error) {
      deps.log.error({ err: error }, 'password reset code could not be sent');
    }
  } else {
    // Spend the same hashing time as a real send.
    await hashCode(newCode());
  }
  return {
    message: `If an account uses this e-mail address, we sent it a 6-digit code. It is valid for ${OTP_TTL_MINUTES} minutes.`,
  };
};

export const resetPassword = async ({ db }: AccountDeps, body: z.infer<typeof resetPasswordBody>) => {
  const user = await repository.findLiveUserByEmail(db, body.email);
  const passwordHash = await hashPassword(body.password);
  if (!user) throw badRequest('invalid_code', INVALID_RESET_CODE);
  const check = await db.transaction().execute(async (trx) => {
    const result = await checkCode(trx, user.id, 'reset_password', body.otp);
    if (result.outcome === 'accepted') {
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
      await repository.revokeUserSessions(trx, user.id);
    }
    return result;
  });
  if (check.outcome !== 'accepted') throw badRequest('invalid_code', INVALID_RESET_CODE);
  return { message: 'Your password was reset. Sign in with your new password.' };
};

export const updateProfile = async (
  { db }: AccountDeps,
  caller: AuthUser,
  body: z.infer<typeof updateProfileBody>,
) => {
  const user = await loadOwnAccount(db, caller);
  if (body.username.toLowerCase() !== user.username.toLowerCase()) {
    const reserved = usernameProblem(body.username);
    if (reserved) throw badRequest('username_reserved', reserved);
  }
  if (await repository.isUsernameTaken(db, body.username, user.id))
    throw conflict('username_taken', 'This username is already taken. Choose another one.');
  try {
    await db
      .updateTable('users')
      .set({
        firstname: body.firstname,
        lastname: body.lastname,
        username: body.username,
        gender: body.gender,
      })
      .where('id', '=', user.id)
      .execute();
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('username_taken', 'This username was just taken. Choose another one.');
    throw error;
  }
  return { message: 'Your profile was updated.' };
};

export const updateContact = async (
  { db }: AccountDeps,
  caller: AuthUser,
  body: z.infer<typeof updateContactBody>,
) => {
  const updated = await db
    .updateTable('users')
    .set({ phone: body.phone, address: body.address })
    .where('id', '=', caller.id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw notFound('account_deleted', 'Your account no longer exists.');
  return { message: 'Your contact information was updated.' };
};

export const updateLanguage = async (
  { db }: AccountDeps,
  caller: AuthUser,
  body: z.infer<typeof updateLanguageBody>,
) => {
  const updated = await db
    .updateTable('users')
    .set({ language: body.language })
    .where('id', '=', caller.id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw notFound('account_deleted', 'Your account no longer exists.');
  return { message: 'Your language was saved.' };
};
