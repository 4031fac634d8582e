/** Accounts for tests, written straight into the database (the signup route has tests of its own). */
import { randomBytes } from 'node:crypto';
import type { DB } from '../../src/db/database';
import { hashPassword } from '../../src/lib/passwords';
import { hashToken, newToken } from '../../src/lib/tokens';

export const TEST_PASSWORD = 'Passw0rd!';
let passwordHash: Promise<string> | undefined;

export interface TestUser {
  id: number;
  username: string;
  email: string;
  referral_id: string;
  /** A live session token for this user. */
  token: string;
}

export interface UserOptions {
  username?: string;
  role?: 'user' | 'admin';
  level?: 1 | 2 | 3;
  suspended?: boolean;
  referredBy?: string | null;
  country?: string;
}

export const createUser = async (db: DB, options: UserOptions = {}): Promise<TestUser> => {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const suffix = randomBytes(4).toString('hex');
  const username = options.username ?? `user_${suffix}`;
  const level = options.level ?? 1;
  const user = await db
    .insertInto('users')
    .values({
      firstname: 'Test',
      lastname: 'User',
      username,
      email: `${username}@example.test`,
      date_of_birth: '1990-01-15',
      gender: 'female',
      country: options.country ?? 'United Kingdom',
      level,
      email_verified: level >= 2,
      identity_status: level === 3 ? 'accepted' : 'none',
      role: options.role ?? 'user',
      suspended: options.suspended ?? false,
      referral_id: `ref${suffix}`,
      referred_by: options.referredBy ?? null,
      password_hash: await passwordHash,
    })
    .returning(['id', 'username', 'email', 'referral_id'])
    .executeTakeFirstOrThrow();
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({ user_id: user.id, token_hash: hashToken(token), expires_at: new Date(Date.now() + 3_600_000) })
    .execute();
  return {
    id: user.id,
    username: user.username,
    email: user.email ?? '',
    referral_id: user.referral_id,
    token,
  };
};
