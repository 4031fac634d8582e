/**
 * Telling "the database cannot be reached or does not answer" apart from a bug: those failures answer 503
 * `service_unavailable` (try again later) instead of a 500, and the server keeps running until the database
 * is back.
 */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
}

export const SERVICE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable (its database does not answer). Please try again in a moment.';

/** Node's network error codes of a connection that could not be made or was lost. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** SQLSTATE classes and codes meaning the server is unreachable, shutting down, overloaded or timed out. */
const unavailableSqlStates = new Set([
  '57014', // query_canceled: statement_timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '53300', // too_many_connections
  '55P03', // lock_not_available: lock_timeout
  '25P03', // idle_in_transaction_session_timeout
]);

/** What pg and its pool say, without a code, when a connection cannot be had or is gone. */
const unavailableMessages = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  /Query read timeout/i,
  /Client has encountered a connection error/i,
  /Connection ended unexpectedly/i,
];

export const isDatabaseUnavailable = (error: unknown): boolean => {
  if (error instanceof DatabaseUnavailableError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code && (networkCodes.has(code) || unavailableSqlStates.has(code) || code.startsWith('08')))
    return true;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  if (unavailableMessages.some((pattern) => pattern.test(message))) return true;
  // AggregateError (several addresses tried) and errors wrapping the real cause.
  if ('errors' in error && Array.isArray(error.errors)) return error.errors.some(isDatabaseUnavailable);
  return 'cause' in error && error.cause !== error && isDatabaseUnavailable(error.cause);
};
