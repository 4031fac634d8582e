/**
 * The rules screens check in plain TypeScript agree with the zod schemas the server validates with, on the
 * edge cases where a hand-written copy would drift (white space of every kind, lengths at the cap, numbers
 * at the bounds and just past them).
 */
import fc from 'fast-check';
import { loginBody } from './contract/auth';
import { planBody } from './contract/plans';
import { hasPassword, hasText, LOGIN_USERNAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './input-rules';
import { isPlanDuration, MAX_PLAN_DURATION_DAYS, MIN_PLAN_DURATION_DAYS, readRoi } from './payout';

/** The schema's verdict on one field: does any problem sit on `field`? */
const fieldPasses = (
  schema: typeof loginBody | typeof planBody,
  body: Record<string, unknown>,
  field: string,
): boolean => {
  const result = schema.safeParse(body);
  return result.success || !result.error.issues.some((issue) => issue.path[0] === field);
};

const validLogin = { username: 'ada', password: 'Secret#2026' };
const validPlan = { title: 'Gold', roi: 1.5, duration: 30, min_amount: 50, max_amount: 999 };

/** White space JavaScript's trim removes (so the schema does), and characters it does not. */
const blanks = [
  '',
  ' ',
  '   ',
  '\t',
  '\n',
  '\r\n',
  '\u00a0',
  '\u2003',
  '\u3000',
  '\ufeff',
  '\u2028',
  ' \t\n ',
];
const notBlank = ['a', ' a ', '\u200b', '.', '0', '\u00a0x'];

describe('login rules = the login schema', () => {
  it.each([...blanks, ...notBlank])('username %j: hasText agrees with the schema', (username) => {
    expect(hasText(username)).toBe(fieldPasses(loginBody, { ...validLogin, username }, 'username'));
  });

  it('agrees on any text (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12, unit: 'binary' }), (username) => {
        expect(hasText(username)).toBe(fieldPasses(loginBody, { ...validLogin, username }, 'username'));
      }),
    );
  });

  it('caps the username at LOGIN_USERNAME_MAX_LENGTH characters once trimmed', () => {
    const longest = 'a'.repeat(LOGIN_USERNAME_MAX_LENGTH);
    expect(fieldPasses(loginBody, { ...validLogin, username: ` ${longest} ` }, 'username')).toBe(true);
    expect(fieldPasses(loginBody, { ...validLogin, username: `${longest}a` }, 'username')).toBe(false);
  });

  it.each(['', ' ', '\t', 'a', ' secret '])('password %j: hasPassword agrees with the schema', (password) => {
    expect(hasPassword(password)).toBe(fieldPasses(loginBody, { ...validLogin, password }, 'password'));
  });

  it('caps the password at PASSWORD_MAX_LENGTH characters, spaces included', () => {
    const longest = ' '.repeat(PASSWORD_MAX_LENGTH);
    expect(fieldPasses(loginBody, { ...validLogin, password: longest }, 'password')).toBe(true);
    expect(fieldPasses(loginBody, { ...validLogin, password: `${longest}a` }, 'password')).toBe(false);
  });
});

describe('plan rules = the plan schema', () => {
  const durations = [
    MIN_PLAN_DURATION_DAYS - 1,
    MIN_PLAN_DURATION_DAYS,
    1.5,
    -1,
    30,
    MAX_PLAN_DURATION_DAYS,
    MAX_PLAN_DURATION_DAYS + 1,
    MAX_PLAN_DURATION_DAYS - 0.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    2 ** 53,
  ];

  it.each(durations)('duration %p: isPlanDuration agrees with the schema', (duration) => {
    expect(isPlanDuration(duration)).toBe(fieldPasses(planBody, { ...validPlan, duration }, 'duration'));
  });

  it('agrees on any duration (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -10, max: 4000 }), fc.double()), (duration) => {
        expect(isPlanDuration(duration)).toBe(fieldPasses(planBody, { ...validPlan, duration }, 'duration'));
      }),
    );
  });

  const rois: Array<number | string> = [
    0,
    0.0001,
    0.00001,
    1e-7,
    1.5,
    '2.50000',
    100,
    100.0001,
    '100.00001',
    -1,
    '1e2',
    '',
    'abc',
    Number.NaN,
  ];

  it.each(rois)('roi %p: readRoi agrees with the schema', (roi) => {
    expect('units' in readRoi(roi)).toBe(fieldPasses(planBody, { ...validPlan, roi }, 'roi'));
  });
});
