/**
 * Numbers, US dollars and calendar days as en-US writes them, without `Intl`. The first `Intl`
 * formatter a page builds loads the browser's locale data on the main thread: measured in Chromium
 * at 4× CPU slowdown (Lighthouse's phone), 100–215 ms for the first `NumberFormat` and another
 * 20–40 ms for the first `DateTimeFormat`, inside the task that takes over a prerendered page. The
 * storefront writes only en-US, so the few shapes it needs are spelled out here; format.test.ts
 * checks them against `Intl` value by value. Anything outside their range falls back to `Intl`.
 */
import { lazy } from './lazy';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Integers and decimals up to here print exactly in plain notation (no exponent). */
const PLAIN_LIMIT = 1e15;

const fallbacks = new Map<string, () => Intl.NumberFormat>();
function intlFormat(value: number, maxDigits: number, minDigits: number, currency: boolean) {
  const key = `${maxDigits}/${minDigits}/${currency}`;
  let format = fallbacks.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions = {
      maximumFractionDigits: maxDigits,
      minimumFractionDigits: minDigits,
      ...(currency ? { style: 'currency', currency: 'USD' } : {}),
    };
    format = lazy(() => new Intl.NumberFormat('en-US', options));
    fallbacks.set(key, format);
  }
  return format().format(value);
}

/**
 * `value` rounded half away from zero to at most `maxDigits` decimals (and at least `minDigits`),
 * thousands grouped with commas, as `Intl.NumberFormat('en-US')` prints it. The rounding works on
 * the number's shortest decimal form, as `Intl` does, so 1.005 rounds to 1.01.
 */
function grouped(value: number, maxDigits: number, minDigits: number, currency: boolean): string {
  const size = Math.abs(value);
  if (!Number.isFinite(value) || size >= PLAIN_LIMIT || (size !== 0 && size < 1e-6)) {
    return intlFormat(value, maxDigits, minDigits, currency);
  }
  const scaled = Math.round(Number(`${size}e${maxDigits}`));
  const digits = String(scaled).padStart(maxDigits + 1, '0');
  const whole = digits.slice(0, digits.length - maxDigits);
  const fraction = digits
    .slice(digits.length - maxDigits)
    .replace(/0+$/, '')
    .padEnd(minDigits, '0');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const number = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (fraction ? `.${fraction}` : '');
  return `${sign}${currency ? '$' : ''}${number}`;
}

/** A quantity with thousands separators and at most `maxDigits` decimals: 5000 → "5,000", 15.75 → "15.75". */
export const formatDecimal = (value: number, maxDigits = 2): string =>
  grouped(value, maxDigits, 0, false);

/** US dollars, cents only when there are any: 28500 → "$28,500", 189.5 → "$189.50". */
export const formatUsd = (amount: number): string =>
  Number.isInteger(amount) ? grouped(amount, 0, 0, true) : grouped(amount, 2, 2, true);

/** The parts of a `YYYY-MM-DD` day, or null when it is not one. */
function calendarParts(day: string): { year: number; month: string; date: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return null;
  return { year: Number(match[1]), month, date: Number(match[3]) };
}

/** "Dec 3" (with `withYear`, "Dec 3, 2026") for a calendar day (`2026-12-03`), whatever the viewer's time zone. */
export function formatMonthDay(day: string, withYear = false): string {
  const parts = calendarParts(day);
  if (!parts) return day;
  const monthDay = `${parts.month} ${parts.date}`;
  return withYear ? `${monthDay}, ${parts.year}` : monthDay;
}

/** "Dec 3, 2026" for a calendar day (`2026-12-03`), whatever the viewer's time zone. */
export const formatDay = (day: string): string => formatMonthDay(day, true);

/** The day of the month of a calendar day: "2026-12-03" → "3". */
export const formatDayOfMonth = (day: string): string => String(calendarParts(day)?.date ?? day);
