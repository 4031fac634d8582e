/**
 * A fresh, migrated database per test file: a new database on the PostgreSQL server named by
 * TEST_DATABASE_URL, else an embedded PGlite started from a migrated dump (creating PGlite and migrating
 * takes seconds; loading the dump a fraction of that). The dump is cached per migration set in the OS
 * temp folder.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, type DatabaseHandle } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { createThrowawayPostgres } from '../../src/db/throwaway-postgres';

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/db/migrations');

const migrationsDigest = (): string => {
  const digest = createHash('sha256');
  for (const file of readdirSync(migrationsDir).sort())
    digest.update(file).update(readFileSync(path.join(migrationsDir, file)));
  return digest.digest('hex').slice(0, 16);
};

const templateDump = async (): Promise<Blob> => {
  const file = path.join(os.tmpdir(), `vestora-pglite-${migrationsDigest()}.tar.gz`);
  if (existsSync(file)) return new Blob([await readFile(file)]);
  const handle = createDatabase({ dataDir: 'memory://' });
  await migrate(handle);
  const dump = await handle.pglite!.dumpDataDir('gzip');
  await handle.close();
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
};

export const usingPostgres = (): boolean => Boolean(process.env.TEST_DATABASE_URL);

export const createTestDatabase = async (
  timeouts: { connectTimeoutMs?: number; statementTimeoutMs?: number } = {},
): Promise<DatabaseHandle> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = createDatabase({ dataDir: 'memory://', loadDataDir: await templateDump(), ...timeouts });
    // A PGlite closed before it finished starting keeps the process alive: let it start first.
    await handle.pglite?.waitReady;
    return handle;
  }

  return createThrowawayPostgres(serverUrl, { prefix: 'vestora_test', poolSize: 60, ...timeouts });
};
