/**
 * Errors a service may throw on purpose. Their message is written for the person using the platform and is
 * sent as is; anything else that escapes a route is logged and answered with a generic 500.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra fields of the body, e.g. `{ error }` for login and address-delete failures. */
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, extra?: Record<string, string>) =>
  new AppError(400, message, extra);
export const unauthorized = (message = 'Please sign in to continue.', extra?: Record<string, string>) =>
  new AppError(401, message, extra);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError(403, message);
export const notFound = (message = 'Not found.') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooLarge = (message: string) => new AppError(413, message);

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
