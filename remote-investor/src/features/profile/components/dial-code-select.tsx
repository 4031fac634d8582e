import { type ChangeEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Hint, Label } from 'shared-ui/field';
import { useCurrentLanguage } from 'shared-ui/i18n';
import { Input } from 'shared-ui/input';
import { Select } from 'shared-ui/select';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';
import { type DialCode, dialCodes } from './dial-codes';
import { isMainRegion } from './phone-number';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
`;

export interface NamedDialCode extends DialCode {
  name: string;
}

/** Lower case without accents, so `reunion` finds Réunion. */
const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Every dial code with its region named in `language`, in that language's alphabetical order. */
export const namedDialCodes = (language: string): NamedDialCode[] => {
  const names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(language);
  return dialCodes
    .map((entry) => ({ ...entry, name: names.of(entry.region) ?? entry.region }))
    .sort((a, b) => collator.compare(a.name, b.name));
};

/** The codes whose country name, `+code` or region letters contain `query` (all of them when it is blank). */
export const matchDialCodes = (codes: readonly NamedDialCode[], query: string): NamedDialCode[] => {
  const wanted = fold(query.trim());
  if (!wanted) return [...codes];
  const digits = wanted.replace(/^\+/, '');
  return codes.filter(
    (entry) =>
      fold(entry.name).includes(wanted) ||
      (/^\d+$/.test(digits) && entry.code.slice(1).startsWith(digits)) ||
      entry.region.toLowerCase() === wanted,
  );
};

export interface DialCodeSelectProps {
  /** The chosen region (ISO 3166-1 alpha-2). */
  region: string;
  onRegionChange: (region: string) => void;
}

/**
 * The country code of a phone number: a search box that narrows a native select (keyboard and screen
 * reader friendly as it is) to the countries whose name or code matches; when the chosen one drops out,
 * the first match is chosen (a shared code's main region first), so typing a country's name is enough. Names in the reader's language.
 */
export function DialCodeSelect({ region, onRegionChange }: DialCodeSelectProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useCurrentLanguage();
  const codes = useMemo(() => namedDialCodes(language), [language]);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const selectId = useId();
  const statusId = useId();
  const matches = useMemo(() => matchDialCodes(codes, query), [codes, query]);
  const chosen = codes.find((entry) => entry.region === region);
  // The chosen code stays listed even when the search matches nothing, so the select never lies.
  const listed = matches.length > 0 ? matches : chosen ? [chosen] : [];

  const search = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setQuery(next);
    const found = matchDialCodes(codes, next);
    // `+44` means the United Kingdom before Guernsey: a shared code's main region goes first.
    const first = found.find((entry) => isMainRegion(entry.region, entry.code)) ?? found[0];
    if (first && !found.some((entry) => entry.region === region)) onRegionChange(first.region);
  };

  return (
    <Wrapper>
      <Label htmlFor={searchId}>{t('profile.dial.search')}</Label>
      <Input
        id={searchId}
        type="search"
        autoComplete="off"
        value={query}
        onChange={search}
        aria-describedby={statusId}
        aria-controls={selectId}
      />
      <Hint id={statusId} role="status">
        {matches.length > 0
          ? t('profile.dial.matches', { count: matches.length })
          : t('profile.dial.noMatch')}
      </Hint>
      <Label htmlFor={selectId}>{t('profile.dial.label')}</Label>
      <Select
        id={selectId}
        value={region}
        onChange={(event) => onRegionChange(event.target.value)}
        options={listed.map((entry) => ({ value: entry.region, label: `${entry.name} (${entry.code})` }))}
      />
    </Wrapper>
  );
}
