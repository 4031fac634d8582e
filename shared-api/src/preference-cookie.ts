/**
 * The visitor's language and theme mirrored into cookies beside localStorage: the server renders the public
 * pages (mock-server's server-render) and can read cookies, not storage. Not a secret and not a session: a
 * year long, readable by scripts, sent on same-site navigations.
 */
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export const LANGUAGE_COOKIE = 'language';
export const THEME_COOKIE = 'theme';
/** The browser's IANA time zone (`Asia/Shanghai`): the server writes a page's dates in it. */
export const TIME_ZONE_COOKIE = 'tz';

export const writePreferenceCookie = (
  name: typeof LANGUAGE_COOKIE | typeof THEME_COOKIE | typeof TIME_ZONE_COOKIE,
  value: string,
  doc: Document | undefined = globalThis.document,
): void => {
  if (!doc) return;
  doc.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
};
