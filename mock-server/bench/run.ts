/**
 * `npm run bench -w mock-server`: the money engine's performance figures (not a test).
 *
 * 1. Daily accrual of 100,000 active plans, two days in a row, on the embedded PGlite and on PostgreSQL
 *    (BENCH_DATABASE_URL or TEST_DATABASE_URL names a server; a throwaway database is created and dropped).
 * 2. GET /transactions latency (p50/p95/p99) for a user with 10,000 transactions, through `inject`.
 * 3. Requests per second of the cached public reads (GET /api/plans, /api/public-stats, /api/testimonials) on
 *    the real app next to a bare Fastify route in the same run, all over HTTP on 127.0.0.1 with a fixed
 *    number of requests and a fixed concurrency (`--http`: this part only, printed, results.md untouched).
 *
 * Prints a table and writes it to bench/results.md with the date, the machine and the command.
 */
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/database';
import { ACCRUAL_PARTITIONS, accrueBatch, runAccrual } from '../src/jobs/accrual';
import { hashToken, newToken } from '../src/lib/tokens';
import { tuneStorage } from '../src/maintenance/storage';
import { freshDatabase, inlineParameters, seedActivePlans, serverUrl } from './fixtures';

const PLANS = 100_000;
const PLAN_USERS = 20_000;
const USER_TRANSACTIONS = 10_000;
const LIST_REQUESTS = 200;
const HTTP_REQUESTS = 3_000;
const HTTP_CONCURRENCY = 16;

interface Row {
  measure: string;
  database: string;
  result: string;
  target: string;
}
const rows: Row[] = [];
const record = (row: Row) => {
  rows.push(row);
  console.log(
    `${row.measure} [${row.database}]: ${row.result}${row.target ? ` (target ${row.target})` : ''}`,
  );
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/**
 * Runs the next day's accrual of all plans as one statement per partition under EXPLAIN ANALYZE, then rolls
 * it back, and sums the time spent in triggers (the per-statement reference checks of migration 005; before
 * it, one foreign-key check per inserted row and key) against the rest.
 */
const explainAccrual = async (handle: DatabaseHandle): Promise<string> => {
  let lines: string[] = [];
  await handle.withScriptSession(async (session) => {
    await session.exec('BEGIN; SET LOCAL jit = off;');
    try {
      for (let partition = 0; partition < ACCRUAL_PARTITIONS; partition += 1) {
        const statement = inlineParameters(
          accrueBatch(partition, { userId: 0, planId: 0 }, '2030-01-04', PLANS).compile(handle.db),
        );
        const plan = await session.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE) ${statement}`);
        lines = [...lines, ...plan.map((row) => row['QUERY PLAN'])];
      }
    } finally {
      await session.exec('ROLLBACK');
    }
  });
  const sumOf = (pattern: RegExp) =>
    lines.map((line) => pattern.exec(line)?.[1]).reduce((sum, time) => sum + (time ? Number(time) : 0), 0);
  const total = sumOf(/^Execution Time: ([\d.]+)/);
  const checks = sumOf(/^Trigger .*time=([\d.]+)/);
  return `${seconds(total)} in all, of which ${seconds(checks)} (${((checks / total) * 100).toFixed(0)}%) in reference checks`;
};

/** A machine yardstick, so the figures can be compared across machines: a plain 100,000-row insert. */
const calibrate = async (handle: DatabaseHandle) => {
  const started = performance.now();
  await handle.withScriptSession(async (session) => {
    await session.exec(`
      CREATE TEMP TABLE yardstick (id bigserial PRIMARY KEY, a bigint NOT NULL, b bigint NOT NULL);
      CREATE INDEX ON yardstick (a, id);
      INSERT INTO yardstick (a, b) SELECT n, n FROM generate_series(1, 100000) AS n;
      DROP TABLE yardstick;`);
  });
  record({
    measure: 'Yardstick: INSERT of 100,000 rows into a table with two indexes, no foreign keys',
    database: handle.kind,
    result: seconds(performance.now() - started),
    target: '',
  });
};

const benchAccrual = async (kind: 'pglite' | 'postgres') => {
  const handle = await freshDatabase(kind);
  try {
    await calibrate(handle);
    await seedActivePlans(handle.db, { users: PLAN_USERS, plans: PLANS, startedOn: '2030-01-01' });
    // As on a production database after `npm run maintenance` (storage tuned for the accrual).
    await tuneStorage(handle);
    // The first day writes new row versions into fresh pages; the second finds the first day's to prune, as
    // every day after does.
    for (const [day, label] of [
      ['2030-01-02', 'one day'],
      ['2030-01-03', 'the following day'],
    ] as const) {
      const started = performance.now();
      const result = await runAccrual(handle.db, day);
      const elapsed = performance.now() - started;
      if (result.earnings !== PLANS) throw new Error(`accrual credited ${result.earnings} of ${PLANS} plans`);
      const { rows: broken } = await sql<{ count: number }>`
        SELECT count(*) AS count
        FROM users
        LEFT JOIN (SELECT user_id, sum(amount_cents) AS cents FROM ledger_entries GROUP BY user_id) AS ledger
          ON ledger.user_id = users.id
        WHERE users.wallet_cents <> coalesce(ledger.cents, 0)`.execute(handle.db);
      if (Number(broken[0]?.count) !== 0) throw new Error('wallets no longer match the ledger');
      record({
        measure: `Accrual: ${PLANS.toLocaleString('en-US')} active plans (${PLAN_USERS.toLocaleString('en-US')} users), ${label}`,
        database: handle.kind,
        result: `${seconds(elapsed)} (${result.batches} batches; ${Math.round(PLANS / (elapsed / 1000)).toLocaleString('en-US')} plans/s)`,
        target: kind === 'pglite' ? '< 3 s' : '< 1 s',
      });
    }
    record({
      measure: `Where the next day's accrual statements spend their time (one per partition, ${PLANS.toLocaleString('en-US')} plans; EXPLAIN ANALYZE, rolled back)`,
      database: handle.kind,
      result: await explainAccrual(handle),
      target: '',
    });
  } finally {
    await handle.close();
  }
};

const benchConfig = () =>
  loadConfig(
    {},
    { dataDir: 'memory://', databaseUrl: undefined, seedDemo: false, rateLimits: false, scheduleJobs: false },
  );

const benchTransactionList = async (kind: 'pglite' | 'postgres') => {
  const handle = await freshDatabase(kind);
  const app = await buildApp({ config: benchConfig(), database: handle });
  try {
    await app.ready();
    const user = await handle.db
      .insertInto('users')
      .values({ username: 'bench_lister', referral_id: 'BENCHLISTER', level: 2, email_verified: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = newToken();
    await handle.db
      .insertInto('sessions')
      .values({
        user_id: user.id,
        token_hash: hashToken(token),
        expires_at: new Date(Date.now() + 3_600_000),
      })
      .execute();
    // Pending deposits move no money, so the history is real without touching the ledger.
    await sql`
      INSERT INTO transactions (user_id, type, status, amount_cents, reference, payment_method, plan_reference)
      SELECT ${user.id}, 'deposit', 'pending', 5000 + n, 'benchlist' || n, 'bitcoin', 'Bench'
      FROM generate_series(1, ${USER_TRANSACTIONS}::int) AS n`.execute(handle.db);
    await sql`ANALYZE transactions`.execute(handle.db);
    const maxId = USER_TRANSACTIONS;
    const timings: number[] = [];
    for (let index = 0; index < LIST_REQUESTS; index += 1) {
      // Half first pages, half pages deep in the history (cursor), as a scrolling user would ask.
      const url =
        index % 2 === 0
          ? '/api/transactions'
          : `/api/transactions?cursor=${Math.floor(maxId * Math.random()) + 1}`;
      const started = performance.now();
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      timings.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}`);
    }
    timings.sort((a, b) => a - b);
    record({
      measure: `GET /transactions (100 a page), user with ${USER_TRANSACTIONS.toLocaleString('en-US')} transactions, ${LIST_REQUESTS} requests`,
      database: handle.kind,
      result: `p50 ${percentile(timings, 50).toFixed(1)} ms, p95 ${percentile(timings, 95).toFixed(1)} ms, p99 ${percentile(timings, 99).toFixed(1)} ms`,
      target: '',
    });
  } finally {
    await app.close();
  }
};

/** Fires `total` GET requests at `url`, `concurrency` at a time over keep-alive; returns requests per second. */
const hammer = async (url: string, total: number, concurrency: number) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const get = () =>
    new Promise<void>((resolve, reject) => {
      http
        .get(url, { agent }, (response) => {
          response.resume();
          response.on('end', () =>
            response.statusCode === 200 ? resolve() : reject(new Error(`${response.statusCode}`)),
          );
        })
        .on('error', reject);
    });
  let sent = 0;
  const worker = async () => {
    while (sent < total) {
      sent += 1;
      await get();
    }
  };
  await get(); // warm-up
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = performance.now() - started;
  agent.destroy();
  return total / (elapsed / 1000);
};

const listen = async (server: {
  listen(options: { port: number; host: string }): Promise<string>;
  server: http.Server;
}) => {
  await server.listen({ port: 0, host: '127.0.0.1' });
  return (server.server.address() as AddressInfo).port;
};

/** Rounds of bare/app measurements, alternated so a burst of load on the shared machine hits both alike. */
const HTTP_ROUNDS = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * The public reads the home page and server rendering ask for on every view (plugins/public-cache.ts
 * serves them from memory) next to a bare Fastify route returning a fixed list, in the same run.
 */
const benchPublicReads = async () => {
  const handle = await freshDatabase('pglite');
  const app = await buildApp({ config: benchConfig(), database: handle });
  const bare = Fastify({ logger: false });
  const fixedPlans = {
    plans: [{ id: 1, title: 'Bench', roi: 1.5, duration: 30, min_amount: 50, max_amount: 1000 }],
  };
  bare.get('/plans', async () => fixedPlans);
  try {
    for (const [index, title] of ['Starter', 'Silver', 'Gold', 'Platinum'].entries()) {
      await handle.db
        .insertInto('plans')
        .values({
          title,
          roi: 1 + index / 2,
          duration: 30,
          min_amount_cents: 5_000,
          max_amount_cents: 1_000_000,
        })
        .execute();
    }
    const appPort = await listen(app);
    const barePort = await listen(bare);
    const reads = ['/api/plans', '/api/public-stats', '/api/testimonials'];
    // Each read is measured right after the bare route, and its ratio taken to that run: a burst of load
    // from elsewhere on the shared machine then weighs on both sides of the ratio alike.
    const bareRuns: number[] = [];
    const runs = new Map<string, { rps: number[]; ratios: number[] }>(
      reads.map((url) => [url, { rps: [], ratios: [] }]),
    );
    for (let round = 0; round < HTTP_ROUNDS; round += 1) {
      for (const url of reads) {
        const bareRps = await hammer(`http://127.0.0.1:${barePort}/plans`, HTTP_REQUESTS, HTTP_CONCURRENCY);
        const appRps = await hammer(`http://127.0.0.1:${appPort}${url}`, HTTP_REQUESTS, HTTP_CONCURRENCY);
        bareRuns.push(bareRps);
        runs.get(url)?.rps.push(appRps);
        runs.get(url)?.ratios.push(appRps / bareRps);
      }
    }
    const note = `${HTTP_REQUESTS.toLocaleString('en-US')} requests, ${HTTP_CONCURRENCY} in flight, keep-alive; medians of ${HTTP_ROUNDS} rounds`;
    record({
      measure: `Bare Fastify route returning a fixed plan list (${note})`,
      database: '-',
      result: `${Math.round(median(bareRuns)).toLocaleString('en-US')} req/s`,
      target: '',
    });
    for (const url of reads) {
      const run = runs.get(url) ?? { rps: [], ratios: [] };
      record({
        measure: `GET ${url}, full app, served from the public cache: security headers, auth hook, ETag (${note}, each against the bare run just before it; rate limits off)`,
        database: 'pglite',
        result: `${Math.round(median(run.rps)).toLocaleString('en-US')} req/s (${(median(run.ratios) * 100).toFixed(0)}% of bare)`,
        target: url === '/api/plans' ? '>= 50% of bare' : '',
      });
    }
  } finally {
    await app.close();
    await bare.close();
  }
};

/** `npm run bench -w mock-server -- --http`: the public reads only, printed and not written to results.md. */
const httpOnly = process.argv.includes('--http');
const started = new Date();
if (!httpOnly) {
  await benchAccrual('pglite');
  if (serverUrl) await benchAccrual('postgres');
  else console.log('PostgreSQL accrual skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server');
  await benchTransactionList('pglite');
  if (serverUrl) await benchTransactionList('postgres');
}
await benchPublicReads();

const [load1, load5] = os.loadavg();
/** A Markdown table padded to its column widths (the form Biome formats it to). */
const markdownTable = (header: string[], body: string[][]) => {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...body.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
};
const table = markdownTable(
  ['Measure', 'Database', 'Result', 'Target'],
  rows.map((row) => [row.measure, row.database, row.result, row.target || '-']),
);
const report = `# Money engine benchmark

- Date: ${started.toISOString()}
- Machine: ${os.availableParallelism()} CPUs (nproc), ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}
- Load average when the run ended: ${load1?.toFixed(2)} (1 min), ${load5?.toFixed(2)} (5 min) — the machine is shared, so figures vary between runs
- PostgreSQL: ${serverUrl ? 'server from BENCH_DATABASE_URL/TEST_DATABASE_URL (throwaway database)' : 'not measured (no BENCH_DATABASE_URL/TEST_DATABASE_URL)'}
- Reproduce: \`TEST_DATABASE_URL=postgres://root@127.0.0.1:5432/test npm run bench -w mock-server\`

${table}
`;
const resultsFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results.md');
if (httpOnly) {
  console.log(`\n${table}\n\nLoad average: ${load1?.toFixed(2)} (1 min), ${load5?.toFixed(2)} (5 min)`);
} else {
  await writeFile(resultsFile, report);
  console.log(`\n${table}\n\nWritten to ${resultsFile}`);
}
