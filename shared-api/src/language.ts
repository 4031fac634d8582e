/**
 * The visitor's platform language (issue 8), client state like the theme: persisted in localStorage
 * `language`, shared by every area through one atom and followed by other tabs through the `storage` event.
 * A first visit takes the browser's preferred language when it is one of the eight, else English. The shell
 * mirrors the atom into the i18n layer (`shared-ui/i18n`) and `<html lang>`; a signed-in user's choice is
 * also saved on the profile (`useUpdateLanguage`) so e-mails go out in it.
 */
import { atom } from 'jotai';
import { DEFAULT_LANGUAGE, isLanguage, type Language, preferredLanguage } from './languages';
import { LANGUAGE_COOKIE, writePreferenceCookie } from './preference-cookie';

export const LANGUAGE_STORAGE_KEY = 'language';

/** The choice stored in this browser, or null when the visitor never chose (or storage is unavailable). */
export const readStoredLanguage = (): Language | null => {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
};

/** The stored choice, else the browser's first preferred language that the platform has, else English. */
export const initialLanguage = (): Language => {
  const stored = readStoredLanguage();
  if (stored) return stored;
  const navigatorLanguages = globalThis.navigator?.languages ?? [globalThis.navigator?.language ?? ''];
  return preferredLanguage(navigatorLanguages) ?? DEFAULT_LANGUAGE;
};

/** Sets `<html lang>` (screen readers, hyphenation, the browser's own translate offer). */
export const applyLanguageAttribute = (
  language: Language,
  root: HTMLElement | undefined = globalThis.document?.documentElement,
) => {
  if (root) root.lang = language;
};

const languageValueAtom = atom<Language | undefined>(undefined);
languageValueAtom.onMount = (setLanguage) => {
  if (typeof window === 'undefined') return;
  const onStorage = (event: StorageEvent) => {
    if (event.key === LANGUAGE_STORAGE_KEY || event.key === null) setLanguage(initialLanguage());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

/** The active language; writing it persists it in this browser. */
export const languageAtom = atom(
  (get): Language => get(languageValueAtom) ?? initialLanguage(),
  (_get, set, language: Language) => {
    try {
      globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Not persisted; still applied for this page.
    }
    writePreferenceCookie(LANGUAGE_COOKIE, language);
    set(languageValueAtom, language);
  },
);
