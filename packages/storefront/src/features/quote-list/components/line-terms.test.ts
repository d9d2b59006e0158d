import { describe, expect, it } from 'vitest';
import { testI18n } from '@/testing/test-i18n';
import { lineTerms } from './line-terms';

const rent = {
  mode: 'rent' as const,
  quantity: 1,
  start_date: '2026-12-07',
  end_date: '2026-12-09',
};

describe('lineTerms', () => {
  it('writes the rental days as one range in Spanish: "Alquilar 1 · 7–9 de dic de 2026"', () => {
    expect(lineTerms(rent, testI18n('es'), 'es-US')).toBe('Alquilar 1 · 7–9 de dic de 2026');
  });

  it('and in English, the month and year once', () => {
    expect(lineTerms(rent, testI18n('en'), 'en-US')).toMatch(/^Rent 1 · Dec 7\s?–\s?9, 2026$/);
  });

  it('across a year end, each side whole', () => {
    const text = lineTerms(
      { ...rent, start_date: '2026-12-30', end_date: '2027-01-02' },
      testI18n('en'),
    );
    expect(text).toMatch(/^Rent 1 · Dec 30, 2026\s?–\s?Jan 2, 2027$/);
  });
});
