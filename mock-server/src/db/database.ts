import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import {
  type DatabaseConnection,
  type Driver,
  Kysely,
  PGliteDialect,
  PostgresDialect,
  type TransactionSettings,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

/** PostgreSQL type ids whose default parsing we change so both drivers agree. */
const INT8 = 20;
const DATE = 1082;

/**
 * Kysely's PGlite driver hands every caller the same single connection, so two requests in flight at once
 * would run statements inside each other's transactions. PGlite has one connection by nature: we serialise
 * its use, one holder at a time, exactly as a pool of size one would.
 */
class SerializedDriver implements Driver {
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;

  constructor(private readonly inner: Driver) {}

  init() {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.#queue;
    this.#queue = previous.then(() => turn);
    await previous;
    this.#release = release;
    return this.inner.acquireConnection();
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection) {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection) {
    return this.inner.rollbackTransaction(connection);
  }

  async releaseConnection(connection: DatabaseConnection) {
    try {
      await this.inner.releaseConnection(connection);
    } finally {
      const release = this.#release;
      this.#release = undefined;
      release?.();
    }
  }

  destroy() {
    return this.inner.destroy();
  }
}

class SerializedPGliteDialect extends PGliteDialect {
  override createDriver(): Driver {
    return new SerializedDriver(super.createDriver());
  }
}

export interface DatabaseOptions {
  /** postgres://… for a PostgreSQL server; otherwise the embedded database is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database, or `memory://` for a throwaway one. */
  dataDir: string;
  /** A dump (`PGlite.dumpDataDir`) to start the embedded database from (tests start from a migrated one). */
  loadDataDir?: Blob | File;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

export type DB = Kysely<Database>;

/** One database session: multi-statement scripts and plain queries, nobody else in between. */
export interface ScriptRunner {
  exec(script: string): Promise<void>;
  query<Row>(sql: string): Promise<Row[]>;
}
export type ScriptSession = (run: (session: ScriptRunner) => Promise<void>) => Promise<void>;

export interface DatabaseHandle {
  db: DB;
  kind: 'postgres' | 'pglite';
  withScriptSession: ScriptSession;
  /** The embedded database itself (dumps in tests), when that is the kind. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export const createDatabase = (options: DatabaseOptions): DatabaseHandle => {
  if (options.databaseUrl) {
    const types = {
      getTypeParser: (oid: number, format?: 'text' | 'binary') => {
        if (oid === INT8) return (value: string) => Number(value);
        if (oid === DATE) return (value: string) => value;
        return pg.types.getTypeParser(oid, format);
      },
    };
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      types: types as pg.CustomTypesConfig,
    });
    // The server may end an idle connection (restart, failover, DROP DATABASE … WITH (FORCE) in tests). pg
    // reports that as the pool's 'error' event, which crashes the process when nobody listens; the pool
    // has already discarded that connection and opens a new one when needed.
    pool.on('error', () => undefined);
    const withScriptSession: ScriptSession = async (run) => {
      const client = await pool.connect();
      try {
        await run({
          exec: async (script) => {
            await client.query(script);
          },
          query: async <Row>(sql: string) => (await client.query(sql)).rows as Row[],
        });
      } finally {
        client.release();
      }
    };
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    // Kysely's destroy ends the pool.
    return { db, kind: 'postgres', withScriptSession, close: () => db.destroy() };
  }
  const inMemory = options.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  const pglite = new PGlite({
    ...(inMemory ? {} : { dataDir: options.dataDir }),
    parsers: { [INT8]: (value: string) => Number(value), [DATE]: (value: string) => value },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = new Kysely<Database>({ dialect: new SerializedPGliteDialect({ pglite }) });
  // Holding a Kysely connection keeps every other query out while the script runs on the same instance.
  const withScriptSession: ScriptSession = (run) =>
    db.connection().execute(() =>
      run({
        exec: async (script) => {
          await pglite.exec(script);
        },
        query: async <Row>(sql: string) => (await pglite.query<Row>(sql)).rows,
      }),
    );
  // Kysely closes PGlite only if a query ever ran; an instance nobody queried would keep the process alive.
  const close = async () => {
    await db.destroy();
    if (!pglite.closed) await pglite.close();
  };
  return { db, kind: 'pglite', withScriptSession, pglite, close };
};
