import {
  DEFAULT_LANGUAGE,
  isLanguage,
  languageNames,
  languages,
  matchLanguage,
  preferredLanguage,
} from './languages';

describe('languages', () => {
  it('are the eight of the platform, English first and the default, each named in itself', () => {
    expect(languages).toEqual(['en', 'fr', 'it', 'es', 'de', 'nl', 'pl', 'zh-CN']);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(Object.keys(languageNames)).toEqual([...languages]);
    expect(languageNames['zh-CN']).toBe('简体中文');
    expect(languageNames.fr).toBe('Français');
  });

  it('recognises exactly the listed tags', () => {
    expect(isLanguage('zh-CN')).toBe(true);
    expect(isLanguage('zh-cn')).toBe(false);
    expect(isLanguage('pt')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it('matches a browser tag to a platform language', () => {
    expect(matchLanguage('fr-CA')).toBe('fr');
    expect(matchLanguage('de_AT')).toBe('de');
    expect(matchLanguage('EN-gb')).toBe('en');
    expect(matchLanguage('zh')).toBe('zh-CN');
    expect(matchLanguage('zh-Hans-CN')).toBe('zh-CN');
    expect(matchLanguage('zh-SG')).toBe('zh-CN');
  });

  it('does not take traditional Chinese or other languages for one of the eight', () => {
    expect(matchLanguage('zh-TW')).toBeNull();
    expect(matchLanguage('zh-Hant-HK')).toBeNull();
    expect(matchLanguage('pt-BR')).toBeNull();
    expect(matchLanguage('')).toBeNull();
  });

  it('picks the first preferred tag the platform speaks', () => {
    expect(preferredLanguage(['pt-BR', 'zh-TW', 'nl-BE', 'en'])).toBe('nl');
    expect(preferredLanguage(['ja', 'ko'])).toBeNull();
    expect(preferredLanguage([])).toBeNull();
  });
});
