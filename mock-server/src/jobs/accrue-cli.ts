/**
 * `npm run accrue -- --through YYYY-MM-DD`: runs the daily accrual once against the server's database
 * (DATABASE_URL, else the embedded one in DATA_DIR) and prints what it credited. Without `--through` it
 * accrues through today (UTC), as the scheduler does. Days after today are refused: a day's earnings are
 * credited once that UTC day has begun.
 */
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../config';
import { createDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { formatCents, utcDay } from '../modules/ledger/money';
import { runAccrual } from './accrual';

const { values } = parseArgs({ options: { through: { type: 'string' } } });
const today = utcDay(new Date());
const throughDay = values.through ?? today;
if (throughDay > today) {
  console.error(`Cannot accrue through ${throughDay}: that day has not begun yet (today is ${today} UTC).`);
  process.exit(1);
}

const config = loadConfigOrExit();
try {
  // Refused (with the reason) while the server holds the embedded database: two processes writing one
  // embedded database corrupt it. On PostgreSQL it runs beside the servers (the job takes its own locks).
  const handle = createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: 0,
  });
  try {
    await migrate(handle);
    const started = performance.now();
    const result = await runAccrual(handle.db, throughDay);
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.log(
      [
        `Accrued through ${result.throughDay} (${handle.kind}) in ${seconds} s:`,
        `  ${result.earnings} earnings credits on ${result.plans} plans, ${formatCents(result.earningsCents)} in total`,
        `  ${result.completedPlans} plans matured, ${formatCents(result.capitalReturnedCents)} capital returned`,
        ...(result.skipped.length > 0
          ? [`  ${result.skipped.length} plans skipped (every other plan was credited):`]
          : []),
        ...result.skipped.map(
          (plan) => `    plan #${plan.userPlanId} of user #${plan.userId}: ${plan.reason}`,
        ),
      ].join('\n'),
    );
    // Skipped plans need attention: a non-zero exit lets a cron wrapper notice.
    if (result.skipped.length > 0) process.exitCode = 2;
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
