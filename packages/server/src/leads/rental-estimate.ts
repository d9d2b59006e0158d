import type { components } from '@liftline/sdk/schema';

type Schemas = components['schemas'];
export type RentalRates = Schemas['RentalRates'];
export type RentalEstimate = Schemas['RentalEstimate'];
export type RatePeriod = Schemas['RentalEstimatePeriod']['period'];

/** The periods of a rate card, longest first, with their days (the 4-week rate is `monthly`). */
const PERIODS: readonly { period: RatePeriod; days: number; rate: keyof RentalRates }[] = [
  { period: 'four_weeks', days: 28, rate: 'monthly' },
  { period: 'week', days: 7, rate: 'weekly' },
  { period: 'day', days: 1, rate: 'daily' },
];

const cents = (usd: number) => Math.round(usd * 100);

interface Choice {
  cost: number;
  periods: number;
  /** 4-week periods, weeks, single days. */
  counts: [number, number, number];
}

/** Whether `a` beats `b`: cheaper; at the same cost fewer periods; then more of the longer ones. */
function better(a: Choice, b: Choice): boolean {
  if (a.cost !== b.cost) return a.cost < b.cost;
  if (a.periods !== b.periods) return a.periods < b.periods;
  return a.counts[0] !== b.counts[0] ? a.counts[0] > b.counts[0] : a.counts[1] > b.counts[1];
}

/**
 * The server's rental estimate: the cheapest mix of 4-week, week and day periods covering `days`
 * (at least that many days), in cents so totals are exact; ties go to fewer periods, then to longer
 * ones. It is the SDK's `estimateRental` (which the storefront and the widget show the customer),
 * written again because the server never runs SDK code: rental-estimate.parity.test.ts runs both
 * over the same spans and rate cards and fails on the first difference.
 */
export function estimateRental(rates: RentalRates, days: number): RentalEstimate {
  if (!Number.isInteger(days) || days < 1) throw new RangeError('days must be a whole number ≥ 1');
  const [fourWeekRate, weekRate, dayRate] = PERIODS.map(({ rate }) => cents(rates[rate]));
  let best: Choice = { cost: Infinity, periods: Infinity, counts: [0, 0, 0] };
  // Every number of 4-week periods up to one that alone covers the span, every number of weeks up
  // to one that covers the rest, and single days for what remains.
  for (let fourWeeks = 0; fourWeeks <= Math.ceil(days / 28); fourWeeks++) {
    const rest = Math.max(0, days - 28 * fourWeeks);
    for (let weeks = 0; weeks <= Math.ceil(rest / 7); weeks++) {
      const single = Math.max(0, rest - 7 * weeks);
      const choice: Choice = {
        cost: fourWeeks * fourWeekRate! + weeks * weekRate! + single * dayRate!,
        periods: fourWeeks + weeks + single,
        counts: [fourWeeks, weeks, single],
      };
      if (better(choice, best)) best = choice;
    }
  }
  const rateCents = [fourWeekRate!, weekRate!, dayRate!];
  return {
    days,
    periods: PERIODS.map(({ period }, index) => ({
      period,
      count: best.counts[index]!,
      rate: rateCents[index]! / 100,
      amount: (best.counts[index]! * rateCents[index]!) / 100,
    })).filter((line) => line.count > 0),
    total: best.cost / 100,
    daily_only: (days * dayRate!) / 100,
  };
}

/** `estimate.total × quantity`, exact to the cent. */
export const lineTotal = (estimate: RentalEstimate, quantity: number) =>
  (cents(estimate.total) * quantity) / 100;

const PERIOD_WORDS: Record<RatePeriod, string> = {
  four_weeks: '4 weeks',
  week: 'week',
  day: 'day',
};

/** USD as customers read it: "$1,150", "$70.10". */
export const money = (usd: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(usd) ? 0 : 2,
  }).format(usd);

/** The breakdown as the SDK's `describeEstimate` writes it: "1 × week $1,150 + 3 × day $210". */
export const describeEstimate = (estimate: RentalEstimate) =>
  estimate.periods
    .map((line) => `${line.count} × ${PERIOD_WORDS[line.period]} ${money(line.rate)}`)
    .join(' + ');
