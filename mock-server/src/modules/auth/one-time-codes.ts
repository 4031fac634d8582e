/**
 * One-time codes for e-mail verification and password reset (decisions §3): 6 digits, valid 10 minutes, at
 * most 5 attempts, stored as an argon2id hash (a leaked table cannot be brute-forced within a code's
 * lifetime), a new code retires the older ones, and at most 3 codes per account and purpose per 10 minutes.
 */
import { randomInt } from 'node:crypto';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES } from 'shared-api/contract/auth';
import type { DB } from '../../db/database';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { CodePurpose } from '../mail/templates';

export const MAX_CODES_PER_WINDOW = 3;
const minutes = (count: number) => count * 60_000;

export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const hashCode = (code: string): Promise<string> => hashPassword(code);

/** How many codes were sent for this account and purpose in the last 10 minutes. */
const recentCodeCount = async (db: DB, userId: number, purpose: CodePurpose, now: Date) => {
  const row = await db
    .selectFrom('one_time_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', new Date(now.getTime() - minutes(OTP_TTL_MINUTES)))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

/**
 * Stores a new code (its hash) for the account, retiring the older live ones. Returns false, storing nothing,
 * when the account already had 3 codes in the last 10 minutes. Call inside a transaction that locked the
 * user row, so two requests cannot both pass the count.
 */
export const storeCode = async (
  trx: DB,
  userId: number,
  purpose: CodePurpose,
  codeHash: string,
  now = new Date(),
): Promise<boolean> => {
  if ((await recentCodeCount(trx, userId, purpose, now)) >= MAX_CODES_PER_WINDOW) return false;
  await trx
    .updateTable('one_time_codes')
    .set({ consumed_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .execute();
  await trx
    .insertInto('one_time_codes')
    .values({
      user_id: userId,
      purpose,
      code_hash: codeHash,
      expires_at: new Date(now.getTime() + minutes(OTP_TTL_MINUTES)),
    })
    .execute();
  return true;
};

export type CodeCheck =
  | { outcome: 'accepted' }
  /** `attemptsLeft` 0: that was the last attempt, the code is dead now. */
  | { outcome: 'wrong'; attemptsLeft: number }
  /** No live code: never sent, already used, replaced, expired or out of attempts. */
  | { outcome: 'dead' };

/**
 * Spends one attempt on the account's live code and consumes it when it matches. Call inside a transaction
 * (the row is locked) and commit it whatever the outcome, so a wrong guess counts.
 */
export const checkCode = async (
  trx: DB,
  userId: number,
  purpose: CodePurpose,
  code: string,
  now = new Date(),
): Promise<CodeCheck> => {
  const live = await trx
    .selectFrom('one_time_codes')
    .select(['id', 'code_hash', 'attempts', 'expires_at'])
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  if (!live || live.expires_at <= now || live.attempts >= OTP_MAX_ATTEMPTS) return { outcome: 'dead' };
  const attempts = live.attempts + 1;
  const matches = await verifyPassword(live.code_hash, code);
  await trx
    .updateTable('one_time_codes')
    .set({ attempts, ...(matches ? { consumed_at: now } : {}) })
    .where('id', '=', live.id)
    .execute();
  if (matches) return { outcome: 'accepted' };
  return { outcome: 'wrong', attemptsLeft: OTP_MAX_ATTEMPTS - attempts };
};
