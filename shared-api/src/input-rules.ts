/**
 * Input rules of the contract, in plain TypeScript, so that a screen checks a field with the rule the server
 * validates it with, without zod in its bundle (browser code imports only the contract's types). The zod
 * schemas use these constants; where a schema states a rule declaratively instead (`.trim().min(1)`, so the
 * OpenAPI document shows it), input-rules.test.ts proves the schema and the function agree. The plan rules
 * (roi, duration) live beside the payout rule in `./payout`.
 */

/** A required text field holds something besides white space (the schema trims it, then checks this). */
export const hasText = (text: string): boolean => text.trim().length > 0;

/** Sign-in takes any username of at most this many characters (the account's username or its e-mail). */
export const LOGIN_USERNAME_MAX_LENGTH = 254;

/** Every password field: at most this many characters (the rules of a new one are `passwordRules`). */
export const PASSWORD_MAX_LENGTH = 200;

/** A password field that must not be empty (sign-in, current password): any character counts, spaces too. */
export const hasPassword = (password: string): boolean => password.length > 0;

/** Special characters accepted by the password rule (spec: "a fixed set"). */
export const passwordSpecials = '!@#$%^&*()_+-=[]{};\':"\\|,.<>/?~`';

/**
 * The rules of a new password (spec §5), each with an `id` a screen translates its label by (the English
 * `label` is for code without a catalog).
 */
export const passwordRules = [
  { id: 'length', label: 'At least 8 characters', test: (p: string) => p.length >= 8 },
  { id: 'uppercase', label: 'One uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'digit', label: 'One number', test: (p: string) => /\d/.test(p) },
  {
    id: 'special',
    label: 'One special character',
    test: (p: string) => [...p].some((c) => passwordSpecials.includes(c)),
  },
] as const;

export const isStrongPassword = (p: string): boolean => passwordRules.every((rule) => rule.test(p));
