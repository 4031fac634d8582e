import {
  formatCrypto,
  formatDate,
  formatDateTime,
  formatDollars,
  formatPercent,
  formatSignedDollars,
  greeting,
  monthKey,
  monthLabel,
} from './format';

describe('formatDollars', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    [0.1 + 0.2, '$0.30'],
    [1_000_000, '$1,000,000.00'],
    [-42.125, '-$42.13'],
  ])('%p → %s', (input, expected) => {
    expect(formatDollars(input)).toBe(expected);
  });

  it('does not print NaN', () => {
    expect(formatDollars(Number.NaN)).toBe('—');
  });
});

it('formatSignedDollars puts the given sign before the absolute amount', () => {
  expect(formatSignedDollars(50, '+')).toBe('+$50.00');
  expect(formatSignedDollars(1250.5, '-')).toBe('-$1,250.50');
  expect(formatSignedDollars(-20, '-')).toBe('-$20.00');
});

it('formatCrypto shows a fixed number of decimals', () => {
  expect(formatCrypto(0.00123)).toBe('0.001230');
  expect(formatCrypto(1234.5, 2)).toBe('1,234.50');
  expect(formatCrypto(50 / 97_250.25)).toBe('0.000514');
  expect(formatCrypto(Number.POSITIVE_INFINITY)).toBe('—');
});

it('formatPercent', () => {
  expect(formatPercent(2.5)).toBe('2.5%');
  expect(formatPercent(10)).toBe('10%');
  expect(formatPercent(96.456)).toBe('96.46%');
});

describe('dates (UTC)', () => {
  it('formatDate', () => {
    expect(formatDate('2026-11-22T10:00:00Z')).toBe('22 Nov 2026');
    expect(formatDate('2026-09-01T00:00:00Z')).toBe('1 Sep 2026');
    // Late evening UTC stays on its UTC day whatever the machine's zone.
    expect(formatDate('2026-12-31T23:59:59Z')).toBe('31 Dec 2026');
    expect(formatDate('not a date')).toBe('—');
  });

  it('formatDateTime', () => {
    expect(formatDateTime('2026-11-22T14:05:09Z')).toBe('22 Nov 2026, 14:05 UTC');
    expect(formatDateTime(new Date(Date.UTC(2027, 0, 3, 7, 4)))).toBe('3 Jan 2027, 07:04 UTC');
  });

  it('monthKey and monthLabel group by UTC month', () => {
    expect(monthKey('2026-11-30T23:30:00Z')).toBe('2026-11');
    expect(monthKey('2026-12-01T00:00:00Z')).toBe('2026-12');
    expect(monthKey('garbage')).toBe('');
    expect(monthLabel('2026-11-22T10:00:00Z')).toBe('November 2026');
    expect(monthLabel('2026-02')).toBe('February 2026');
  });
});

describe('greeting (local time)', () => {
  const at = (h: number, m: number) => new Date(2026, 10, 22, h, m);
  it.each([
    [0, 0, 'Good morning'],
    [11, 59, 'Good morning'],
    [12, 0, 'Good afternoon'],
    [17, 59, 'Good afternoon'],
    [18, 0, 'Good evening'],
    [23, 59, 'Good evening'],
  ])('%i:%i → %s', (h, m, expected) => {
    expect(greeting(at(h, m))).toBe(expected);
  });

  it('uses the current time by default', () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 22, 9, 30) });
    try {
      expect(greeting()).toBe('Good morning');
    } finally {
      jest.useRealTimers();
    }
  });
});
