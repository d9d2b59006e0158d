import { describe, expect, it } from 'vitest';
import { hasAtMostDecimals, quoteTotals, type QuoteTotalsInput } from './quote-totals';

describe('quoteTotals', () => {
  it('prices lines, a percentage of rent, a fixed charge and tax in cents', () => {
    const input: QuoteTotalsInput = {
      lines: [
        // 2 telehandlers for a week each, a 4-week scissor lift, a bucket sold, a sale unit
        { quantity: 2, unit_price: 1150.5, rate_basis: 'week' },
        { quantity: 1, unit_price: 3400, rate_basis: 'four_weeks' },
        { quantity: 3, unit_price: 19.99, rate_basis: 'each' },
        { quantity: 1, unit_price: 42000, rate_basis: 'sale' },
      ],
      charges: [
        { amount: 150 }, // delivery
        { percent: 0.15 }, // damage waiver: 15 % of rent
      ],
      tax_rate: 0.0825,
    };
    const totals = quoteTotals(input);
    expect(totals.lines).toEqual([
      { total: 2301 },
      { total: 3400 },
      { total: 59.97 },
      { total: 42000 },
    ]);
    expect(totals.rent).toBe(5701);
    // 5701 × 0.15 = 855.15
    expect(totals.charges).toEqual([{ amount: 150 }, { amount: 855.15 }]);
    expect(totals.subtotal).toBe(2301 + 3400 + 59.97 + 42000 + 150 + 855.15);
    // 48766.12 × 0.0825 = 4023.2049 → 4023.20
    expect(totals.subtotal).toBe(48766.12);
    expect(totals.tax).toBe(4023.2);
    expect(totals.total).toBe(52789.32);
  });

  it('rounds half up to the cent, where floating point would round down', () => {
    // 1.005 × 100 is 100.49999… in floating point; in cents 0.5 cent rounds up.
    const half = quoteTotals({
      lines: [{ quantity: 0.5, unit_price: 0.01, rate_basis: 'day' }],
      charges: [{ percent: 0.5 }],
      tax_rate: 0.5,
    });
    expect(half.lines[0]!.total).toBe(0.01); // 0.5 cent → 1 cent
    expect(half.charges[0]!.amount).toBe(0.01); // 0.5 cent → 1 cent
    expect(half.tax).toBe(0.01); // 2 cents × 0.5 = 1 cent
    expect(quoteTotals({ lines: [], charges: [{ amount: 10.05 }], tax_rate: 0.1 }).tax).toBe(1.01);
    // 8.25 % of 10.00 is 0.825 → 0.83
    expect(quoteTotals({ lines: [], charges: [{ amount: 10 }], tax_rate: 0.0825 }).tax).toBe(0.83);
  });

  it('counts only day, week and 4-week lines as rent', () => {
    const totals = quoteTotals({
      lines: [
        { quantity: 1, unit_price: 100, rate_basis: 'day' },
        { quantity: 1, unit_price: 1000, rate_basis: 'sale' },
        { quantity: 1, unit_price: 10, rate_basis: 'each' },
      ],
      charges: [{ percent: 0.1 }],
      tax_rate: 0,
    });
    expect(totals.rent).toBe(100);
    expect(totals.charges[0]!.amount).toBe(10);
    expect(totals.total).toBe(1120);
  });

  it('stays exact at the contract’s largest amounts', () => {
    const lines = Array.from({ length: 100 }, () => ({
      quantity: 9999,
      unit_price: 9_999_999.99,
      rate_basis: 'week' as const,
    }));
    const totals = quoteTotals({ lines, charges: [{ percent: 1 }], tax_rate: 0.25 });
    // one line: 9999 × 999 999 999 cents = 9 998 999 990 001 cents
    expect(totals.lines[0]!.total).toBe(99_989_999_900.01);
    // 100 lines: 999 899 999 000 100 cents, still exact as a double
    expect(totals.rent).toBe(9_998_999_990_001);
  });

  it('an empty quote is all zeros', () => {
    expect(quoteTotals({ lines: [], charges: [], tax_rate: 0.0825 })).toEqual({
      lines: [],
      charges: [],
      rent: 0,
      subtotal: 0,
      tax: 0,
      total: 0,
    });
  });
});

describe('hasAtMostDecimals', () => {
  it('accepts what JSON with that many decimals parses to, and nothing more precise', () => {
    expect(hasAtMostDecimals(1150.5, 2)).toBe(true);
    expect(hasAtMostDecimals(0.29, 2)).toBe(true);
    expect(hasAtMostDecimals(9_999_999.99, 2)).toBe(true);
    expect(hasAtMostDecimals(10.005, 2)).toBe(false);
    expect(hasAtMostDecimals(0.1 + 0.2, 2)).toBe(false);
    expect(hasAtMostDecimals(0.0825, 6)).toBe(true);
    expect(hasAtMostDecimals(0.0000001, 6)).toBe(false);
    expect(hasAtMostDecimals(Number.NaN, 2)).toBe(false);
  });
});
