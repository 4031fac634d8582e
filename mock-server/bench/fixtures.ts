import { type CompiledQuery, sql } from 'kysely';
import { createDatabase, type DatabaseHandle, type DB } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { createThrowawayPostgres } from '../src/db/throwaway-postgres';

/** The PostgreSQL server the bench measures on, when one is named. */
export const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

/** A fresh migrated database: an in-memory PGlite, or a new database on the PostgreSQL server. */
export const freshDatabase = async (kind: 'pglite' | 'postgres'): Promise<DatabaseHandle> => {
  if (kind === 'pglite' || !serverUrl) {
    const handle = createDatabase({ dataDir: 'memory://' });
    await migrate(handle);
    return handle;
  }
  return createThrowawayPostgres(serverUrl, { prefix: 'vestora_bench', statementTimeoutMs: 0 });
};

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

const literal = (value: unknown) =>
  typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;

/** A compiled query as one SQL text with its parameters written in (EXPLAIN takes no parameters here). */
export const inlineParameters = (compiled: CompiledQuery): string =>
  compiled.sql.replace(/\$(\d+)/g, (_, index: string) => literal(compiled.parameters[Number(index) - 1]));
