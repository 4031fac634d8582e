/**
 * The language and theme a server-rendered page is rendered in. The browser keeps the visitor's choices in
 * localStorage, which the server cannot read, and mirrors them into the `language` and `theme` cookies
 * (shared-api `language`, `theme`): the cookie, else the best of `Accept-Language` the platform has, else
 * English; the cookie's theme, else light.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language, matchLanguage } from 'shared-api/languages';

export type ThemeMode = 'light' | 'dark';

export interface PagePreferences {
  language: Language;
  theme: ThemeMode;
  /** The IANA zone the page's dates are written in: the `tz` cookie when it names one, else UTC. */
  timeZone: string;
}

/** A zone name this runtime knows (`Europe/Paris`), else UTC: the cookie is the visitor's to write. */
export const knownTimeZone = (value: string | undefined): string => {
  if (!value || value.length > 64) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
};

/** `fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5` → the tags by preference (q=0 are refused, so dropped). */
export const acceptedLanguageTags = (header: string | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = quality ? Number(quality.slice(2)) : 1;
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);

export const pagePreferences = (
  cookies: Record<string, string | undefined>,
  acceptLanguage: string | undefined,
): PagePreferences => {
  const stored = cookies.language;
  let language: Language = DEFAULT_LANGUAGE;
  if (isLanguage(stored)) language = stored;
  else {
    for (const tag of acceptedLanguageTags(acceptLanguage)) {
      const match = matchLanguage(tag);
      if (match) {
        language = match;
        break;
      }
    }
  }
  return {
    language,
    theme: cookies.theme === 'dark' ? 'dark' : 'light',
    timeZone: knownTimeZone(cookies.tz),
  };
};
