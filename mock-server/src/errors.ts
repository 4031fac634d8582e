import type { ErrorCode } from 'shared-api/error-codes';

/**
 * Errors a service may throw on purpose. Their message is written for the person using the platform and is
 * sent as is, beside a stable `code` the client can translate; anything else that escapes a route is
 * logged and answered with a generic 500.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    /** Extra fields of the body, e.g. `{ error }` for login and address-delete failures. */
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const SIGN_IN_MESSAGE = 'Please sign in to continue.';

export const badRequest = (code: ErrorCode, message: string, extra?: Record<string, string>) =>
  new AppError(400, code, message, extra);
export const unauthorized = (code: ErrorCode, message: string, extra?: Record<string, string>) =>
  new AppError(401, code, message, extra);
/** The caller is not signed in (no token on a route that needs one). */
export const signInRequired = () => unauthorized('unauthorized', SIGN_IN_MESSAGE);
export const forbidden = (code: ErrorCode, message: string) => new AppError(403, code, message);
export const notFound = (code: ErrorCode, message: string) => new AppError(404, code, message);
export const conflict = (code: ErrorCode, message: string) => new AppError(409, code, message);
export const tooLarge = (message: string) => new AppError(413, 'payload_too_large', message);
export const tooManyRequests = (code: ErrorCode, message: string) => new AppError(429, code, message);

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
