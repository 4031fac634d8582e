import { occupations, salaryRanges } from 'shared-api/identity-options';

type Translate = (key: string) => string;

/** The catalog key of an occupation: its English name in letters only (`Self-employed` → `Selfemployed`). */
const occupationKey = (occupation: string) =>
  `profile.identity.occupation.${occupation.replace(/[^A-Za-z]/g, '')}`;

/** The salary ranges' catalog keys, in the contract's order. */
const salaryKeys = ['under50', 'from50to100', 'from100to150', 'from150to200', 'over200'] as const;

/** The 68 occupations (ending in Others) as select options: the contract's value, a translated label. */
export const occupationOptions = (t: Translate) =>
  occupations.map((occupation) => ({ value: occupation, label: t(occupationKey(occupation)) }));

/** The five salary ranges as select options. */
export const salaryOptions = (t: Translate) =>
  salaryRanges.map((range, index) => ({
    value: range,
    label: t(`profile.identity.salary.${salaryKeys[index]}`),
  }));
