/**
 * Wire-shaped fixtures for tests of the browser apps (the `testing` entry: never in a bundle or the share
 * scope). Each returns a complete, valid object; pass the fields a test cares about.
 */
import { createStore } from 'jotai';
import { ACCESS_TOKEN_KEY } from '../src/client';
import { createQueryClient } from '../src/queries/query-client';
import { profileStateAtom } from '../src/session';
import type { CryptoPrices, Plan, Profile, Transaction, UserPlan, UserStatistics } from '../src/types';

export const profileFixture = (overrides: Partial<Profile> = {}): Profile => ({
  id: 7,
  firstname: 'Ada',
  lastname: 'Lovelace',
  username: 'ada',
  email: 'ada@example.test',
  age: '1990-01-01',
  gender: 'female',
  country: 'United Kingdom',
  phone: null,
  address: null,
  level: 2,
  email_verified: 1,
  role: 'user',
  suspended: 0,
  wallet: 1250.5,
  message: null,
  ssn: null,
  occupation: null,
  salary: null,
  identity_status: 'none',
  language: 'en',
  referred_by: null,
  referral_id: 'ADA123',
  created_at: '2026-01-01T00:00:00Z',
  ...overrides,
});

export const transactionFixture = (overrides: Partial<Transaction> = {}): Transaction => ({
  id: 1,
  type: 'deposit',
  status: 'confirmed',
  amount: 500,
  created_at: '2026-11-20T10:00:00Z',
  transaction_id: 'tx-0001',
  payment_method: 'bitcoin',
  address: null,
  plan_reference: null,
  reason: null,
  ...overrides,
});

/** Three plans as an admin would set them up. */
export const samplePlans: Plan[] = [
  { id: 1, title: 'Starter', roi: 1.5, duration: 30, min_amount: 50, max_amount: 999 },
  { id: 2, title: 'Growth', roi: 2, duration: 60, min_amount: 1000, max_amount: 9999 },
  { id: 3, title: 'Premium', roi: 2.5, duration: 90, min_amount: 10000, max_amount: 100000 },
];

export const statisticsFixture = (overrides: Partial<UserStatistics> = {}): UserStatistics => ({
  deposit_sum: 3000,
  withdrawal_sum: 400,
  earnings_sum: 275.25,
  user_plans_count: 2,
  referral_signups: 3,
  referral_bonus_sum: 42.5,
  ...overrides,
});

/** Fresh prices of the five coins, as the server answers them (bitcoin with its 24 h change). */
export const pricesFixture = (overrides: Partial<CryptoPrices> = {}): CryptoPrices => ({
  bitcoin: { usd: 64_250.5, usd_24h_change: 2.5 },
  ethereum: { usd: 3_120.25, usd_24h_change: -1.25 },
  ripple: { usd: 0.52, usd_24h_change: null },
  solana: { usd: 145.1, usd_24h_change: 0 },
  tether: { usd: 1, usd_24h_change: null },
  stale: false,
  updated_at: '2026-11-20T09:30:00.000Z',
  ...overrides,
});

/** An active plan: $1,000 at 1.5% a day for 30 days, 12 days left. */
export const userPlanFixture = (overrides: Partial<UserPlan> = {}): UserPlan => ({
  id: 11,
  title: 'Starter',
  roi: 1.5,
  duration: 12,
  initial_duration: 30,
  amount: 1000,
  returns: 15,
  total_returns: 270,
  status: 'active',
  created_at: '2026-11-01T10:00:00.000Z',
  ends_on: '2026-12-01',
  ...overrides,
});

/** A fresh jotai store in which `profile` is signed in (token in localStorage, profile loaded). */
export const signedInStore = (profile: Profile = profileFixture()) => {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'test-token');
  const store = createStore();
  store.set(profileStateAtom, { status: 'succeeded', profile, error: null });
  return store;
};

/** The platform's query cache as the shell configures it, without retries (a failure shows at once). */
export const testQueryClient = () => createQueryClient({ retry: false });
