import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { isDatabaseUnavailable } from './unavailable';

/**
 * The pool as Kysely sees it, except that a connection on which a query timed out or the link broke is
 * destroyed on release instead of going back to the pool: pg keeps such a client's unanswered query as
 * its active one, so every later query on it would wait behind it and time out too. Fresh connections are
 * opened as needed, which is how the server recovers by itself once the database answers again.
 */
export const discardingBrokenClients = (pool: pg.Pool): PostgresPool => ({
  connect: async () => {
    const client = await pool.connect();
    let broken: Error | undefined;
    const query = async (text: string, values: ReadonlyArray<unknown>) => {
      try {
        return await client.query(text, [...values]);
      } catch (error) {
        if (isDatabaseUnavailable(error)) broken = error as Error;
        throw error;
      }
    };
    return {
      // Kysely calls the (text, values) form only: no cursor is configured.
      query: query as unknown as PostgresPoolClient['query'],
      release: () => client.release(broken),
    };
  },
  end: () => pool.end(),
});
