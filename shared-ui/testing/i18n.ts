/**
 * Jest: the English catalogs of every package, added to the i18n layer synchronously (no lazy loading), so
 * component tests render English at once and find texts by their English words. Run by jest.setup.ts.
 * Tests only (the `testing` entry is never bundled or shared).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Catalog, i18n, type LanguageCode } from '../src/i18n';

const repoRoot = path.resolve(__dirname, '..', '..');

/** The eight languages (shared-ui does not import shared-api: the shell's test compares this with its list). */
export const platformLanguages = ['en', 'fr', 'it', 'es', 'de', 'nl', 'pl', 'zh-CN'] as const;

/** The packages that own catalogs (`<package>/src/locales/<language>/<namespace>.json`). */
export const catalogPackages = [
  'shared-ui',
  'shell',
  'remote-marketing',
  'remote-investor',
  'remote-admin',
] as const;

/** Every catalog file of one language: namespace → catalog. */
export const readCatalogs = (language: LanguageCode): Map<string, Catalog> => {
  const result = new Map<string, Catalog>();
  for (const pkg of catalogPackages) {
    const dir = path.join(repoRoot, pkg, 'src', 'locales', language);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir)) {
      if (!file.endsWith('.json')) continue;
      result.set(file.slice(0, -'.json'.length), JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
    }
  }
  return result;
};

/** Adds `language`'s catalogs of every package to the layer (English by default) and switches to it. */
export const loadTestCatalogs = async (language: LanguageCode = 'en'): Promise<void> => {
  for (const [namespace, catalog] of readCatalogs(language)) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, catalog);
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
};

for (const [namespace, catalog] of readCatalogs('en')) i18n.addResourceBundle('en', namespace, catalog);
