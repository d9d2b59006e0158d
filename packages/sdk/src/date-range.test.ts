import { describe, expect, it } from 'vitest';
import { formatDateRange } from './date-range';

const intlRange = (locale: string, from: string, to: string) =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`));

describe('formatDateRange', () => {
  it('writes a range within a month once: "7–9 dic 2026", not "7 dic 2026 – 9 dic 2026"', () => {
    expect(formatDateRange('2026-12-07', '2026-12-09', 'es')).toBe('7–9 dic 2026');
    const english = formatDateRange('2026-12-07', '2026-12-09', 'en-US');
    expect(english).toMatch(/^Dec 7\s?–\s?9, 2026$/);
    expect(english.match(/2026/g)).toHaveLength(1);
  });

  it('is what Intl formatRange writes for the locale, across months and years too', () => {
    const ranges: [string, string][] = [
      ['2026-12-07', '2026-12-09'],
      ['2026-11-30', '2026-12-02'],
      ['2026-12-30', '2027-01-02'],
    ];
    for (const locale of ['en-US', 'es-US', 'es'])
      for (const [from, to] of ranges)
        expect(formatDateRange(from, to, locale)).toBe(intlRange(locale, from, to));
  });

  it('one day is one date; a day in any time zone stays that day', () => {
    expect(formatDateRange('2026-12-07', '2026-12-07', 'es')).toBe('7 dic 2026');
  });

  it('something that is not a calendar day comes back as written', () => {
    expect(formatDateRange('soon', '2026-12-09')).toBe('soon – 2026-12-09');
    expect(formatDateRange('2026-13-40', '2026-12-09')).toBe('2026-13-40 – 2026-12-09');
  });
});
