import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useLayoutEffect } from 'react';
import { applyLanguageAttribute, languageAtom, readStoredLanguage } from 'shared-api/language';
import { isLanguage } from 'shared-api/languages';
import { profileAtom } from 'shared-api/session';
import { loadLanguage, useCurrentLanguage } from 'shared-ui/i18n';
import { SHELL_NAMESPACES } from '../../../i18n';

/**
 * Mirrors the shared language atom into the i18n layer: the catalogs in use are loaded in the new language,
 * then every area switches at once and `<html lang>` follows. Other tabs follow through the atom's `storage`
 * subscription. After sign-in, a visitor who never chose a language in this browser gets their profile's.
 */
export function LanguageBridge() {
  const language = useAtomValue(languageAtom);
  const setLanguage = useSetAtom(languageAtom);
  const shown = useCurrentLanguage();
  const profileLanguage = useAtomValue(profileAtom)?.language;

  useEffect(() => {
    loadLanguage(language, SHELL_NAMESPACES).catch((error: unknown) =>
      console.error(`[shell] could not load the ${language} catalogs`, error),
    );
  }, [language]);

  useLayoutEffect(() => {
    if (isLanguage(shown)) applyLanguageAttribute(shown);
  }, [shown]);

  useEffect(() => {
    if (isLanguage(profileLanguage) && readStoredLanguage() === null) setLanguage(profileLanguage);
  }, [profileLanguage, setLanguage]);

  return null;
}
