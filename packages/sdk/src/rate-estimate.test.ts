import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatUsd,
  describeEstimate,
  describeRentalEstimate,
  estimateRental,
  PERIOD_DAYS,
  rentalDays,
  type RentalRates,
} from './rate-estimate';

// A telehandler's card: $210 a day, $1,150 a week, $3,400 for 4 weeks.
const CARD: RentalRates = { daily: 210, weekly: 1150, monthly: 3400 };

// Worked out by hand: every combination of 4-week, week and day periods covering at least the
// days, the cheapest kept (ties: fewer periods). [days, total, breakdown]
const TABLE: [number, number, string][] = [
  [1, 210, '1 × day $210'],
  [2, 420, '2 × day $210'],
  [3, 630, '3 × day $210'],
  [5, 1050, '5 × day $210'],
  [6, 1150, '1 × week $1,150'], // 6 days at $210 = $1,260: the week is cheaper
  [7, 1150, '1 × week $1,150'],
  [8, 1360, '1 × week $1,150 + 1 × day $210'],
  [10, 1780, '1 × week $1,150 + 3 × day $210'],
  [12, 2200, '1 × week $1,150 + 5 × day $210'],
  [13, 2300, '2 × week $1,150'], // 1 week + 6 days = $2,410
  [14, 2300, '2 × week $1,150'],
  [15, 2510, '2 × week $1,150 + 1 × day $210'],
  [18, 3140, '2 × week $1,150 + 4 × day $210'],
  [19, 3350, '2 × week $1,150 + 5 × day $210'],
  [20, 3400, '1 × 4 weeks $3,400'], // 2 weeks + 6 days = $3,560, 3 weeks = $3,450
  [21, 3400, '1 × 4 weeks $3,400'],
  [28, 3400, '1 × 4 weeks $3,400'],
  [29, 3610, '1 × 4 weeks $3,400 + 1 × day $210'],
  [33, 4450, '1 × 4 weeks $3,400 + 5 × day $210'],
  [34, 4550, '1 × 4 weeks $3,400 + 1 × week $1,150'], // + 6 days = $4,660
  [36, 4760, '1 × 4 weeks $3,400 + 1 × week $1,150 + 1 × day $210'],
  [56, 6800, '2 × 4 weeks $3,400'],
  [60, 7640, '2 × 4 weeks $3,400 + 4 × day $210'],
  [90, 11350, '3 × 4 weeks $3,400 + 1 × week $1,150'], // + 6 days = $11,460
  [180, 22600, '6 × 4 weeks $3,400 + 1 × week $1,150 + 5 × day $210'], // 2 weeks: $22,700
];

describe('estimateRental', () => {
  it.each(TABLE)('%i days cost $%i: %s', (days, total, breakdown) => {
    const estimate = estimateRental(CARD, days);
    expect(estimate.total).toBe(total);
    expect(describeEstimate(estimate)).toBe(breakdown);
    expect(estimate.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(total);
    expect(estimate.dailyOnly).toBe(days * 210);
  });

  it('uses single days when the week costs more than seven of them', () => {
    const cheapDays = { daily: 100, weekly: 800, monthly: 2000 };
    expect(describeEstimate(estimateRental(cheapDays, 7))).toBe('7 × day $100');
    expect(describeEstimate(estimateRental(cheapDays, 20))).toBe('1 × 4 weeks $2,000');
  });

  it('counts in cents: rates with cents add up exactly', () => {
    const estimate = estimateRental({ daily: 70.1, weekly: 1000, monthly: 3000 }, 3);
    expect(estimate.total).toBe(210.3);
    expect(describeEstimate(estimate)).toBe('3 × day $70.10');
  });

  it('is nothing for 0 days and refuses negative or fractional days', () => {
    expect(estimateRental(CARD, 0)).toEqual({ days: 0, lines: [], total: 0, dailyOnly: 0 });
    expect(() => estimateRental(CARD, -1)).toThrow(RangeError);
    expect(() => estimateRental(CARD, 1.5)).toThrow(RangeError);
  });
});

describe('estimateRental, for any rate card', () => {
  const cents = fc.integer({ min: 0, max: 5_000_000 }).map((value) => value / 100);
  const cards = fc.record({ daily: cents, weekly: cents, monthly: cents });
  const spans = fc.integer({ min: 1, max: 180 });

  it('never costs more than the daily rate alone', () => {
    fc.assert(
      fc.property(cards, spans, (card, days) => {
        expect(estimateRental(card, days).total).toBeLessThanOrEqual(
          estimateRental(card, days).dailyOnly,
        );
      }),
    );
  });

  it('never gets cheaper when a day is added', () => {
    fc.assert(
      fc.property(cards, spans, (card, days) => {
        expect(estimateRental(card, days + 1).total).toBeGreaterThanOrEqual(
          estimateRental(card, days).total,
        );
      }),
    );
  });

  it('charges for at least the days asked, and its lines add up to the total', () => {
    fc.assert(
      fc.property(cards, spans, (card, days) => {
        const { lines, total } = estimateRental(card, days);
        const covered = lines.reduce((sum, line) => sum + line.count * PERIOD_DAYS[line.period], 0);
        expect(covered).toBeGreaterThanOrEqual(days);
        expect(Math.round(lines.reduce((sum, line) => sum + line.amount, 0) * 100)).toBe(
          Math.round(total * 100),
        );
      }),
    );
  });
});

describe('rentalDays', () => {
  it('counts both the start and the end date', () => {
    expect(rentalDays('2026-12-01', '2026-12-01')).toBe(1);
    expect(rentalDays('2026-12-01', '2026-12-10')).toBe(10);
    // Across a daylight-saving change and a year end: calendar days, not 24-hour spans.
    expect(rentalDays('2026-03-07', '2026-03-09')).toBe(3);
    expect(rentalDays('2026-12-31', '2027-01-01')).toBe(2);
  });

  it('refuses an end before the start and anything that is not a date', () => {
    expect(() => rentalDays('2026-12-10', '2026-12-01')).toThrow(/before the start/);
    expect(() => rentalDays('12/01/2026', '2026-12-02')).toThrow(/Not a date/);
    expect(() => rentalDays('2026-02-30', '2026-03-02')).toThrow(/Not a date/);
  });
});

describe('describeRentalEstimate', () => {
  it('words an estimate of the API (periods) as describeEstimate words its own', () => {
    const server = {
      days: 10,
      periods: [
        { period: 'week' as const, count: 1, rate: 1150, amount: 1150 },
        { period: 'day' as const, count: 3, rate: 210, amount: 630 },
      ],
      total: 1780,
      daily_only: 2100,
    };
    expect(describeRentalEstimate(server)).toBe('1 × week $1,150 + 3 × day $210');
    expect(describeRentalEstimate(server)).toBe(describeEstimate(estimateRental(CARD, 10)));
  });
});

describe('formatUsd: one money format for the cards, the dialog and the storefront', () => {
  it('writes whole dollars without cents and cents when there are some', () => {
    expect(formatUsd(360)).toBe('$360');
    expect(formatUsd(101260)).toBe('$101,260');
    expect(formatUsd(95.5)).toBe('$95.50');
    expect(formatUsd(1150, 'es-US')).toBe('$1,150');
  });
});
