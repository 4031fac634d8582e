import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from './database';
import { migrate } from './migrate';

/** A new, empty database on the PostgreSQL server at `serverUrl`: its URL, and how to drop it again. */
export const createScratchDatabase = async (serverUrl: string, prefix: string) => {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
};

/**
 * A new database (migrated unless `empty`) on the PostgreSQL server at `serverUrl`, dropped again by the handle's `close`
 * (tests and the bench: each run gets its own, so they never see each other's rows). `url` reaches it
 * (server processes started on it).
 */
export const createThrowawayPostgres = async (
  serverUrl: string,
  options: {
    prefix: string;
    poolSize?: number;
    /** Leave it without tables (migration tests apply their own). */
    empty?: boolean;
    /** 0: no statement timeout (the bench's bulk set-up). */
    statementTimeoutMs?: number;
    connectTimeoutMs?: number;
  },
): Promise<DatabaseHandle & { url: string }> => {
  const scratch = await createScratchDatabase(serverUrl, options.prefix);
  const handle = createDatabase({
    databaseUrl: scratch.url,
    dataDir: 'memory://',
    ...(options.poolSize ? { poolSize: options.poolSize } : {}),
    ...(options.statementTimeoutMs === undefined ? {} : { statementTimeoutMs: options.statementTimeoutMs }),
    ...(options.connectTimeoutMs === undefined ? {} : { connectTimeoutMs: options.connectTimeoutMs }),
  });
  if (!options.empty) await migrate(handle);
  return {
    ...handle,
    url: scratch.url,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
};
