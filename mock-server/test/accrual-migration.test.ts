/**
 * Migration 005 on a database that already ran the accrual the old way (an `accruals` row per plan and day):
 * the credited days move onto the earnings transactions, so the job carries on from where it was and never
 * credits those days again.
 */
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { createThrowawayPostgres } from '../src/db/throwaway-postgres';
import { runAccrual } from '../src/jobs/accrual';
import { assertLedgerInvariant, walletCents } from './helpers/money';

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations');
const FIRST_NEW_MIGRATION = '005_accrual_speed.sql';

/** An empty database: in-memory PGlite, or a new database on the TEST_DATABASE_URL server. */
const emptyDatabase = async (): Promise<DatabaseHandle> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return createDatabase({ dataDir: 'memory://' });
  return createThrowawayPostgres(serverUrl, { prefix: 'vestora_test', empty: true });
};

/** Applies the migrations before 005 and records them as `migrate` does, so that it later applies only 005. */
const migrateUpTo005 = async (handle: DatabaseHandle) => {
  const earlier = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
  await handle.withScriptSession(async (session) => {
    await session.exec(
      'CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    for (const file of earlier.filter((name) => name < FIRST_NEW_MIGRATION)) {
      await session.exec(await readFile(path.join(migrationsDir, file), 'utf8'));
      await session.exec(`INSERT INTO schema_migrations (name) VALUES ('${file}')`);
    }
  });
};

describe('migration 005 carries the credited days over', () => {
  let handle: DatabaseHandle;
  let planId: number;
  let userId: number;
  let earningsId: number;
  before(async () => {
    handle = await emptyDatabase();
    await migrateUpTo005(handle);
    // A plan started on 2030-01-01 and credited for 2030-01-02 by the old job: earnings transaction, ledger
    // entry, wallet, accruals row and the plan's own bookkeeping.
    await handle.withScriptSession(async (session) => {
      const [user] = await session.query<{ id: number }>(
        `INSERT INTO users (username, referral_id, wallet_cents) VALUES ('before005', 'BEFORE005', 150) RETURNING id`,
      );
      const [plan] = await session.query<{ id: number }>(
        `INSERT INTO plans (title, roi, duration, min_amount_cents, max_amount_cents)
         VALUES ('Old', 1.5, 5, 5000, 100000) RETURNING id`,
      );
      userId = Number(user?.id);
      const [deposit] = await session.query<{ id: number }>(
        `INSERT INTO transactions (user_id, type, status, amount_cents, reference, payment_method, plan_id)
         VALUES (${userId}, 'deposit', 'confirmed', 10000, 'old-ref', 'bitcoin', ${plan?.id}) RETURNING id`,
      );
      const [userPlan] = await session.query<{ id: number }>(
        `INSERT INTO user_plans (user_id, plan_id, deposit_id, title, roi, amount_cents, returns_cents, duration,
                                 initial_duration, total_returns_cents, started_on, last_accrued_on)
         VALUES (${userId}, ${plan?.id}, ${deposit?.id}, 'Old', 1.5, 10000, 150, 4, 5, 150, '2030-01-01',
                 '2030-01-02') RETURNING id`,
      );
      planId = Number(userPlan?.id);
      const [earnings] = await session.query<{ id: number }>(
        `INSERT INTO transactions (user_id, type, status, amount_cents, plan_reference, user_plan_id, created_at)
         VALUES (${userId}, 'earnings', 'confirmed', 150, 'Old #${planId}', ${planId}, '2030-01-02T00:00:00Z')
         RETURNING id`,
      );
      earningsId = Number(earnings?.id);
      await session.exec(`
        INSERT INTO ledger_entries (user_id, transaction_id, amount_cents) VALUES (${userId}, ${earningsId}, 150);
        INSERT INTO accruals (user_plan_id, accrual_day, transaction_id) VALUES (${planId}, '2030-01-02', ${earningsId});`);
    });
    // 005 first, then the later ones, over the old rows.
    assert.equal((await migrate(handle))[0], FIRST_NEW_MIGRATION);
  });
  after(() => handle.close());

  it('puts the credited day on the earnings transaction and keeps the accruals readable', async () => {
    const earnings = await handle.db
      .selectFrom('transactions')
      .select('accrual_day')
      .where('id', '=', earningsId)
      .executeTakeFirstOrThrow();
    assert.equal(earnings.accrual_day, '2030-01-02');
    const accruals = await handle.db.selectFrom('accruals').selectAll().execute();
    assert.deepEqual(accruals, [
      { user_plan_id: planId, accrual_day: '2030-01-02', transaction_id: earningsId },
    ]);
  });

  it('the job then credits only the days after, once', async () => {
    const again = await runAccrual(handle.db, '2030-01-02');
    assert.equal(again.earnings, 0);
    const next = await runAccrual(handle.db, '2030-01-04');
    assert.equal(next.earnings, 2);
    const { rows } = await sql<{ accrual_day: string }>`
      SELECT accrual_day FROM transactions WHERE user_plan_id = ${planId} AND type = 'earnings'
      ORDER BY accrual_day`.execute(handle.db);
    assert.deepEqual(
      rows.map((row) => row.accrual_day),
      ['2030-01-02', '2030-01-03', '2030-01-04'],
    );
    assert.equal(await walletCents(handle.db, userId), 3 * 150);
    await assertLedgerInvariant(handle.db);
  });
});
