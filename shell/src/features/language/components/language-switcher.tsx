import { useAtom, useAtomValue } from 'jotai';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { languageAtom } from 'shared-api/language';
import { isLanguage, languageNames, languages } from 'shared-api/languages';
import { useUpdateLanguage } from 'shared-api/queries/account';
import { isLoggedInAtom } from 'shared-api/session';
import { errorText } from 'shared-ui/i18n';
import { notify } from 'shared-ui/toast';
import styled from 'styled-components';

const Select = styled.select`
  min-height: 2.25rem;
  max-width: 9.5rem;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

/**
 * The language switcher: each language named in itself. The choice is applied at once and kept in this
 * browser; a signed-in user's is also saved on the profile, so the platform's e-mails follow it.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const [language, setLanguage] = useAtom(languageAtom);
  const signedIn = useAtomValue(isLoggedInAtom);
  const save = useUpdateLanguage();

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (!isLanguage(next) || next === language) return;
    setLanguage(next);
    if (signedIn) {
      save.mutate({ language: next }, { onError: (error) => notify.error(errorText(error)) });
    }
  };

  return (
    <Select className={className} aria-label={t('language.label')} value={language} onChange={onChange}>
      {languages.map((code) => (
        <option key={code} value={code} lang={code}>
          {languageNames[code]}
        </option>
      ))}
    </Select>
  );
}
