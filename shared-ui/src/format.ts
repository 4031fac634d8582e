/**
 * Formatting shared by every screen, through `Intl` in the active language of the i18n layer (issue 8).
 * Dates from the API are ISO 8601 instants and are shown in the viewer's time zone.
 *
 * The plain functions format in the language the layer shows now; a component should take them from
 * `useFormat()`, which re-renders it when the language changes.
 */
import { useMemo } from 'react';
import { currentLanguage, i18n, type LanguageCode, useCurrentLanguage } from './i18n';

const NOT_A_VALUE = '—';

/**
 * The `Intl` locale of a platform language. English amounts stay US-style (`$1,234.50`, the platform's
 * currency is the US dollar); English dates stay day-first (`22 Nov 2026`), as the spec writes them.
 */
const numberLocale = (language: LanguageCode): string => (language === 'en' ? 'en-US' : language);
const dateLocale = (language: LanguageCode): string => (language === 'en' ? 'en-GB' : language);

const numberFormats = new Map<string, Intl.NumberFormat>();
const numberFormat = (language: LanguageCode, options: Intl.NumberFormatOptions): Intl.NumberFormat => {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(language), options);
    numberFormats.set(key, format);
  }
  return format;
};

/** `timeZone` undefined: the viewer's. */
const dateFormat = (
  language: LanguageCode,
  options: Intl.DateTimeFormatOptions,
  timeZone: string | undefined,
): Intl.DateTimeFormat => new Intl.DateTimeFormat(dateLocale(language), { ...options, timeZone });

/** Year and month of an instant in `timeZone` (the viewer's when undefined), as `2026-11`. */
const yearMonth = (date: Date, timeZone: string | undefined): string => {
  const parts = new Intl.DateTimeFormat('en', { year: 'numeric', month: '2-digit', timeZone }).formatToParts(
    date,
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
};

const USD: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
};

const toDate = (value: string | Date): Date | null => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

export type GreetingPart = 'morning' | 'afternoon' | 'evening';

/** By the viewer's clock: morning before 12:00, afternoon before 18:00, evening after. */
export const greetingPart = (date: Date = new Date()): GreetingPart => {
  const hour = date.getHours();
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
};

/** Every formatter, bound to one language; dates in `timeZone`, the viewer's unless given (tests). */
export const formattersFor = (language: LanguageCode, timeZone?: string) => {
  const dollars = (amount: number): string =>
    Number.isFinite(amount) ? numberFormat(language, USD).format(amount) : NOT_A_VALUE;

  /** The sign comes from the transaction type, the amount's own sign is ignored. */
  const signedDollars = (amount: number, sign: '+' | '-'): string => {
    if (!Number.isFinite(amount)) return NOT_A_VALUE;
    const magnitude = Math.abs(amount);
    return numberFormat(language, { ...USD, signDisplay: 'always' }).format(
      sign === '-' ? -magnitude : magnitude,
    );
  };

  /** A fixed number of decimals (6 by default), thousands grouped. */
  const crypto = (amount: number, decimals = 6): string => {
    if (!Number.isFinite(amount)) return NOT_A_VALUE;
    const digits = Math.min(Math.max(Math.trunc(decimals), 0), 20);
    return numberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
      amount,
    );
  };

  /** `2.5` → `2.5%` (`2,5 %` in French). */
  const percent = (value: number, maxDecimals = 2): string =>
    Number.isFinite(value)
      ? numberFormat(language, { style: 'percent', maximumFractionDigits: maxDecimals }).format(value / 100)
      : NOT_A_VALUE;

  /** A plain number, grouped the language's way. */
  const number = (value: number, maxDecimals = 2): string =>
    Number.isFinite(value)
      ? numberFormat(language, { maximumFractionDigits: maxDecimals }).format(value)
      : NOT_A_VALUE;

  const date = (iso: string | Date): string => {
    const value = toDate(iso);
    return value
      ? dateFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }, timeZone).format(value)
      : NOT_A_VALUE;
  };

  /** Date and time with the viewer's zone named (`22 Nov 2026, 14:05 UTC`). */
  const dateTime = (iso: string | Date): string => {
    const value = toDate(iso);
    return value
      ? dateFormat(
          language,
          {
            day: 'numeric',
            month: 'short',
            year: 'numeric',
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
            timeZoneName: 'short',
          },
          timeZone,
        ).format(value)
      : NOT_A_VALUE;
  };

  /** Heading for a month group: takes an instant or a `monthKey` → `November 2026`. */
  const month = (isoOrKey: string | Date): string => {
    const key = typeof isoOrKey === 'string' ? /^(\d{4})-(\d{2})$/.exec(isoOrKey) : null;
    // A key names a month already (no zone): its first day at noon UTC is inside it everywhere.
    const value = key ? new Date(Date.UTC(Number(key[1]), Number(key[2]) - 1, 1, 12)) : toDate(isoOrKey);
    return value
      ? dateFormat(language, { month: 'long', year: 'numeric' }, key ? 'UTC' : timeZone).format(value)
      : NOT_A_VALUE;
  };

  /** `Good morning` / `Good afternoon` / `Good evening` by the viewer's clock, in the language. */
  /** Sortable month key for grouping (`2026-11`), in the same zone as the dates. Empty when invalid. */
  const monthKeyOf = (iso: string | Date): string => {
    const value = toDate(iso);
    return value ? yearMonth(value, timeZone) : '';
  };

  const greet = (at: Date = new Date()): string =>
    i18n.t(`greeting.${greetingPart(at)}`, { ns: 'ui', lng: language });

  return {
    language,
    dollars,
    signedDollars,
    crypto,
    percent,
    number,
    date,
    dateTime,
    monthLabel: month,
    monthKey: monthKeyOf,
    greeting: greet,
  };
};

export type Formatters = ReturnType<typeof formattersFor>;

/**
 * The time zone dates are written in: undefined in the browser (the viewer's own). The server renders a
 * public page in the visitor's zone (their `tz` cookie) so that the browser hydrates the same dates; its
 * renders run one at a time, each setting it first.
 */
let renderTimeZone: string | undefined;
export const setRenderTimeZone = (timeZone: string | undefined): void => {
  renderTimeZone = timeZone;
};
/** The zone this browser shows dates in. */
export const viewerTimeZone = (): string => new Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The formatters of the active language; the component re-renders when the language changes. */
export const useFormat = (): Formatters => {
  const language = useCurrentLanguage();
  return useMemo(() => formattersFor(language, renderTimeZone), [language]);
};

const now = (): Formatters => formattersFor(currentLanguage(), renderTimeZone);

/** `1234.5` → `"$1,234.50"` in English; negative → `"-$1,234.50"`. */
export const formatDollars = (dollars: number): string => now().dollars(dollars);
/** `(50, '+')` → `"+$50.00"`. */
export const formatSignedDollars = (amount: number, sign: '+' | '-'): string =>
  now().signedDollars(amount, sign);
/** `0.00123` → `"0.001230"`. */
export const formatCrypto = (amount: number, decimals = 6): string => now().crypto(amount, decimals);
export const formatPercent = (value: number, maxDecimals = 2): string => now().percent(value, maxDecimals);
/** `"2026-11-22T10:00:00Z"` → `"22 Nov 2026"` in English (viewer's time zone). */
export const formatDate = (iso: string | Date): string => now().date(iso);
export const formatDateTime = (iso: string | Date): string => now().dateTime(iso);
export const monthLabel = (isoOrKey: string | Date): string => now().monthLabel(isoOrKey);
export const greeting = (date: Date = new Date()): string => now().greeting(date);

/** Sortable month key for grouping, in the viewer's time zone: `"2026-11"`. Empty when invalid. */
export const monthKey = (iso: string | Date): string => now().monthKey(iso);
