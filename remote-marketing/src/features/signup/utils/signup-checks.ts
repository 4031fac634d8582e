/**
 * The sign-up form's own checks (spec §5), as catalog keys of the `marketing` namespace. The server checks
 * the same with the contract; these say it before anything is sent.
 */
import { ageOn, hasText, isStrongPassword, MINIMUM_AGE } from 'shared-api/input-rules';

export const signupMessages = {
  /** Under an empty required field. */
  fieldRequired: 'signup.errors.fieldRequired',
  /** Beside the form when any required field is empty (spec §5). */
  required: 'signup.errors.required',
  passwordCriteria: 'signup.errors.passwordCriteria',
  passwordsDiffer: 'signup.errors.passwordsDiffer',
  terms: 'signup.errors.terms',
  underage: 'signup.errors.underage',
  countryUnknown: 'signup.errors.countryUnknown',
  dateInvalid: 'signup.errors.dateInvalid',
} as const;

export type SignupMessage = (typeof signupMessages)[keyof typeof signupMessages];

/** The order the form-level messages are listed in: the spec's order, then the others. */
const summaryOrder: readonly SignupMessage[] = [
  signupMessages.required,
  signupMessages.passwordCriteria,
  signupMessages.passwordsDiffer,
  signupMessages.terms,
  signupMessages.underage,
  signupMessages.countryUnknown,
  signupMessages.dateInvalid,
];

/** The distinct messages to list beside the form for the fields' current problems (catalog keys). */
export const summaryOf = (fieldMessages: ReadonlyArray<string | undefined>): SignupMessage[] => {
  const found = new Set(
    fieldMessages.map((message) =>
      message === signupMessages.fieldRequired ? signupMessages.required : message,
    ),
  );
  return summaryOrder.filter((message) => found.has(message));
};

export const requiredText = (value: string): true | SignupMessage =>
  hasText(value) || signupMessages.fieldRequired;

/** Date of birth (YYYY-MM-DD from the date input): given, a real date, and 18 or older today. */
export const checkDateOfBirth = (value: string, today = new Date()): true | SignupMessage => {
  if (!hasText(value)) return signupMessages.fieldRequired;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
    return signupMessages.dateInvalid;
  return ageOn(value, today) >= MINIMUM_AGE || signupMessages.underage;
};

export const checkNewPassword = (value: string): true | SignupMessage => {
  if (value.length === 0) return signupMessages.fieldRequired;
  return isStrongPassword(value) || signupMessages.passwordCriteria;
};

export const checkConfirmation = (value: string, password: string): true | SignupMessage => {
  if (value.length === 0) return signupMessages.fieldRequired;
  return value === password || signupMessages.passwordsDiffer;
};

/** The latest date of birth the date picker offers: 18 years before today (local calendar day). */
export const latestBirthDate = (today = new Date()): string => {
  const limit = new Date(today.getFullYear() - MINIMUM_AGE, today.getMonth(), today.getDate());
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${limit.getFullYear()}-${pad(limit.getMonth() + 1)}-${pad(limit.getDate())}`;
};
