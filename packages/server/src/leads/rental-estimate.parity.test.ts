import { describeEstimate as sdkDescribe, estimateRental as sdkEstimate } from '@liftline/sdk';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../reliability/openapi-document';
import { describeEstimate, estimateRental, type RentalRates } from './rental-estimate';

/**
 * The server stores, with each rent line, the estimate the customer was shown by the storefront or
 * the widget (the SDK's `estimateRental`); it computes it itself because it never runs SDK code.
 * Both must agree to the cent, period for period: the same table of spans as the SDK's own test,
 * every span of a year on several rate cards, and random rate cards and spans.
 */

/** The SDK's answer in the contract's shape (`lines` → `periods`, `dailyOnly` → `daily_only`). */
function sdkAnswer(rates: RentalRates, days: number) {
  const { lines, dailyOnly, ...rest } = sdkEstimate(rates, days);
  return { ...rest, periods: lines, daily_only: dailyOnly };
}

const CARDS: RentalRates[] = [
  { daily: 210, weekly: 1150, monthly: 3400 }, // the SDK test's telehandler
  { daily: 100, weekly: 800, monthly: 2000 }, // a week dearer than 7 days
  { daily: 70.1, weekly: 1000, monthly: 3000 }, // cents
  { daily: 95, weekly: 380, monthly: 1140 }, // ties: 4 days = 1 week, 3 weeks = 4 weeks
  { daily: 0, weekly: 0, monthly: 0 },
  { daily: 250, weekly: 250, monthly: 250 }, // every period the same price
  { daily: 1_000_000, weekly: 9_999_999.99, monthly: 10_000_000 },
];

const SPANS = [1, 2, 3, 5, 6, 7, 8, 10, 12, 13, 14, 15, 18, 19, 20, 21, 28, 29, 33, 34, 36, 56];

describe('the server’s estimate is the SDK’s estimateRental', () => {
  it.each(CARDS)('for every span of 1 to 365 days with %o', (rates) => {
    for (let days = 1; days <= 365; days++) {
      expect(estimateRental(rates, days), `${days} days`).toEqual(sdkAnswer(rates, days));
    }
  });

  it('words the breakdown the same way', () => {
    for (const days of SPANS) {
      const rates = CARDS[0]!;
      expect(describeEstimate(estimateRental(rates, days))).toBe(
        sdkDescribe(sdkEstimate(rates, days)),
      );
    }
  });

  it('for 5,000 random rate cards and spans (seeded)', () => {
    const random = mulberry32(0x20e57);
    // Whole dollars, cents, and sometimes a rate far out of line with the others.
    const usd = () => {
      const scale = random() < 0.2 ? 1_000_000 : random() < 0.5 ? 100 : 5_000;
      return Math.round(random() * scale * 100) / 100;
    };
    for (let run = 0; run < 5000; run++) {
      const rates = { daily: usd(), weekly: usd(), monthly: usd() };
      const days = 1 + Math.floor(random() * 365);
      expect(estimateRental(rates, days), JSON.stringify({ rates, days })).toEqual(
        sdkAnswer(rates, days),
      );
    }
  });
});
