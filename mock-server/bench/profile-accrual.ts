/**
 * `npx tsx bench/profile-accrual.ts [pglite|postgres] [plans] [days] [batch size]`: where the daily accrual spends its
 * time. Seeds the bench's plans (5 per user), runs `runAccrual` for `days` days in a row (default 3: the
 * first day writes into fresh pages, the next ones show the steady state) and prints for each run the wall
 * time and the CPU time the database spent (the PostgreSQL backends of the bench database, read from /proc,
 * or this process for the embedded PGlite) — the CPU figure barely moves when the shared machine is busy.
 * Then the heap-only share of the plan and wallet updates, and the full EXPLAIN (ANALYZE, BUFFERS) of the
 * next day's statement for partition 0 (rolled back). PostgreSQL needs BENCH_DATABASE_URL or
 * TEST_DATABASE_URL, and the server on this machine.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { accrueBatch, runAccrual } from '../src/jobs/accrual';
import { freshDatabase, inlineParameters, seedActivePlans } from './fixtures';

const kind = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const plans = Number(process.argv[3] ?? 100_000);
const days = Number(process.argv[4] ?? 3);
const batchSize = process.argv[5] ? Number(process.argv[5]) : undefined;
const TICKS_PER_SECOND = 100;

const handle = await freshDatabase(kind);

/** CPU milliseconds used so far by the bench database's server processes (or by this process on PGlite). */
const databaseCpuMs = async (): Promise<number> => {
  if (handle.kind === 'pglite') {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  }
  const { rows } = await sql<{ pid: number }>`
    SELECT pid FROM pg_stat_activity WHERE datname = current_database()`.execute(handle.db);
  return rows.reduce((total, { pid }) => {
    try {
      // Fields 14 and 15 of /proc/<pid>/stat (after the parenthesised command name): utime and stime.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return total + ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
    } catch {
      return total;
    }
  }, 0);
};

const dayAfter = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);

try {
  await seedActivePlans(handle.db, { users: plans / 5, plans, startedOn: '2030-01-01' });
  // Open both workers' connections first, so that connecting is not counted (and their CPU is).
  await Promise.all([
    sql`SELECT pg_sleep(0.1)`.execute(handle.db),
    sql`SELECT pg_sleep(0.1)`.execute(handle.db),
  ]);
  for (let day = 1; day <= days; day += 1) {
    const through = dayAfter('2030-01-01', day);
    const cpuBefore = await databaseCpuMs();
    const started = performance.now();
    const result = await runAccrual(handle.db, through, batchSize ? { batchSize } : {});
    const wall = performance.now() - started;
    const cpu = (await databaseCpuMs()) - cpuBefore;
    console.log(
      `${handle.kind} ${through}: ${result.earnings} earnings on ${plans} plans in ${wall.toFixed(0)} ms`,
      `(database CPU ${cpu.toFixed(0)} ms; ${result.batches} batches)`,
    );
  }
  // Statistics reach the views shortly after each transaction ends.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const { rows: updates } = await sql<{ relname: string; n_tup_upd: number; n_tup_hot_upd: number }>`
    SELECT relname, n_tup_upd, n_tup_hot_upd FROM pg_stat_user_tables
    WHERE relname IN ('users', 'user_plans') ORDER BY relname`.execute(handle.db);
  for (const row of updates) {
    console.log(`${row.relname}: ${row.n_tup_upd} row updates, of which ${row.n_tup_hot_upd} heap-only`);
  }
  const statement = inlineParameters(
    accrueBatch(0, { userId: 0, planId: 0 }, dayAfter('2030-01-01', days + 1), plans).compile(handle.db),
  );
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
