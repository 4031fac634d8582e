/**
 * Bench data written set-based in SQL (seconds, not minutes): users, one plan, and for each plan position a
 * confirmed deposit with its running user plan, as the confirm service would have left them.
 */
import { sql } from 'kysely';
import type { DB } from '../src/db/database';

export const seedActivePlans = async (
  db: DB,
  options: { users: number; plans: number; startedOn: string },
) => {
  await sql`
    INSERT INTO users (username, email, referral_id, level, email_verified)
    SELECT 'bench_' || n, 'bench_' || n || '@bench.example', 'BENCH' || n, 2, true
    FROM generate_series(1, ${options.users}::int) AS n`.execute(db);
  const plan = await db
    .insertInto('plans')
    .values({ title: 'Bench', roi: 1.5, duration: 30, min_amount_cents: 5_000, max_amount_cents: 10_000_000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`
    WITH bench_users AS (
      SELECT id, row_number() OVER (ORDER BY id) - 1 AS position FROM users WHERE username LIKE 'bench\\_%'
    ),
    deposits AS (
      INSERT INTO transactions (user_id, type, status, amount_cents, reference, payment_method, plan_id, plan_reference)
      SELECT bench_users.id, 'deposit', 'confirmed', 10000 + (n % 1000) * 100, 'bench' || n, 'bitcoin', ${plan.id}, 'Bench'
      FROM generate_series(0, ${options.plans}::int - 1) AS n
      JOIN bench_users ON bench_users.position = n % ${options.users}::int
      RETURNING id, user_id, amount_cents
    )
    INSERT INTO user_plans
      (user_id, plan_id, deposit_id, title, roi, amount_cents, returns_cents, duration, initial_duration, started_on)
    SELECT user_id, ${plan.id}, id, 'Bench', 1.5, amount_cents, round(amount_cents * 0.015), 30, 30, ${options.startedOn}::date
    FROM deposits`.execute(db);
  await sql`ANALYZE`.execute(db);
};
