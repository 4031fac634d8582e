/**
 * Test set-up for the accrual: moves a user's plans one day into the past on a stopped platform's embedded
 * database (`DATA_DIR`), as if the admin had confirmed the deposit yesterday. The accrual only credits days
 * that have ended, so without this a journey could never see a plan earn on the day it runs.
 * Usage: node --import tsx e2e/lib/backdate-plans.ts <username>
 */
import { createDatabase } from '../../mock-server/src/db/database.ts';

const username = process.argv[2];
const dataDir = process.env.DATA_DIR;
if (!username || !dataDir) throw new Error('usage: DATA_DIR=… backdate-plans.ts <username>');

const handle = createDatabase({ databaseUrl: undefined, dataDir, statementTimeoutMs: 0 });
try {
  const { db } = handle;
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  const plans = await db
    .selectFrom('user_plans')
    .select(['id', 'started_on'])
    .where('user_id', '=', user.id)
    .execute();
  for (const plan of plans) {
    const started: unknown = plan.started_on;
    const day = started instanceof Date ? started.toISOString().slice(0, 10) : String(started);
    const dayBefore = new Date(`${day}T00:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    await db
      .updateTable('user_plans')
      .set({ started_on: dayBefore.toISOString().slice(0, 10) })
      .where('id', '=', plan.id)
      .execute();
  }
  console.log(`backdated ${plans.length} plan(s)`);
} finally {
  await handle.close();
}
