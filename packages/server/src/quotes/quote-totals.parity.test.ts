import { quoteTotals as sdkTotals, type QuoteTotalsInput } from '@liftline/sdk';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../reliability/openapi-document';
import { quoteTotals, RENT_BASES, type QuoteRateBasis } from './quote-totals';

/**
 * The server computes a quote's totals itself (it never runs SDK code) and they are the truth;
 * the builder shows the SDK's. Both must agree to the cent: a table of cases around half cents,
 * and random quotes within the contract's bounds.
 */
const BASES: QuoteRateBasis[] = ['day', 'week', 'four_weeks', 'sale', 'each'];

const CASES: QuoteTotalsInput[] = [
  { lines: [], charges: [], tax_rate: 0 },
  {
    lines: [
      { quantity: 2, unit_price: 1150.5, rate_basis: 'week' },
      { quantity: 1, unit_price: 42000, rate_basis: 'sale' },
    ],
    charges: [{ amount: 150 }, { percent: 0.15 }],
    tax_rate: 0.0825,
  },
  {
    lines: [{ quantity: 0.5, unit_price: 0.01, rate_basis: 'day' }],
    charges: [{ percent: 0.5 }],
    tax_rate: 0.5,
  },
  {
    lines: [{ quantity: 9999, unit_price: 9_999_999.99, rate_basis: 'four_weeks' }],
    charges: [{ percent: 1 }, { amount: 10_000_000 }],
    tax_rate: 0.25,
  },
];

function randomQuote(random: () => number): QuoteTotalsInput {
  const cents = (max: number) => Math.floor(random() * max) / 100;
  return {
    lines: Array.from({ length: Math.floor(random() * 12) }, () => ({
      quantity: Math.max(0.01, Math.floor(random() * 100_00) / 100),
      unit_price: cents(1_000_000_00),
      rate_basis: BASES[Math.floor(random() * BASES.length)]!,
    })),
    charges: Array.from({ length: Math.floor(random() * 5) }, () =>
      random() < 0.5
        ? { percent: Math.floor(random() * 1_000_000) / 1_000_000 }
        : { amount: cents(1_000_00) },
    ),
    tax_rate: Math.floor(random() * 250_000) / 1_000_000,
  };
}

describe('the server’s quoteTotals is the SDK’s', () => {
  it.each(CASES)('for %o', (input) => {
    expect(quoteTotals(input)).toEqual(sdkTotals(input));
  });

  it('for 2000 random quotes', () => {
    const random = mulberry32(44);
    for (let i = 0; i < 2000; i++) {
      const input = randomQuote(random);
      expect(quoteTotals(input), JSON.stringify(input)).toEqual(sdkTotals(input));
    }
  });

  it('counts the same bases as rent', () => {
    expect(RENT_BASES).toEqual(['day', 'week', 'four_weeks']);
  });
});
