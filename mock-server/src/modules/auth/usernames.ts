/** Erased accounts are renamed `erased-<id>` by the retention job; nobody else may take that shape. */
export const ERASED_PREFIX = 'erased-';

export const erasedUsername = (userId: number) => `${ERASED_PREFIX}${userId}`;

/** Why a username cannot be chosen, or null when it can (uniqueness is checked apart). */
export const usernameProblem = (username: string): string | null =>
  username.toLowerCase().startsWith(ERASED_PREFIX) ? 'This username is reserved. Choose another one.' : null;
