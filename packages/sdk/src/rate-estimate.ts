import type { components } from './schema';
import { en } from './messages/en';
import { sdkMessages } from './messages';

export type RentalRates = components['schemas']['RentalRates'];

/** A rental period of a rate card: the 4-week rate is the contract's `monthly`. */
export type RatePeriod = 'four_weeks' | 'week' | 'day';

/** Days each period covers. */
export const PERIOD_DAYS: Readonly<Record<RatePeriod, number>> = {
  four_weeks: 28,
  week: 7,
  day: 1,
};

/** How the breakdown names each period: "1 × week $1,150". */
export const PERIOD_LABELS: Readonly<Record<RatePeriod, string>> = en.periods;

export interface RateEstimateLine {
  period: RatePeriod;
  /** How many of the period. */
  count: number;
  /** The rate of one period, USD. */
  rate: number;
  /** `count × rate`, USD (exact to the cent). */
  amount: number;
}

export interface RateEstimate {
  /** Rental days asked for. */
  days: number;
  /** The periods charged, longest first; none for 0 days. */
  lines: RateEstimateLine[];
  /** The sum of the lines, USD: an estimate before tax, delivery and damage waiver. */
  total: number;
  /** What the same days cost at the daily rate alone, USD (never less than `total`). */
  dailyOnly: number;
}

/** The words every estimate is shown with. */
export const ESTIMATE_DISCLAIMER = en.estimateDisclaimer;

const cents = (usd: number) => Math.round(usd * 100);

/** Negative when `a` has more of the longer periods than `b` (4 weeks, then weeks). */
const longerFirst = (a: number[], b: number[]) => b[0]! - a[0]! || b[1]! - a[1]!;

/**
 * The cheapest way to rent for `days` days with a rate card: any number of 4-week, week and day
 * periods whose days add up to at least `days` (a week can be cheaper than 5 or 6 days; two weeks
 * than a week and 6 days; the 4-week rate caps longer spans). Ties go to fewer periods, then to
 * longer ones. Computed in cents, so totals are exact. Pure: the storefront and the widget call
 * this one function; the server, which never runs SDK code, has its own copy
 * (packages/server/src/leads/rental-estimate.ts) that a parity test holds to this one.
 */
export function estimateRental(rates: RentalRates, days: number): RateEstimate {
  if (!Number.isInteger(days) || days < 0) throw new RangeError('days must be a whole number ≥ 0');
  const rate = {
    four_weeks: cents(rates.monthly),
    week: cents(rates.weekly),
    day: cents(rates.daily),
  };
  let best = { cost: 0, periods: 0, counts: [0, 0, 0] };
  if (days > 0) {
    best = { cost: Infinity, periods: Infinity, counts: [0, 0, 0] };
    const { four_weeks: FOUR_WEEKS, week: WEEK } = PERIOD_DAYS;
    for (let fourWeeks = 0; fourWeeks <= Math.ceil(days / FOUR_WEEKS); fourWeeks++) {
      const afterFourWeeks = Math.max(0, days - FOUR_WEEKS * fourWeeks);
      for (let weeks = 0; weeks <= Math.ceil(afterFourWeeks / WEEK); weeks++) {
        const singleDays = Math.max(0, afterFourWeeks - WEEK * weeks);
        const cost = fourWeeks * rate.four_weeks + weeks * rate.week + singleDays * rate.day;
        const periods = fourWeeks + weeks + singleDays;
        const counts = [fourWeeks, weeks, singleDays];
        if (
          cost < best.cost ||
          (cost === best.cost &&
            (periods < best.periods ||
              (periods === best.periods && longerFirst(counts, best.counts) < 0)))
        ) {
          best = { cost, periods, counts };
        }
      }
    }
  }
  const periods: RatePeriod[] = ['four_weeks', 'week', 'day'];
  const lines = periods
    .map((period, index) => ({
      period,
      count: best.counts[index]!,
      rate: rate[period] / 100,
      amount: (best.counts[index]! * rate[period]) / 100,
    }))
    .filter((line) => line.count > 0);
  return { days, lines, total: best.cost / 100, dailyOnly: (days * rate.day) / 100 };
}

/** Rental days from a start date to an end date, both counted (`YYYY-MM-DD`): Dec 1–Dec 1 is 1. */
export function rentalDays(start: string, end: string): number {
  const day = (date: string) => {
    const time = Date.parse(`${date}T00:00:00Z`);
    // A calendar date that exists: '2026-02-30' parses (as March 2) but does not round-trip.
    if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date) {
      throw new RangeError(`Not a date (YYYY-MM-DD): ${date}`);
    }
    return time / 86_400_000;
  };
  const days = day(end) - day(start) + 1;
  if (days < 1) throw new RangeError('The end date is before the start date.');
  return days;
}

const usdFormats = new Map<string, Intl.NumberFormat>();
/**
 * US dollars as every client writes them, for a reader of `locale` (BCP 47): whole dollars unless
 * there are cents — `$360`, `$95.50`, `$1,150` — on the cards, the lines, the totals and the
 * estimates alike. One formatter per locale and shape, built on first use.
 */
export function formatUsd(usd: number, locale = 'en-US'): string {
  const whole = Number.isInteger(usd);
  const key = `${locale} ${whole}`;
  let format = usdFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: whole ? 0 : 2,
    });
    usdFormats.set(key, format);
  }
  return format.format(usd);
}
const money = formatUsd;

/**
 * The breakdown as customers read it, for a reader of `locale` (BCP 47): en-US "1 × week $1,150 +
 * 3 × day $210", es-US "1 × semana $1,150 + 3 × día $210".
 */
export function describeEstimate(estimate: Pick<RateEstimate, 'lines'>, locale = 'en-US'): string {
  const words = sdkMessages(locale);
  return estimate.lines
    .map((line) =>
      words.estimateLine(line.count, words.periods[line.period], money(line.rate, locale)),
    )
    .join(' + ');
}

/** The same words for an estimate the API stored or answered (`RentalEstimate`: `periods`). */
export function describeRentalEstimate(
  estimate: Pick<components['schemas']['RentalEstimate'], 'periods'>,
  locale = 'en-US',
): string {
  return describeEstimate({ lines: estimate.periods }, locale);
}
