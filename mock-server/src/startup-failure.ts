import type { Config } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { MigrationError } from './db/migrate';
import { isDatabaseUnavailable } from './db/unavailable';

/** The database's address without its password, for messages. */
const describeDatabase = (config: Config) => {
  if (!config.databaseUrl) return `the embedded database in ${config.dataDir}`;
  try {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
  } catch {
    return 'the PostgreSQL server in DATABASE_URL';
  }
};

const reasonOf = (error: unknown): string => {
  if (error instanceof AggregateError && error.errors.length > 0) return reasonOf(error.errors[0]);
  if (error instanceof Error) {
    const code = 'code' in error && typeof error.code === 'string' ? ` (${error.code})` : '';
    return `${error.message || error.name}${code}`;
  }
  return String(error);
};

/** The one line the server prints before exiting when it cannot start. */
export const startupFailure = (error: unknown, config: Config): string => {
  if (error instanceof DataDirInUseError || error instanceof MigrationError)
    return `Cannot start: ${error.message}`;
  if (isDatabaseUnavailable(error))
    return `Cannot start: ${describeDatabase(config)} cannot be reached: ${reasonOf(error)}.`;
  return `Cannot start: ${reasonOf(error)}`;
};
