/**
 * The platform's languages (decisions §4: the translation widget's eight, translated for real). English is
 * the default and the fallback. The server keeps each account's choice (`language` on the profile) so its
 * e-mails go out in it; the browser keeps the visitor's in local storage.
 */
export const languages = ['en', 'fr', 'it', 'es', 'de', 'nl', 'pl', 'zh-CN'] as const;

export type Language = (typeof languages)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name written in itself, as a language switcher shows it. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  it: 'Italiano',
  es: 'Español',
  de: 'Deutsch',
  nl: 'Nederlands',
  pl: 'Polski',
  'zh-CN': '简体中文',
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/**
 * The platform language for a BCP 47 tag as browsers send it (`fr-CA` → `fr`, `zh-Hans-CN` → `zh-CN`), or
 * null when none fits. Chinese written in traditional characters (`zh-TW`, `zh-HK`, `zh-Hant`) is not
 * simplified Chinese, so it finds none.
 */
export const matchLanguage = (tag: string): Language | null => {
  const parts = tag.trim().toLowerCase().split(/[-_]/);
  const [primary] = parts;
  if (!primary) return null;
  if (primary === 'zh') {
    const traditional =
      parts.includes('hant') || parts.includes('tw') || parts.includes('hk') || parts.includes('mo');
    return traditional ? null : 'zh-CN';
  }
  return isLanguage(primary) ? primary : null;
};

/** The first of the browser's preferred tags (most preferred first) that is a platform language. */
export const preferredLanguage = (tags: readonly string[]): Language | null => {
  for (const tag of tags) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return null;
};
