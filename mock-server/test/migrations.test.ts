/**
 * The migration runner: applied migrations are checked against their files (sha256) and a changed or
 * missing one stops start-up with a clear message; a database made by the old runner is adopted (its
 * migrations recorded with their checksums, nothing applied twice); nothing at start-up rewrites tables or
 * tunes storage (that is `npm run maintenance`); and every reference between tables is a foreign key.
 */
import assert from 'node:assert/strict';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../src/db/database';
import { MIGRATION_TABLE, MigrationError, migrate, migrationsDir } from '../src/db/migrate';
import { tuneStorage } from '../src/maintenance/storage';
import { createTestDatabase } from './helpers/database';
import { createUser } from './helpers/users';

const FOREIGN_KEY_VIOLATION = '23503';

const recorded = async (handle: DatabaseHandle) =>
  (
    await sql<{
      name: string;
      checksum: string | null;
    }>`SELECT name, checksum FROM ${sql.table(MIGRATION_TABLE)} ORDER BY name`.execute(handle.db)
  ).rows;

const migrationFiles = async () =>
  (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();

describe('migrations', () => {
  let handle: DatabaseHandle;
  let copyDir: string;
  before(async () => {
    handle = await createTestDatabase();
    copyDir = await mkdtemp(path.join(os.tmpdir(), 'vestora-migrations-'));
    await cp(migrationsDir, copyDir, { recursive: true });
  });
  after(async () => {
    await handle.close();
    await rm(copyDir, { recursive: true, force: true });
  });

  it('records every applied migration with the sha256 of its file, and applies nothing twice', async () => {
    const rows = await recorded(handle);
    assert.deepEqual(
      rows.map((row) => row.name),
      await migrationFiles(),
    );
    for (const row of rows) assert.match(row.checksum ?? '', /^[0-9a-f]{64}$/, row.name);
    assert.deepEqual(await migrate(handle), []);
  });

  it('stops with a clear message when an applied migration was changed, and changes nothing', async () => {
    const file = path.join(copyDir, '004_public.sql');
    const original = await readFile(file, 'utf8');
    await writeFile(file, `${original}\nCREATE INDEX sneaky_idx ON users (country);\n`);
    try {
      await assert.rejects(
        migrate(handle, { dir: copyDir }),
        (error: unknown) =>
          error instanceof MigrationError &&
          /Migration 004_public\.sql was changed after it was applied/.test(error.message) &&
          /put the change in a new migration/.test(error.message),
      );
      const index = await sql`SELECT 1 FROM pg_indexes WHERE indexname = 'sneaky_idx'`.execute(handle.db);
      assert.equal(index.rows.length, 0);
    } finally {
      await writeFile(file, original);
    }
  });

  it('stops when an applied migration has gone missing', async () => {
    const file = path.join(copyDir, '003_money.sql');
    const original = await readFile(file, 'utf8');
    await rm(file);
    try {
      await assert.rejects(
        migrate(handle, { dir: copyDir }),
        /Migration 003_money\.sql was applied .* missing/,
      );
    } finally {
      await writeFile(file, original);
    }
  });

  it('applies a new migration with its checksum, all pending ones in one transaction', async () => {
    await writeFile(path.join(copyDir, '900_first.sql'), 'CREATE TABLE runner_probe (id int);');
    await writeFile(path.join(copyDir, '901_broken.sql'), 'INSERT INTO runner_probe VALUES (1); SELECT 1/0;');
    await assert.rejects(
      migrate(handle, { dir: copyDir }),
      /Migration 901_broken\.sql failed: division by zero/,
    );
    // Neither is recorded nor left half-done.
    assert.ok(!(await recorded(handle)).some((row) => row.name.startsWith('90')));
    const probe = await sql`SELECT to_regclass('runner_probe') AS table`.execute(handle.db);
    assert.deepEqual(probe.rows, [{ table: null }]);

    await rm(path.join(copyDir, '901_broken.sql'));
    assert.deepEqual(await migrate(handle, { dir: copyDir }), ['900_first.sql']);
    const row = (await recorded(handle)).find((entry) => entry.name === '900_first.sql');
    assert.match(row?.checksum ?? '', /^[0-9a-f]{64}$/);
  });

  it('adopts a database made by the old runner: records the checksums, applies nothing again', async () => {
    const legacy = await createTestDatabase();
    try {
      // The old runner's table: (name, applied_at) only, no checksum, no Kysely lock table.
      await sql`ALTER TABLE ${sql.table(MIGRATION_TABLE)} DROP COLUMN checksum, DROP COLUMN timestamp`.execute(
        legacy.db,
      );
      await sql`DROP TABLE schema_migrations_lock`.execute(legacy.db);
      assert.deepEqual(await migrate(legacy), []);
      const rows = await recorded(legacy);
      assert.deepEqual(
        rows.map((row) => row.name),
        await migrationFiles(),
      );
      for (const row of rows) assert.match(row.checksum ?? '', /^[0-9a-f]{64}$/, row.name);
      // From then on the files are held to those checksums.
      assert.deepEqual(await migrate(legacy), []);
    } catch (error) {
      await legacy.close();
      throw error;
    }
    await legacy.close();
  });

  it('tunes no storage and rewrites no table at start-up; the maintenance command does', async () => {
    for (const file of await migrationFiles()) {
      const statements = (await readFile(path.join(migrationsDir, file), 'utf8'))
        .split('\n')
        .filter((line) => !line.trimStart().startsWith('--'))
        .join('\n');
      assert.doesNotMatch(statements, /\bCLUSTER\b|\bVACUUM\b|fillfactor/i, file);
    }
    const fillfactor = async () =>
      (
        await sql<{ relname: string; reloptions: string[] | null }>`
          SELECT relname, reloptions FROM pg_class WHERE relname IN ('users', 'user_plans') ORDER BY relname`.execute(
          handle.db,
        )
      ).rows;
    assert.deepEqual(await fillfactor(), [
      { relname: 'user_plans', reloptions: null },
      { relname: 'users', reloptions: null },
    ]);
    const steps = await tuneStorage(handle);
    assert.ok(steps.some((step) => /rewrite users/.test(step.what)));
    assert.deepEqual(await fillfactor(), [
      { relname: 'user_plans', reloptions: ['fillfactor=50'] },
      { relname: 'users', reloptions: ['fillfactor=50'] },
    ]);
  });
});

describe('references between tables are foreign keys', () => {
  let handle: DatabaseHandle;
  before(async () => {
    handle = await createTestDatabase();
  });
  after(() => handle.close());

  const refusedBy = (constraint: string) => (error: unknown) => {
    assert.ok(typeof error === 'object' && error !== null && 'code' in error && 'message' in error);
    assert.equal(error.code, FOREIGN_KEY_VIOLATION);
    assert.match(String(error.message), new RegExp(constraint));
    return true;
  };

  it('refuses a transaction pointing at a user plan that does not exist', async () => {
    const user = await createUser(handle.db);
    await assert.rejects(
      handle.db
        .insertInto('transactions')
        .values({
          user_id: user.id,
          type: 'earnings',
          status: 'confirmed',
          amount_cents: 1,
          user_plan_id: 999_999,
        })
        .execute(),
      refusedBy('transactions_user_plan_id_fkey'),
    );
  });

  it('refuses a referrer that does not exist', async () => {
    await assert.rejects(
      handle.db
        .insertInto('users')
        .values({ username: 'referred_nowhere', referral_id: 'REFNOWHERE', referred_by: 'NOSUCHID' })
        .execute(),
      refusedBy('users_referred_by_fkey'),
    );
  });

  it('has a foreign key for every column that names another row', async () => {
    const keys = await sql<{ table_name: string; column_name: string }>`
      SELECT cls.relname AS table_name, att.attname AS column_name
      FROM pg_constraint con
      JOIN pg_class cls ON cls.oid = con.conrelid
      JOIN pg_attribute att ON att.attrelid = con.conrelid AND att.attnum = ANY (con.conkey)
      WHERE con.contype = 'f'`.execute(handle.db);
    const covered = new Set(keys.rows.map((row) => `${row.table_name}.${row.column_name}`));
    // Columns whose name says they point at another row (…_id, …_by), except primary keys and
    // audit_log.target_id (an id of any kind of row, kept as text on purpose).
    const columns = await sql<{ table_name: string; column_name: string }>`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND (column_name LIKE '%\_id' OR column_name LIKE '%\_by')
        AND column_name NOT IN ('referral_id', 'target_id')
        AND table_name NOT IN (SELECT table_name FROM information_schema.views WHERE table_schema = 'public')`.execute(
      handle.db,
    );
    const missing = columns.rows
      .map((row) => `${row.table_name}.${row.column_name}`)
      .filter((column) => !covered.has(column));
    assert.deepEqual(missing, []);
  });
});
