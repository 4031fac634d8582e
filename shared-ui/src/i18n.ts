/**
 * The platform's i18n layer (issue 8): one i18next instance, shared as a singleton with react-i18next, so
 * every area translates through the same language and the same loaded catalogs.
 *
 * Each package owns its catalogs (`<package>/src/locales/<language>/<namespace>.json`) and registers a lazy
 * loader for its namespace with `registerCatalog`; screens call `useTranslation('<namespace>')` from
 * react-i18next, which suspends until the active language's catalog of that namespace has arrived. Only the
 * active language is downloaded, and only when a screen of that namespace renders: rspack makes each
 * `import(`./locales/${language}/x.json`)` its own chunk.
 *
 * English is the default language; no English catalog is downloaded beside another active language (the
 * catalog parity test guarantees every key exists in all eight), so a key missing at run time shows the key
 * and is reported on the console.
 */
import i18next, { type PostProcessorModule, type ReadCallback, type ResourceKey } from 'i18next';
import { useSyncExternalStore } from 'react';
import { initReactI18next } from 'react-i18next';

/** A namespace's catalog: nested objects of strings (i18next's `_one`/`_other` suffixes for plurals). */
export interface Catalog {
  [key: string]: string | Catalog;
}

/**
 * A platform language code (`en`, `fr`, `zh-CN`...). The list and the visitor's choice live in shared-api
 * (`languages`, `language`); the kit takes the code as it is given (shared-ui does not import shared-api).
 */
export type LanguageCode = string;

export type CatalogLoader = (language: LanguageCode) => Promise<{ default: Catalog }>;

/** A global set before the app loads (the browser tests' `page.addInitScript`) to wrap every string. */
export const PSEUDO_LOCALE_FLAG = '__VESTORA_PSEUDO_LOCALE__';
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const loaders = new Map<string, CatalogLoader>();

/**
 * Registers the lazy loader of a namespace's catalogs: call it once, at module level, in the module that
 * owns the namespace (before any screen of that namespace renders). The loader is called with the active
 * language only, and only when a screen uses the namespace.
 */
export const registerCatalog = (namespace: string, load: CatalogLoader): void => {
  loaders.set(namespace, load);
};

/** i18next backend: a registered loader per namespace. */
const catalogBackend = {
  type: 'backend' as const,
  init: () => {},
  read: (language: string, namespace: string, callback: ReadCallback) => {
    const load = loaders.get(namespace);
    if (!load) {
      callback(new Error(`No catalog is registered for the namespace "${namespace}"`), false);
      return;
    }
    load(language).then(
      (module) => callback(null, module.default as ResourceKey),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Tests only: wraps every translated string, so a text that did not come through a catalog stands out. */
const pseudoLocale: PostProcessorModule = {
  type: 'postProcessor',
  name: 'pseudo',
  process: (value: string) => `${PSEUDO_OPEN}${value}${PSEUDO_CLOSE}`,
};

export const isPseudoLocale = (): boolean =>
  (globalThis as Record<string, unknown>)[PSEUDO_LOCALE_FLAG] === true;

/** The one instance (react-i18next finds it through `initReactI18next`, no provider needed). */
export const i18n = i18next.createInstance();

void i18n
  .use(catalogBackend)
  .use(pseudoLocale)
  .use(initReactI18next)
  .init({
    // Nothing is loaded until `loadLanguage` (the shell's bootstrap) or a screen asks for a namespace.
    lng: 'en',
    ns: [],
    defaultNS: 'ui',
    fallbackLng: false,
    // `zh-CN` is loaded as itself, never as `zh` beside it.
    load: 'currentOnly',
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnEmptyString: false,
    postProcess: isPseudoLocale() ? ['pseudo'] : false,
    react: { useSuspense: true },
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => {
      console.warn(`[i18n] missing "${namespace}:${key}" in ${languages.join(', ')}`);
    },
  });

/**
 * Switches to `language` once the catalogs of `namespaces` and of every namespace already in use are loaded
 * in it, so the screen changes language in one step (no flash of keys or of the previous language).
 */
export const loadLanguage = async (
  language: LanguageCode,
  namespaces: readonly string[] = [],
): Promise<void> => {
  const known = i18n.options.ns;
  const list = Array.isArray(known) ? [...known] : typeof known === 'string' ? [known] : [];
  // Every namespace the page has now, however it arrived (a screen's useTranslation, or added as a bundle).
  const inUse = Object.keys(i18n.store.data[i18n.language] ?? {});
  for (const namespace of [...namespaces, ...inUse]) if (!list.includes(namespace)) list.push(namespace);
  i18n.options.ns = list;
  await i18n.changeLanguage(language);
};

const subscribeToLanguage = (onChange: () => void) => {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
};
const activeLanguage = (): LanguageCode => i18n.language;

/** The language the layer currently shows (changes only once its catalogs are loaded). */
export const currentLanguage = activeLanguage;

/** The language the layer currently shows, re-rendering on change; never suspends. */
export const useCurrentLanguage = (): LanguageCode =>
  useSyncExternalStore(subscribeToLanguage, activeLanguage, activeLanguage);

/** An error as the client receives it (shared-api's `ApiError`): a stable `code` beside the English message. */
interface ErrorLike {
  message?: unknown;
  code?: unknown;
  kind?: unknown;
  /** The sign-in call's human text (spec §8: POST /login answers `{ message, error }`). */
  error?: unknown;
}

/**
 * The text to show for a failed call: the `ui` catalog's `errors.<code>` for a code it knows, the network
 * text when no response came, else the server's own message, else `fallback` (default: the generic error).
 *
 * In English the server's message wins over the catalog: it is English already, and more precise than a
 * code's general text (`validation_failed` says which field; `insufficient_balance` the amount).
 */
export const errorText = (error: unknown, fallback?: string): string => {
  const { code, kind, message } = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  // Only the client's ApiError (it has a `kind`) carries a message meant for people.
  const serverMessage = kind === 'http' && typeof message === 'string' && message ? message : null;
  if (kind === 'network' || kind === 'timeout') return i18n.t('errors.network', { ns: 'ui' });
  if (serverMessage && i18n.language === 'en') return serverMessage;
  if (typeof code === 'string' && i18n.exists(`errors.${code}`, { ns: 'ui' })) {
    return i18n.t(`errors.${code}`, { ns: 'ui' });
  }
  return serverMessage ?? fallback ?? i18n.t('errors.generic', { ns: 'ui' });
};

/**
 * The text of a failed sign-in (spec §8: the server's `error` field). In English the server's own words
 * are shown (they are English, and the spec names them); in another language the catalog's text for a
 * known code, else the server's words; no response at all gets the network text; else `fallback`.
 */
export const signInErrorText = (error: unknown, fallback: string): string => {
  const {
    code,
    kind,
    message,
    error: serverText,
  } = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  if (kind !== 'http') return errorText(error, fallback);
  if (i18n.language !== 'en' && typeof code === 'string' && i18n.exists(`errors.${code}`, { ns: 'ui' })) {
    return errorText(error);
  }
  if (typeof serverText === 'string' && serverText) return serverText;
  return typeof message === 'string' && message ? message : fallback;
};

registerCatalog('ui', (language) => import(`./locales/${language}/ui.json`));
