import type { DatabaseHandle } from '../db/database';

/**
 * Storage tuning for the daily accrual, which updates every active user plan and every investor's wallet
 * once a day (measured in bench/): half of each page of user_plans and users is left free so that those new
 * row versions stay on their page without touching any index (heap-only updates), and both tables are
 * rewritten once so that existing pages get that room too.
 *
 * Not a migration: CLUSTER rewrites the table under an exclusive lock (reads and writes of it wait), which
 * must not happen unannounced at start-up. Run it in a quiet hour; running it again is harmless.
 */
export const STORAGE_STEPS: readonly { what: string; sql: string }[] = [
  { what: 'leave half of each user_plans page free', sql: 'ALTER TABLE user_plans SET (fillfactor = 50)' },
  { what: 'leave half of each users page free', sql: 'ALTER TABLE users SET (fillfactor = 50)' },
  { what: 'rewrite user_plans in key order', sql: 'CLUSTER user_plans USING user_plans_pkey' },
  { what: 'rewrite users in key order', sql: 'CLUSTER users USING users_pkey' },
  { what: 'refresh the planner statistics', sql: 'ANALYZE' },
];

export interface StepTiming {
  what: string;
  seconds: number;
}

export const tuneStorage = async (handle: DatabaseHandle): Promise<StepTiming[]> => {
  const timings: StepTiming[] = [];
  await handle.withScriptSession(async (session) => {
    // Rewriting a large table takes longer than a request may.
    await session.exec('SET statement_timeout = 0');
    for (const step of STORAGE_STEPS) {
      const started = performance.now();
      await session.exec(step.sql);
      timings.push({ what: step.what, seconds: (performance.now() - started) / 1000 });
    }
    await session.exec('RESET statement_timeout');
  });
  return timings;
};
