import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import type { DatabaseHandle } from './database';
import type { Database } from './schema';

export const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Where applied migrations are recorded (the old runner's table, extended in place). */
export const MIGRATION_TABLE = 'schema_migrations';
export const MIGRATION_LOCK_TABLE = 'schema_migrations_lock';

/** Arbitrary constant: every instance takes the same advisory lock, so only one migrates at a time. */
const MIGRATION_LOCK = 73_451_001;

/** A migration could not be applied, or the record of applied ones does not match the files. */
export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

interface MigrationFile {
  name: string;
  script: string;
  checksum: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const readMigrationFiles = async (dir: string): Promise<MigrationFile[]> => {
  const names = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (name) => {
      const script = await readFile(path.join(dir, name), 'utf8');
      return { name, script, checksum: sha256(script) };
    }),
  );
};

/**
 * One connection with a transaction open on it (BEGIN … COMMIT by `inOneTransaction`): Kysely's Migrator
 * runs on a connection, not on a Transaction object, so the transaction is opened by hand around it.
 */
type Trx = Kysely<Database>;

/** Runs `work` on one connection inside one transaction: all of it is committed, or none of it. */
const inOneTransaction = <T>(handle: DatabaseHandle, work: (trx: Trx) => Promise<T>): Promise<T> =>
  handle.db.connection().execute(async (connection) => {
    await sql`BEGIN`.execute(connection);
    try {
      const result = await work(connection);
      await sql`COMMIT`.execute(connection);
      return result;
    } catch (error) {
      await sql`ROLLBACK`.execute(connection).catch(() => undefined);
      throw error;
    }
  });

/**
 * The table as Kysely's Migrator expects it (name, timestamp) plus the file's checksum. A database made by the
 * runner before this one has (name, applied_at) only: the columns are added and filled from applied_at.
 */
const prepareTable = async (trx: Trx) => {
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.table(MIGRATION_TABLE)} (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`.execute(trx);
  await sql`ALTER TABLE ${sql.table(MIGRATION_TABLE)} ADD COLUMN IF NOT EXISTS timestamp text`.execute(trx);
  await sql`ALTER TABLE ${sql.table(MIGRATION_TABLE)} ADD COLUMN IF NOT EXISTS checksum text`.execute(trx);
  await sql`
    UPDATE ${sql.table(MIGRATION_TABLE)}
    SET timestamp = to_char(applied_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    WHERE timestamp IS NULL`.execute(trx);
  await sql`ALTER TABLE ${sql.table(MIGRATION_TABLE)} ALTER COLUMN timestamp SET NOT NULL`.execute(trx);
};

interface AppliedRow {
  name: string;
  checksum: string | null;
}

const appliedRows = async (trx: Trx) =>
  (await sql<AppliedRow>`SELECT name, checksum FROM ${sql.table(MIGRATION_TABLE)} ORDER BY name`.execute(trx))
    .rows;

/** An applied migration is immutable: its file must still be there and read exactly as when it ran. */
const verifyApplied = (applied: AppliedRow[], files: Map<string, MigrationFile>) => {
  for (const row of applied) {
    const file = files.get(row.name);
    if (!file) {
      throw new MigrationError(
        `Migration ${row.name} was applied to this database but its file is missing from ${migrationsDir}. ` +
          'Restore it: applied migrations are never removed.',
      );
    }
    if (row.checksum !== null && row.checksum !== file.checksum) {
      throw new MigrationError(
        `Migration ${row.name} was changed after it was applied to this database (sha256 ${row.checksum.slice(0, 12)}… ` +
          `when applied, ${file.checksum.slice(0, 12)}… now). Restore the applied version and put the change in a new migration.`,
      );
    }
  }
};

const describeFailure = (failed: string | undefined, error: unknown) => {
  const reason = error instanceof Error ? error.message : String(error);
  return new MigrationError(
    failed ? `Migration ${failed} failed: ${reason}` : reason,
    ...(error instanceof Error ? [{ cause: error }] : []),
  );
};

export interface MigrateOptions {
  /** Apply up to and including this migration only (tests of a migration on data made before it). */
  through?: string;
  /** Another folder of migrations (tests of the runner itself). */
  dir?: string;
}

/**
 * Applies the plain-SQL migrations not yet applied, in file-name order, with Kysely's Migrator, all in one
 * transaction: either the database ends up with every pending migration or with none. Before that it checks
 * every applied migration against its file (sha256), and records the checksum of each newly applied one, and
 * on the first run after the old runner, of every migration that runner applied. Several instances starting
 * together on one PostgreSQL server wait for each other on an advisory lock. Returns the names applied.
 */
export const migrate = async (handle: DatabaseHandle, options: MigrateOptions = {}): Promise<string[]> => {
  const files = await readMigrationFiles(options.dir ?? migrationsDir);
  const byName = new Map(files.map((file) => [file.name, file]));
  if (options.through && !byName.has(options.through))
    throw new MigrationError(`No migration named ${options.through}.`);
  return inOneTransaction(handle, async (trx) => {
    if (handle.kind === 'postgres') {
      await sql`SELECT pg_advisory_xact_lock(${sql.lit(MIGRATION_LOCK)})`.execute(trx);
      // A migration may rewrite a large table: the request-serving statement timeout does not apply here.
      await sql`SET LOCAL statement_timeout = 0`.execute(trx);
    }
    await prepareTable(trx);
    verifyApplied(await appliedRows(trx), byName);

    // The script's own error: on PostgreSQL, Kysely's release of its lock then fails in the aborted
    // transaction and would be reported instead.
    let failure: { name: string; error: unknown } | undefined;
    const migrations = Object.fromEntries(
      files.map((file): [string, Migration] => [
        file.name,
        {
          up: async (db) => {
            try {
              await handle.execScript(db as Trx, file.script);
            } catch (error) {
              failure = { name: file.name, error };
              throw error;
            }
          },
        },
      ]),
    );
    const migrator = new Migrator({
      db: trx,
      provider: { getMigrations: async () => migrations },
      migrationTableName: MIGRATION_TABLE,
      migrationLockTableName: MIGRATION_LOCK_TABLE,
      // Branches merged in any order each bring their own numbers: a migration numbered below the newest
      // applied one is still applied (once), rather than refused.
      allowUnorderedMigrations: true,
      // The transaction is already open (above); the Migrator takes its lock inside it.
      disableTransactions: true,
    });
    const { error, results } = options.through
      ? await migrator.migrateTo(options.through)
      : await migrator.migrateToLatest();
    if (failure) throw describeFailure(failure.name, failure.error);
    if (error)
      throw describeFailure(results?.find((result) => result.status === 'Error')?.migrationName, error);

    for (const row of await appliedRows(trx)) {
      const file = byName.get(row.name);
      if (row.checksum === null && file) {
        await sql`UPDATE ${sql.table(MIGRATION_TABLE)} SET checksum = ${file.checksum} WHERE name = ${row.name}`.execute(
          trx,
        );
      }
    }
    return (results ?? [])
      .filter((result) => result.status === 'Success')
      .map((result) => result.migrationName);
  });
};
