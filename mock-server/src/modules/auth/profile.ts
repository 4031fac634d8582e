import type { Profile } from 'shared-api/contract/auth';
import { centsToDollars } from 'shared-api/contract/common';
import type { User } from '../../db/schema';
import { UNREADABLE_SSN } from '../identity/ssn';

const VISIBLE_SSN_CHARACTERS = 4;

/** `AB123456C` → `*****456C`; a number too short to hide anything (or unreadable) is hidden entirely. */
export const maskSsn = (ssn: string | null): string | null => {
  if (ssn === null) return null;
  if (ssn === UNREADABLE_SSN) return '*'.repeat(8);
  if (ssn.length <= VISIBLE_SSN_CHARACTERS) return '*'.repeat(ssn.length);
  return '*'.repeat(ssn.length - VISIBLE_SSN_CHARACTERS) + ssn.slice(-VISIBLE_SSN_CHARACTERS);
};

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/**
 * The wire view of an account. Personal fields are empty only once the retention job erased them (an erased
 * account never signs in, so only admins ever see that). `ssn` is the decrypted number (identity/ssn.ts
 * `readSsn`), shown masked; the admin view overrides it.
 */
export const toProfile = (user: User, ssn: string | null): Profile => {
  if (!user.gender) throw new Error(`user ${user.id} has no gender: every signup requires one`);
  return {
    id: user.id,
    firstname: user.firstname ?? '',
    lastname: user.lastname ?? '',
    username: user.username,
    email: user.email ?? '',
    age: user.date_of_birth ?? '',
    gender: user.gender,
    country: user.country ?? '',
    phone: user.phone,
    address: user.address,
    level: user.level,
    email_verified: flag(user.email_verified),
    role: user.role,
    suspended: flag(user.suspended),
    wallet: centsToDollars(user.wallet_cents),
    message: user.message,
    ssn: maskSsn(ssn),
    occupation: user.occupation,
    salary: user.salary,
    identity_status: user.identity_status,
    language: user.language,
    referred_by: user.referred_by,
    referral_id: user.referral_id,
    created_at: user.created_at.toISOString(),
  };
};
