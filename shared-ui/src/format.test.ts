import { act as hookAct, renderHook } from '@testing-library/react';
import { loadTestCatalogs } from '../testing/i18n';
import {
  formatCrypto,
  formatDate,
  formatDateTime,
  formatDollars,
  formatPercent,
  formatSignedDollars,
  formattersFor,
  greeting,
  monthKey,
  monthLabel,
  useFormat,
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

describe('dates (the test machine is set to UTC)', () => {
  it('formatDate', () => {
    expect(formatDate('2026-11-22T10:00:00Z')).toBe('22 Nov 2026');
    expect(formatDate('2026-09-01T00:00:00Z')).toBe('1 Sept 2026');
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

describe("in the viewer's time zone", () => {
  it('a late UTC evening is the next day in Shanghai, and the zone is named', () => {
    const shanghai = formattersFor('en', 'Asia/Shanghai');
    expect(shanghai.date('2026-12-31T23:59:59Z')).toBe('1 Jan 2027');
    expect(shanghai.monthKey('2026-11-30T23:30:00Z')).toBe('2026-12');
    expect(shanghai.monthLabel('2026-11-30T23:30:00Z')).toBe('December 2026');
    expect(shanghai.dateTime('2026-11-22T14:05:09Z')).toBe('22 Nov 2026, 22:05 GMT+8');
    // A month key is a month already, whatever the zone.
    expect(formattersFor('en', 'Pacific/Honolulu').monthLabel('2026-02')).toBe('February 2026');
  });
});

describe('in the active language', () => {
  it('French: amounts, numbers, dates, months and the greeting', async () => {
    await loadTestCatalogs('fr');
    // Intl separates French thousands with a narrow no-break space and puts the symbol after.
    expect(formatDollars(1234.5)).toBe('1\u202f234,50\u00a0$US');
    expect(formatSignedDollars(50, '+')).toBe('+50,00\u00a0$US');
    expect(formatPercent(2.5)).toBe('2,5\u00a0%');
    expect(formatCrypto(1234.5, 2)).toBe('1\u202f234,50');
    expect(formatDate('2026-11-22T10:00:00Z')).toBe('22 nov. 2026');
    expect(monthLabel('2026-02')).toBe('février 2026');
    expect(greeting(new Date(2026, 10, 22, 20, 0))).toBe('Bonsoir');
  });

  it('Simplified Chinese', async () => {
    await loadTestCatalogs('zh-CN');
    expect(formatDollars(1234.5)).toBe('US$1,234.50');
    expect(formatDate('2026-11-22T10:00:00Z')).toBe('2026年11月22日');
    expect(monthLabel('2026-11')).toBe('2026年11月');
    expect(greeting(new Date(2026, 10, 22, 8, 0))).toBe('早上好');
  });

  it('German and Polish group and place the symbol their own way', () => {
    expect(formattersFor('de').dollars(1234.5)).toBe('1.234,50\u00a0$');
    expect(formattersFor('pl').dollars(1234.5)).toBe('1234,50\u00a0USD');
    expect(formattersFor('pl').dollars(12345.5)).toBe('12\u00a0345,50\u00a0USD');
  });

  it('useFormat re-renders its component in the new language', async () => {
    const { result } = renderHook(() => useFormat());
    expect(result.current.dollars(5)).toBe('$5.00');
    await hookAct(() => loadTestCatalogs('it'));
    expect(result.current.language).toBe('it');
    expect(result.current.dollars(5)).toBe('5,00\u00a0USD');
  });
});
