/**
 * Numbers, US dollars, calendar days and ranges of days as en-US and es-US write them, without
 * `Intl`. The first `Intl` formatter a page builds loads the browser's locale data on the main
 * thread: measured in Chromium at 4× CPU slowdown (Lighthouse's phone), 100–215 ms for the first
 * `NumberFormat` and another 20–40 ms for the first `DateTimeFormat`, inside the task that takes
 * over a prerendered page. The storefront writes only these two locales, so the few shapes it
 * needs are spelled out here; format.test.ts checks them against `Intl` value by value, in both.
 * Another locale, and anything outside the spelled-out range, falls back to `Intl`.
 *
 * Every formatter takes the page's locale tag last (`usePageLocale()`), default `en-US`.
 */
import { lazy } from './lazy';

/** A locale the shapes below are spelled out for. */
type SpelledLocale = 'en-US' | 'es-US';

interface LocaleShapes {
  /** Thousands and decimal separators (es-US writes them as en-US does: 1,234.5). */
  group: string;
  decimal: string;
  /** Abbreviated month names, January first. */
  months: readonly string[];
  /** "Dec 3" / "3 dic". */
  monthDay: (month: string, date: number) => string;
  /** "Dec 3, 2026" / "3 dic 2026". */
  fullDay: (month: string, date: number, year: number) => string;
  /** A range of days (`from` before `to`, both `YYYY-MM-DD` parts). */
  dayRange: (from: DayParts, to: DayParts) => string;
}

interface DayParts {
  year: number;
  month: string;
  monthIndex: number;
  date: number;
}

/** An en dash between thin spaces, as `Intl.DateTimeFormat#formatRange` writes es-US ranges. */
const SPACED_DASH = '\u2009–\u2009';

const SHAPES: Readonly<Record<SpelledLocale, LocaleShapes>> = {
  'en-US': {
    group: ',',
    decimal: '.',
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    monthDay: (month, date) => `${month} ${date}`,
    fullDay: (month, date, year) => `${month} ${date}, ${year}`,
    // Today's en-US shape (kept): "Dec 3–5", "Dec 30–Jan 2".
    dayRange: (from, to) =>
      from.monthIndex === to.monthIndex && from.year === to.year
        ? `${from.month} ${from.date}–${to.date}`
        : `${from.month} ${from.date}–${to.month} ${to.date}`,
  },
  'es-US': {
    group: ',',
    decimal: '.',
    months: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
    monthDay: (month, date) => `${date} ${month}`,
    fullDay: (month, date, year) => `${date} ${month} ${year}`,
    // As Intl's formatRange: "3–5 de dic", "30 de nov – 2 de dic", the years when they differ.
    dayRange: (from, to) => {
      if (from.year !== to.year)
        return `${from.date} de ${from.month} de ${from.year}${SPACED_DASH}${to.date} de ${to.month} de ${to.year}`;
      if (from.monthIndex !== to.monthIndex)
        return `${from.date} de ${from.month}${SPACED_DASH}${to.date} de ${to.month}`;
      return `${from.date}–${to.date} de ${to.month}`;
    },
  },
};

const shapesOf = (locale: string): LocaleShapes | undefined =>
  Object.hasOwn(SHAPES, locale) ? SHAPES[locale as SpelledLocale] : undefined;

/** Integers and decimals up to here print exactly in plain notation (no exponent). */
const PLAIN_LIMIT = 1e15;

const numberFallbacks = new Map<string, () => Intl.NumberFormat>();
function intlNumber(
  locale: string,
  value: number,
  maxDigits: number,
  minDigits: number,
  currency: boolean,
) {
  const key = `${locale}/${maxDigits}/${minDigits}/${currency}`;
  let format = numberFallbacks.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions = {
      maximumFractionDigits: maxDigits,
      minimumFractionDigits: minDigits,
      ...(currency ? { style: 'currency', currency: 'USD' } : {}),
    };
    format = lazy(() => new Intl.NumberFormat(locale, options));
    numberFallbacks.set(key, format);
  }
  return format().format(value);
}

/**
 * `value` rounded half away from zero to at most `maxDigits` decimals (and at least `minDigits`),
 * thousands grouped, as `Intl.NumberFormat(locale)` prints it. The rounding works on the number's
 * shortest decimal form, as `Intl` does, so 1.005 rounds to 1.01.
 */
function grouped(
  value: number,
  maxDigits: number,
  minDigits: number,
  currency: boolean,
  locale: string,
): string {
  const shapes = shapesOf(locale);
  const size = Math.abs(value);
  if (!shapes || !Number.isFinite(value) || size >= PLAIN_LIMIT || (size !== 0 && size < 1e-6)) {
    return intlNumber(locale, value, maxDigits, minDigits, currency);
  }
  const scaled = Math.round(Number(`${size}e${maxDigits}`));
  const digits = String(scaled).padStart(maxDigits + 1, '0');
  const whole = digits.slice(0, digits.length - maxDigits);
  const fraction = digits
    .slice(digits.length - maxDigits)
    .replace(/0+$/, '')
    .padEnd(minDigits, '0');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const number =
    whole.replace(/\B(?=(\d{3})+(?!\d))/g, shapes.group) +
    (fraction ? `${shapes.decimal}${fraction}` : '');
  return `${sign}${currency ? '$' : ''}${number}`;
}

/**
 * A quantity with thousands separators and at most `maxDigits` decimals: 5000 → "5,000",
 * 15.75 → "15.75" (en-US and es-US alike).
 */
export const formatDecimal = (value: number, maxDigits = 2, locale = 'en-US'): string =>
  grouped(value, maxDigits, 0, false, locale);

/** US dollars, cents only when there are any: 28500 → "$28,500", 189.5 → "$189.50". */
export const formatUsd = (amount: number, locale = 'en-US'): string =>
  Number.isInteger(amount)
    ? grouped(amount, 0, 0, true, locale)
    : grouped(amount, 2, 2, true, locale);

/** The parts of a `YYYY-MM-DD` day in `shapes`' month names, or null when it is not one. */
function calendarParts(day: string, shapes: LocaleShapes): DayParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const monthIndex = match ? Number(match[2]) - 1 : -1;
  const month = shapes.months[monthIndex];
  if (!match || !month) return null;
  return { year: Number(match[1]), month, monthIndex, date: Number(match[3]) };
}

const dateFallbacks = new Map<string, () => Intl.DateTimeFormat>();
/** `Intl`'s answer for a locale without spelled-out shapes (month short, day, maybe year; UTC). */
function intlDate(locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}/${JSON.stringify(options)}`;
  let format = dateFallbacks.get(key);
  if (!format) {
    format = lazy(() => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }));
    dateFallbacks.set(key, format);
  }
  return format();
}

const utcDate = (day: string) => new Date(`${day}T00:00:00Z`);
const isCalendarDay = (day: string) => calendarParts(day, SHAPES['en-US']) !== null;

/**
 * "Dec 3" / es-US "3 dic" (with `withYear`, "Dec 3, 2026" / "3 dic 2026") for a calendar day
 * (`2026-12-03`), whatever the viewer's time zone.
 */
export function formatMonthDay(day: string, withYear = false, locale = 'en-US'): string {
  const shapes = shapesOf(locale);
  if (!shapes) {
    if (!isCalendarDay(day)) return day;
    const options = { month: 'short', day: 'numeric', ...(withYear ? { year: 'numeric' } : {}) };
    return intlDate(locale, options as Intl.DateTimeFormatOptions).format(utcDate(day));
  }
  const parts = calendarParts(day, shapes);
  if (!parts) return day;
  return withYear
    ? shapes.fullDay(parts.month, parts.date, parts.year)
    : shapes.monthDay(parts.month, parts.date);
}

/** "Dec 3, 2026" / es-US "3 dic 2026" for a calendar day (`2026-12-03`), whatever the viewer's time zone. */
export const formatDay = (day: string, locale = 'en-US'): string =>
  formatMonthDay(day, true, locale);

/** The day of the month of a calendar day: "2026-12-03" → "3". */
export const formatDayOfMonth = (day: string): string =>
  String(calendarParts(day, SHAPES['en-US'])?.date ?? day);

/**
 * A range of calendar days, short: en-US "Dec 3", "Dec 3–5", "Dec 30–Jan 2"; es-US as
 * `Intl.DateTimeFormat#formatRange` writes it ("3–5 de dic", "30 de nov – 2 de dic"). A day that
 * is not a `YYYY-MM-DD` day comes back as it is, joined with an en dash.
 */
export function formatDayRange(from: string, to: string, locale = 'en-US'): string {
  if (from === to) return formatMonthDay(from, false, locale);
  const shapes = shapesOf(locale);
  if (!shapes) {
    if (!isCalendarDay(from) || !isCalendarDay(to)) return `${from}–${to}`;
    const format = intlDate(locale, { month: 'short', day: 'numeric' });
    return format.formatRange(utcDate(from), utcDate(to));
  }
  const start = calendarParts(from, shapes);
  const end = calendarParts(to, shapes);
  if (!start || !end) return `${from}–${to}`;
  return shapes.dayRange(start, end);
}
