import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatDayOfMonth,
  formatDayRange,
  formatDecimal,
  formatMonthDay,
  formatUsd,
} from './format';

/** The two locales the storefront writes, spelled out without Intl and checked against it. */
const LOCALES = ['en-US', 'es-US'] as const;

const intlIn = (locale: string) => (options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(locale, options);
const intl = intlIn('en-US');
const usdWhole = intl({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const usdCents = intl({ style: 'currency', currency: 'USD' });

/** Prices, capacities and heights the catalog shows, edges of rounding and grouping, and signs. */
const SAMPLES = [
  0,
  -0,
  1,
  9,
  10,
  99.5,
  100,
  189.5,
  999,
  999.995,
  999.994,
  1000,
  1234.5,
  1.005,
  2.675,
  0.125,
  12.345,
  15.75,
  19950,
  28500,
  99999.999,
  123456.789,
  1_000_000,
  12_345_678.9,
  0.5,
  1.5,
  2.5,
  -1.5,
  -1234.567,
  0.0000012,
  1e-7,
  999_999_999_999.99,
  1e15,
  1e21,
  Number.NaN,
  Infinity,
  -Infinity,
];

/** A fixed sequence in [0, 1) (a linear congruential generator): the same numbers on every run. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('formatUsd', () => {
  it('shows cents only when there are any', () => {
    expect(formatUsd(28500)).toBe('$28,500');
    expect(formatUsd(189.5)).toBe('$189.50');
    expect(formatUsd(0)).toBe('$0');
  });

  it('prints every sample as Intl.NumberFormat en-US does', () => {
    for (const value of SAMPLES) {
      const expected = (Number.isInteger(value) ? usdWhole : usdCents).format(value);
      expect(formatUsd(value), String(value)).toBe(expected);
    }
  });

  it('agrees with Intl on 5,000 prices of every size', () => {
    const random = sequence(7);
    for (let i = 0; i < 5000; i += 1) {
      const value = Math.round(random() * 10 ** (1 + (i % 9)) * 100) / 100;
      const expected = (Number.isInteger(value) ? usdWhole : usdCents).format(value);
      expect(formatUsd(value)).toBe(expected);
    }
  });
});

describe('formatDecimal', () => {
  it('groups thousands and keeps at most the decimals asked', () => {
    expect(formatDecimal(5000)).toBe('5,000');
    expect(formatDecimal(15.75)).toBe('15.75');
    expect(formatDecimal(15.75, 1)).toBe('15.8');
  });

  it('prints every sample as Intl.NumberFormat en-US does, for 0 to 3 decimals', () => {
    for (const digits of [0, 1, 2, 3]) {
      const expected = intl({ maximumFractionDigits: digits });
      for (const value of SAMPLES) {
        expect(formatDecimal(value, digits), `${value} (${digits})`).toBe(expected.format(value));
      }
    }
  });

  it('agrees with Intl on 5,000 measures of every size', () => {
    const random = sequence(11);
    const expected = intl({ maximumFractionDigits: 2 });
    for (let i = 0; i < 5000; i += 1) {
      const value = random() * 10 ** (i % 8);
      expect(formatDecimal(value)).toBe(expected.format(value));
    }
  });
});

describe('calendar days', () => {
  it('names the calendar day itself, not the day before in a zone west of UTC', () => {
    expect(formatDay('2026-12-03')).toBe('Dec 3, 2026');
    expect(formatDay('2028-02-29')).toBe('Feb 29, 2028');
    expect(formatMonthDay('2026-01-08')).toBe('Jan 8');
    expect(formatDayOfMonth('2026-12-03')).toBe('3');
  });

  it('prints every day of two years as Intl.DateTimeFormat en-US does', () => {
    const medium = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    const short = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const dayOnly = new Intl.DateTimeFormat('en-US', { day: 'numeric', timeZone: 'UTC' });
    for (let time = Date.UTC(2027, 0, 1); time < Date.UTC(2029, 0, 1); time += 86_400_000) {
      const day = new Date(time).toISOString().slice(0, 10);
      const date = new Date(time);
      expect(formatDay(day)).toBe(medium.format(date));
      expect(formatMonthDay(day)).toBe(short.format(date));
      expect(formatDayOfMonth(day)).toBe(dayOnly.format(date));
    }
  });

  it('gives back what is not a calendar day as it came', () => {
    expect(formatDay('soon')).toBe('soon');
    expect(formatMonthDay('2026-13-01')).toBe('2026-13-01');
  });
});

describe.each(LOCALES)('as Intl writes %s', (locale) => {
  const number = intlIn(locale);
  const whole = number({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const cents = number({ style: 'currency', currency: 'USD' });
  const dates = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });

  it('prints every sample price and quantity', () => {
    for (const value of SAMPLES) {
      expect(formatUsd(value, locale), String(value)).toBe(
        (Number.isInteger(value) ? whole : cents).format(value),
      );
      for (const digits of [0, 1, 2]) {
        expect(formatDecimal(value, digits, locale), `${value} (${digits})`).toBe(
          number({ maximumFractionDigits: digits }).format(value),
        );
      }
    }
  });

  it('prints 2,000 prices of every size', () => {
    const random = sequence(13);
    for (let i = 0; i < 2000; i += 1) {
      const value = Math.round(random() * 10 ** (1 + (i % 9)) * 100) / 100;
      expect(formatUsd(value, locale)).toBe(
        (Number.isInteger(value) ? whole : cents).format(value),
      );
    }
  });

  it('prints every day of two years, with and without the year', () => {
    const withYear = dates({ month: 'short', day: 'numeric', year: 'numeric' });
    const short = dates({ month: 'short', day: 'numeric' });
    for (let time = Date.UTC(2027, 0, 1); time < Date.UTC(2029, 0, 1); time += 86_400_000) {
      const day = new Date(time).toISOString().slice(0, 10);
      expect(formatDay(day, locale)).toBe(withYear.format(time));
      expect(formatMonthDay(day, false, locale)).toBe(short.format(time));
    }
  });
});

describe('formatDayRange', () => {
  it('keeps the en-US shape: "Dec 3–5", "Dec 30–Jan 2"', () => {
    expect(formatDayRange('2026-12-03', '2026-12-03')).toBe('Dec 3');
    expect(formatDayRange('2026-12-03', '2026-12-05')).toBe('Dec 3–5');
    expect(formatDayRange('2026-11-30', '2026-12-02', 'en-US')).toBe('Nov 30–Dec 2');
    expect(formatDayRange('2026-12-30', '2027-01-02')).toBe('Dec 30–Jan 2');
  });

  it('writes es-US ranges as Intl formatRange does, for ranges across a year and two', () => {
    const intlRange = new Intl.DateTimeFormat('es-US', {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    expect(formatDayRange('2026-12-03', '2026-12-05', 'es-US')).toBe('3–5 de dic');
    const start = Date.UTC(2026, 11, 20);
    for (let from = start; from < start + 400 * 86_400_000; from += 86_400_000 * 3) {
      for (const length of [0, 1, 4, 13, 40]) {
        const to = from + length * 86_400_000;
        const [a, b] = [from, to].map((time) => new Date(time).toISOString().slice(0, 10));
        expect(formatDayRange(a!, b!, 'es-US'), `${a} ${b}`).toBe(intlRange.formatRange(from, to));
      }
    }
  });

  it('gives back what is not a calendar day', () => {
    expect(formatDayRange('soon', 'later', 'es-US')).toBe('soon–later');
  });
});

describe('another locale', () => {
  it('is written by Intl', () => {
    expect(formatUsd(1234.5, 'de-DE')).toBe(
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'USD' }).format(1234.5),
    );
    expect(formatDay('2026-12-03', 'de-DE')).toBe(
      new Intl.DateTimeFormat('de-DE', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(Date.UTC(2026, 11, 3)),
    );
  });
});
