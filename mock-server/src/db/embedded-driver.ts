import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { DatabaseUnavailableError } from './unavailable';

/**
 * Kysely driver for the embedded database. PGlite has one session by nature, so callers take turns, exactly
 * as with a pool of size one; a caller that waits longer than `acquireTimeoutMs` for its turn gets a
 * DatabaseUnavailableError (503) instead of queueing forever behind a stuck holder.
 *
 * Transactions are plain BEGIN/COMMIT on that one session (as on PostgreSQL) rather than PGlite's own
 * `transaction()` wrapper: a migration can then run its multi-statement script with `pglite.exec` inside
 * the migrator's transaction, which the wrapper's exclusive lock would deadlock.
 */
class EmbeddedDriver implements Driver {
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;
  readonly #connection: EmbeddedConnection;

  constructor(
    private readonly pglite: PGlite,
    private readonly acquireTimeoutMs: number,
  ) {
    this.#connection = new EmbeddedConnection(pglite);
  }

  async init() {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.#queue;
    this.#queue = previous.then(() => turn);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), this.acquireTimeoutMs);
    });
    const outcome = await Promise.race([previous.then(() => 'turn' as const), timedOut]);
    clearTimeout(timer);
    if (outcome === 'timeout') {
      // Our place in the queue passes straight on to whoever is behind us once the holder is done.
      void previous.then(release);
      throw new DatabaseUnavailableError(
        `the embedded database stayed busy for more than ${this.acquireTimeoutMs / 1000} s`,
      );
    }
    this.#release = release;
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    let statement = 'begin';
    if (settings.isolationLevel) statement = `start transaction isolation level ${settings.isolationLevel}`;
    await connection.executeQuery(CompiledQuery.raw(statement));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection() {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  async destroy() {
    if (!this.pglite.closed) await this.pglite.close();
  }
}

class EmbeddedConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters], {
      rowMode: 'object',
    });
    return {
      rows: result.rows,
      ...(result.affectedRows === undefined ? {} : { numAffectedRows: BigInt(result.affectedRows) }),
    };
  }

  // biome-ignore lint/correctness/useYield: streaming is refused, as Kysely's own PGlite driver does.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by the embedded database.');
  }
}

/**
 * PostgreSQL's SQL, adapter and introspection on the embedded database (PGlite is PostgreSQL). The driver
 * above does the queueing a single-session database needs, with a bounded wait; Kysely adds no queue of its
 * own in front of a custom driver.
 */
export class EmbeddedDialect implements Dialect {
  constructor(
    private readonly embedded: PGlite,
    private readonly acquireTimeoutMs: number,
  ) {}

  createDriver(): Driver {
    return new EmbeddedDriver(this.embedded, this.acquireTimeoutMs);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  // biome-ignore lint/suspicious/noExplicitAny: Kysely's own Dialect interface takes Kysely<any> here.
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
