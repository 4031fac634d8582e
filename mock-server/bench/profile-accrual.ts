/**
 * `npx tsx bench/profile-accrual.ts [pglite|postgres] [plans]`: where the daily accrual spends its time.
 * Seeds the bench's plans (5 per user), times `runAccrual` for the first day, then prints the full
 * EXPLAIN (ANALYZE, BUFFERS) of one statement crediting every plan for the next day (rolled back), so each
 * change to the job can be judged line by line. PostgreSQL needs BENCH_DATABASE_URL or TEST_DATABASE_URL.
 */
import { sql } from 'kysely';
import { accrueBatch, runAccrual } from '../src/jobs/accrual';
import { freshDatabase, inlineParameters, seedActivePlans } from './fixtures';

const kind = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const plans = Number(process.argv[3] ?? 100_000);

const handle = await freshDatabase(kind);
try {
  await seedActivePlans(handle.db, { users: plans / 5, plans, startedOn: '2030-01-01' });
  const started = performance.now();
  const result = await runAccrual(handle.db, '2030-01-02', { workers: Number(process.argv[4] ?? 2) });
  console.log(
    `${handle.kind}: ${plans} plans accrued in ${(performance.now() - started).toFixed(0)} ms`,
    `(${result.batches} batches, ${result.earnings} earnings)`,
  );
  // Statistics reach the views shortly after each transaction ends.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const { rows: updates } = await sql<{ relname: string; n_tup_upd: number; n_tup_hot_upd: number }>`
    SELECT relname, n_tup_upd, n_tup_hot_upd FROM pg_stat_user_tables
    WHERE relname IN ('users', 'user_plans') ORDER BY relname`.execute(handle.db);
  for (const row of updates) {
    console.log(`${row.relname}: ${row.n_tup_upd} row updates, of which ${row.n_tup_hot_upd} heap-only`);
  }
  const statement = inlineParameters(accrueBatch(null, 0, '2030-01-03', plans).compile(handle.db));
  await handle.withScriptSession(async (session) => {
    await session.exec('BEGIN; SET LOCAL jit = off;');
    try {
      const plan = await session.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${statement}`);
      console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));
    } finally {
      await session.exec('ROLLBACK');
    }
  });
} finally {
  await handle.close();
}
