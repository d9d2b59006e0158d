import { describe, expect, it } from 'vitest';
import { formatDay, formatDayOfMonth, formatDecimal, formatMonthDay, formatUsd } from './format';

const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('en-US', options);
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
