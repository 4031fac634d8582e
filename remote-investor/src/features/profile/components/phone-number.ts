import { DEFAULT_DIAL_REGION, dialCodes } from './dial-codes';

/** Where several regions share a code, the one a stored number is shown with (spec §9: +1 is the US). */
const mainRegion: Readonly<Record<string, string>> = { '+1': 'US', '+7': 'RU', '+39': 'IT', '+44': 'GB' };

/** Whether `region` is the one a shared code is shown with (or has its code to itself). */
export const isMainRegion = (region: string, code: string): boolean =>
  (mainRegion[code] ?? region) === region;

const regionOfCode = (code: string): string | undefined =>
  mainRegion[code] ?? dialCodes.find((entry) => entry.code === code)?.region;

export const codeOfRegion = (region: string): string =>
  dialCodes.find((entry) => entry.region === region)?.code ?? '+1';

/** The number as stored: the country code, a space, the number as typed (the server checks it). */
export const composePhone = (region: string, number: string): string =>
  `${codeOfRegion(region)} ${number.trim()}`;

/**
 * A stored phone taken apart for the form: `+33 6 12 34 56 78` → France and `6 12 34 56 78`. A number
 * without a known code keeps the default region and shows whole, to be corrected.
 */
export const splitPhone = (phone: string | null): { region: string; number: string } => {
  const stored = phone?.trim() ?? '';
  const match = /^(\+\d{1,4})\s+(.*)$/.exec(stored);
  const region = match?.[1] ? regionOfCode(match[1]) : undefined;
  if (match && region) return { region, number: match[2] ?? '' };
  return { region: DEFAULT_DIAL_REGION, number: stored };
};
