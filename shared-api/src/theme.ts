/**
 * Theme preference (spec §4 + decisions §4): 'dark' | 'light', persisted in localStorage `theme`, shared by
 * every area through one atom and followed by other tabs through the `storage` event (no polling).
 * The shell applies the `dark` class on <html>; remotes only read or toggle the atom.
 */
import { atom } from 'jotai';
import { THEME_COOKIE, writePreferenceCookie } from './preference-cookie';

export type ThemeMode = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';

const parse = (value: string | null | undefined): ThemeMode | null =>
  value === 'dark' || value === 'light' ? value : null;

/** The stored preference, else the system's, else light. */
export const readStoredTheme = (): ThemeMode => {
  try {
    const stored = parse(globalThis.localStorage?.getItem(THEME_STORAGE_KEY));
    if (stored) return stored;
  } catch {
    // Storage unavailable: fall through to the system preference.
  }
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
};

/** Puts (or removes) the `dark` class on the document root. */
export const applyThemeClass = (
  mode: ThemeMode,
  root: HTMLElement | undefined = globalThis.document?.documentElement,
) => {
  if (!root) return;
  root.classList.toggle('dark', mode === 'dark');
  root.style.colorScheme = mode;
};

const themeValueAtom = atom<ThemeMode | undefined>(undefined);
themeValueAtom.onMount = (setTheme) => {
  if (typeof window === 'undefined') return;
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) setTheme(readStoredTheme());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

/** The current theme; writing it persists it. */
export const themeAtom = atom(
  (get): ThemeMode => get(themeValueAtom) ?? readStoredTheme(),
  (_get, set, mode: ThemeMode) => {
    try {
      globalThis.localStorage?.setItem(THEME_STORAGE_KEY, mode);
    } catch {
      // Not persisted; still applied for this page.
    }
    writePreferenceCookie(THEME_COOKIE, mode);
    set(themeValueAtom, mode);
  },
);

export const toggleThemeAtom = atom(null, (get, set) => {
  set(themeAtom, get(themeAtom) === 'dark' ? 'light' : 'dark');
});
