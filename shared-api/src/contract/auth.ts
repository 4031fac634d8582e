import { z } from 'zod';
import { isStrongPassword, LOGIN_USERNAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../input-rules';
import { languages } from '../languages';
import { requiredText } from './common';

// The password rules live in input-rules (plain TypeScript) so screens show the checklist without zod.
export { isStrongPassword, passwordRules, passwordSpecials } from '../input-rules';

export const password = z
  .string({ error: 'Password must meet the required criteria.' })
  .max(PASSWORD_MAX_LENGTH, 'Password is too long')
  .refine(isStrongPassword, { message: 'Password must meet the required criteria.' });

export const MINIMUM_AGE = 18;

/** Whole years between a YYYY-MM-DD birth date and `today` (UTC). */
export const ageOn = (dateOfBirth: string, today = new Date()): number => {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
};

const isoDate = z
  .string({ error: 'Please fill all required fields.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth must be a date (YYYY-MM-DD)')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'Date of birth must be a real date');

export const username = z
  .string({ error: 'Please fill all required fields.' })
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(30, 'Username is too long')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may use letters, digits, dot, dash and underscore');

export const email = z
  .string({ error: 'Please fill all required fields.' })
  .trim()
  .max(254, 'E-mail address is too long')
  .email('Enter a valid e-mail address');

export const gender = z.enum(['male', 'female'], { error: 'Please fill all required fields.' });
export const language = z.enum(languages, { error: 'Choose one of the supported languages.' });

export const signupBody = z
  .object({
    firstname: requiredText('First name', 100),
    lastname: requiredText('Last name', 100),
    username,
    email,
    age: isoDate.refine((s) => ageOn(s) >= MINIMUM_AGE, `You must be at least ${MINIMUM_AGE} years old`),
    gender,
    country: requiredText('Country', 100),
    referred_by: z.string().trim().max(64).optional().nullable(),
    language: language.optional().describe('the language chosen in the browser at signup; default en'),
    password,
    password_confirmation: z.string({ error: 'Passwords do not match.' }),
  })
  .refine((b) => b.password === b.password_confirmation, {
    message: 'Passwords do not match.',
    path: ['password_confirmation'],
  });
export type SignupBody = z.infer<typeof signupBody>;

/**
 * A filled-in password field (input-rules' `hasPassword`, proven equal by input-rules.test.ts) of at most
 * PASSWORD_MAX_LENGTH characters; `message` when it is empty.
 */
const filledPassword = (message: string) =>
  z.string({ error: message }).min(1, message).max(PASSWORD_MAX_LENGTH, 'Password is too long');

export const loginBody = z.object({
  username: requiredText('Username', LOGIN_USERNAME_MAX_LENGTH),
  password: filledPassword('Password is required'),
});
export type LoginBody = z.infer<typeof loginBody>;
export const loginResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_at: z.string(),
  message: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const identityStatuses = ['none', 'pending', 'accepted', 'rejected'] as const;

/** The signed-in user's own view of their account. */
export const profile = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  username: z.string(),
  email: z.string(),
  age: z.string().describe('date of birth, YYYY-MM-DD'),
  gender: z.enum(['male', 'female']),
  country: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  level: z.number().int().min(1).max(3),
  email_verified: z.union([z.literal(0), z.literal(1)]),
  role: z.enum(['user', 'admin']),
  suspended: z.union([z.literal(0), z.literal(1)]),
  wallet: z.number().describe('available balance in US dollars'),
  message: z.string().nullable(),
  ssn: z.string().nullable().describe('masked to the last four characters'),
  occupation: z.string().nullable(),
  salary: z.string().nullable(),
  identity_status: z.enum(identityStatuses),
  language: language.describe('the language of the platform and of its e-mails to this user'),
  referred_by: z.string().nullable(),
  referral_id: z.string(),
  created_at: z.string(),
});
export type Profile = z.infer<typeof profile>;
export const meResponse = z.object({ user: profile });
export type MeResponse = z.infer<typeof meResponse>;

export const changePasswordBody = z
  .object({
    current_password: filledPassword('Current password is required'),
    password,
    password_confirmation: z.string({ error: 'Passwords do not match.' }),
  })
  .refine((b) => b.password === b.password_confirmation, {
    message: 'Passwords do not match.',
    path: ['password_confirmation'],
  });

export const otp = z
  .string({ error: 'Enter the 6-digit code' })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code');

export const emailBody = z.object({ email });
export const verifyEmailCodeBody = z.object({ email, otp });
export const resetPasswordBody = z
  .object({ email, otp, password, password_confirmation: z.string({ error: 'Passwords do not match.' }) })
  .refine((b) => b.password === b.password_confirmation, {
    message: 'Passwords do not match.',
    path: ['password_confirmation'],
  });

export const updateProfileBody = z.object({
  firstname: requiredText('First name', 100),
  lastname: requiredText('Last name', 100),
  username,
  gender,
});
/** The platform language of the signed-in user (the language switcher), apart from the profile form. */
export const updateLanguageBody = z.object({ language });
export const updateContactBody = z.object({
  phone: z
    .string({ error: 'Phone is required' })
    .trim()
    .regex(/^\+?[0-9 ()-]{5,24}$/, 'Enter a valid phone number'),
  address: requiredText('Address', 300),
});

/** One-time codes: 6 digits, 10 minutes, 5 attempts. */
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
