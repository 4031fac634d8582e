/**
 * The e-mail address a password reset is for (spec §2 Password reset: kept in session storage between the
 * two screens, cleared on success). Storage that cannot be used (private modes, blocked) reads as empty.
 */
export const RESET_EMAIL_KEY = 'reset_email';

export const readResetEmail = (): string | null => {
  try {
    return globalThis.sessionStorage?.getItem(RESET_EMAIL_KEY) || null;
  } catch {
    return null;
  }
};

export const storeResetEmail = (email: string): void => {
  try {
    globalThis.sessionStorage?.setItem(RESET_EMAIL_KEY, email);
  } catch {
    // Without storage the reset screen sends the visitor back to ask again: nothing else to do.
  }
};

export const clearResetEmail = (): void => {
  try {
    globalThis.sessionStorage?.removeItem(RESET_EMAIL_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
};
