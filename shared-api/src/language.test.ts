import { createStore } from 'jotai';
import {
  applyLanguageAttribute,
  initialLanguage,
  LANGUAGE_STORAGE_KEY,
  languageAtom,
  readStoredLanguage,
} from './language';

const setNavigatorLanguages = (tags: readonly string[]) => {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(tags);
};

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('initialLanguage', () => {
  it("takes the browser's first preferred language that the platform has", () => {
    setNavigatorLanguages(['pt-BR', 'fr-CA', 'en-US']);
    expect(initialLanguage()).toBe('fr');
    setNavigatorLanguages(['zh-Hans-CN', 'en']);
    expect(initialLanguage()).toBe('zh-CN');
  });

  it('falls back to English when none of them is one of the eight', () => {
    setNavigatorLanguages(['pt-BR', 'zh-TW', 'ja']);
    expect(initialLanguage()).toBe('en');
  });

  it("prefers this browser's stored choice, and ignores a stored value that is not a language", () => {
    setNavigatorLanguages(['fr-FR']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    expect(initialLanguage()).toBe('de');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    expect(readStoredLanguage()).toBeNull();
    expect(initialLanguage()).toBe('fr');
  });
});

describe('languageAtom', () => {
  it('persists a choice', () => {
    setNavigatorLanguages(['en-GB']);
    const store = createStore();
    expect(store.get(languageAtom)).toBe('en');
    store.set(languageAtom, 'pl');
    expect(store.get(languageAtom)).toBe('pl');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('pl');
  });

  it('follows another tab through the storage event while mounted', () => {
    const store = createStore();
    const unsubscribe = store.sub(languageAtom, () => {});
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'nl');
    window.dispatchEvent(new StorageEvent('storage', { key: LANGUAGE_STORAGE_KEY, newValue: 'nl' }));
    expect(store.get(languageAtom)).toBe('nl');
    unsubscribe();
  });
});

it('applyLanguageAttribute sets <html lang>', () => {
  applyLanguageAttribute('zh-CN');
  expect(document.documentElement.lang).toBe('zh-CN');
});
