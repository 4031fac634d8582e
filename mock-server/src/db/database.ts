import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import { EmbeddedDialect } from './embedded-driver';
import { discardingBrokenClients } from './resilient-pool';
import type { Database } from './schema';

/** PostgreSQL type ids whose default parsing we change so both drivers agree. */
const INT8 = 20;
const DATE = 1082;

export interface DatabaseOptions {
  /** postgres://… for a PostgreSQL server; otherwise the embedded database is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database, or `memory://` for a throwaway one. */
  dataDir: string;
  /** A dump (`PGlite.dumpDataDir`) to start the embedded database from (tests start from a migrated one). */
  loadDataDir?: Blob | File;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** Longest wait for a connection (PostgreSQL) or for the embedded database's one session. */
  connectTimeoutMs?: number;
  /** Longest a statement may run on PostgreSQL before the server cancels it (0: no limit). */
  statementTimeoutMs?: number;
}

/** Defaults for a request-serving process; jobs and maintenance that need longer set their own. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;
/** A transaction left open this long by a stuck process is ended by PostgreSQL, releasing its locks. */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;
/** Beyond the server's own statement timeout: a server or network that stopped answering at all. */
const READ_TIMEOUT_MARGIN_MS = 5_000;

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
  /**
   * Runs a multi-statement SQL script on `db`, which may be an open transaction (migrations): PostgreSQL
   * takes it as one simple query; the embedded database's one session runs it with `exec`.
   */
  execScript(db: DB, script: string): Promise<void>;
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
    const statementTimeout = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      types: types as pg.CustomTypesConfig,
      connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      statement_timeout: statementTimeout,
      idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
      ...(statementTimeout > 0 ? { query_timeout: statementTimeout + READ_TIMEOUT_MARGIN_MS } : {}),
      keepAlive: true,
    });
    // The server may end an idle connection (restart, failover, DROP DATABASE … WITH (FORCE) in tests). pg
    // reports that as the pool's 'error' event, which crashes the process when nobody listens; the pool
    // has already discarded that connection and opens a new one when needed.
    pool.on('error', () => undefined);
    // The same for a connection lost while checked out (a request in flight when the database goes away): pg
    // emits 'error' on that client, which would end the process; the query in flight fails instead (503), and
    // the client is discarded on release (resilient-pool.ts).
    pool.on('connect', (client) => client.on('error', () => undefined));
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
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: discardingBrokenClients(pool) }),
    });
    // Kysely's destroy ends the pool.
    const execScript = async (target: DB, script: string) => {
      await sql.raw(script).execute(target);
    };
    return { db, kind: 'postgres', withScriptSession, execScript, close: () => db.destroy() };
  }
  const inMemory = options.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  // Two processes writing one embedded database folder corrupt it: the second one is refused here.
  const lock = inMemory ? undefined : acquireDataDirLock(options.dataDir);
  const pglite = new PGlite({
    ...(inMemory ? {} : { dataDir: options.dataDir }),
    parsers: { [INT8]: (value: string) => Number(value), [DATE]: (value: string) => value },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = new Kysely<Database>({
    dialect: new EmbeddedDialect(pglite, options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS),
  });
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
    lock?.release();
  };
  // The caller holds the session (a Kysely transaction or connection on the only one there is).
  const execScript = async (_target: DB, script: string) => {
    await pglite.exec(script);
  };
  return { db, kind: 'pglite', withScriptSession, execScript, pglite, close };
};
