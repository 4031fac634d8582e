/** PostgreSQL's unique_violation (SQLSTATE 23505), as both drivers report it. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
