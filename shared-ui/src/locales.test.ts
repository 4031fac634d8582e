/**
 * Catalog parity (issue 8): every key of every namespace of every package exists in all eight languages,
 * with the same interpolation variables, and each plural has exactly the forms its language's plural rules
 * use (i18next's `_one`/`_few`/`_many`/`_other` suffixes, from Intl.PluralRules as i18next itself does).
 * Because of this test no English catalog is downloaded beside another language as a fallback.
 */

import { readCatalogs } from '../testing/i18n';
import { type Catalog, i18n } from './i18n';

// shared-ui does not import shared-api: the list is checked against shared-api's own in the shell's test.
export const platformLanguages = ['en', 'fr', 'it', 'es', 'de', 'nl', 'pl', 'zh-CN'] as const;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

const flatten = (catalog: Catalog, prefix = ''): Map<string, unknown> => {
  const result = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [inner, text] of flatten(value, path)) result.set(inner, text);
    } else result.set(path, value);
  }
  return result;
};

/** `{{name}}`, `{{count}}`, `{{amount, number}}` → name, count, amount; `<0>`/`<link>` tags of <Trans>. */
const placeholders = (text: string): string[] => {
  const names = [...text.matchAll(/{{\s*([\w.]+)[^}]*}}/g)].map((m) => `{{${m[1]}}}`);
  const tags = [...text.matchAll(/<\/?([\w]+)\s*\/?>/g)].map((m) => `<${m[1]}>`);
  return [...new Set([...names, ...tags])].sort();
};

interface Entry {
  forms: Set<string>;
  placeholders: Set<string>;
}

/** Base key → the plural forms it has ('' for a plain key) and the placeholders of all its forms. */
const entries = (catalog: Catalog): Map<string, Entry> => {
  const result = new Map<string, Entry>();
  for (const [key, text] of flatten(catalog)) {
    const match = PLURAL_SUFFIX.exec(key);
    const base = match ? key.slice(0, match.index) : key;
    const entry = result.get(base) ?? { forms: new Set<string>(), placeholders: new Set<string>() };
    entry.forms.add(match?.[1] ?? '');
    for (const p of typeof text === 'string' ? placeholders(text) : []) entry.placeholders.add(p);
    result.set(base, entry);
  }
  return result;
};

const pluralForms = (language: string): string[] =>
  [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();

const english = readCatalogs('en');

it('finds the catalogs of the shell and of shared-ui', () => {
  expect([...english.keys()]).toEqual(expect.arrayContaining(['shell', 'ui']));
});

describe.each(platformLanguages)('%s', (language) => {
  const catalogs = readCatalogs(language);

  it('has every namespace and no other', () => {
    expect([...catalogs.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([...english.keys()])('%s: every string is a non-empty text', (namespace) => {
    const empty = [...flatten(catalogs.get(namespace) ?? {})].filter(
      ([, text]) => typeof text !== 'string' || text.trim() === '',
    );
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  it.each([...english.keys()])(
    '%s: same keys and placeholders as English, its own plural forms',
    (namespace) => {
      const reference = entries(english.get(namespace) ?? {});
      const own = entries(catalogs.get(namespace) ?? {});
      const problems: string[] = [];
      for (const [key, entry] of reference) {
        const mine = own.get(key);
        if (!mine) {
          problems.push(`missing ${key}`);
          continue;
        }
        const plural = !entry.forms.has('');
        const expectedForms = plural ? pluralForms(language) : [''];
        const forms = [...mine.forms].sort();
        if (forms.join() !== expectedForms.join()) {
          problems.push(`${key}: forms ${forms.join('/') || '(plain)'}, expected ${expectedForms.join('/')}`);
        }
        const expected = [...entry.placeholders].sort().join(' ');
        const actual = [...mine.placeholders].sort().join(' ');
        if (actual !== expected) problems.push(`${key}: placeholders "${actual}", expected "${expected}"`);
      }
      for (const key of own.keys()) if (!reference.has(key)) problems.push(`not in English: ${key}`);
      expect(problems).toEqual([]);
    },
  );
});

it('English plurals have the forms English uses', () => {
  for (const catalog of english.values()) {
    for (const [key, entry] of entries(catalog)) {
      if (!entry.forms.has('')) expect([key, [...entry.forms].sort()]).toEqual([key, pluralForms('en')]);
    }
  }
});

it('the pseudo-locale is off unless a test page asks for it', () => {
  expect(i18n.t('greeting.morning', { ns: 'ui' })).toBe('Good morning');
});
