import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from './database';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Arbitrary constant: every instance takes the same advisory lock, so only one migrates at a time. */
const MIGRATION_LOCK = 73_451_001;

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Applies the plain-SQL migrations not yet applied, in file-name order, each in its own transaction.
 * Several instances starting together on one PostgreSQL server wait for each other on an advisory lock.
 */
export const migrate = async ({ withScriptSession }: DatabaseHandle): Promise<string[]> => {
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
  const applied: string[] = [];
  await withScriptSession(async (session) => {
    await session.exec(`SELECT pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      await session.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const done = new Set(
        (await session.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
      );
      for (const file of files) {
        if (done.has(file)) continue;
        const sql = await readFile(path.join(migrationsDir, file), 'utf8');
        try {
          await session.exec(
            `BEGIN;\n${sql}\n;INSERT INTO schema_migrations (name) VALUES (${quote(file)});\nCOMMIT;`,
          );
        } catch (error) {
          await session.exec('ROLLBACK').catch(() => undefined);
          throw error;
        }
        applied.push(file);
      }
    } finally {
      await session.exec(`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  });
  return applied;
};
