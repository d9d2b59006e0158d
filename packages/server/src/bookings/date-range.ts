import { withValues, type Text } from '../i18n/i18n';

/** The longest rental, hold or availability filter: days, both ends counted. */
export const MAX_RENTAL_DAYS = 365;

/**
 * How far ahead a rental, a quote or a hold may start: days after today (UTC), about two years.
 * The contract's descriptions of `start_date` name it (a test keeps them equal).
 */
export const MAX_START_DAYS_AHEAD = 730;

/** The longest range one availability call answers. */
export const MAX_AVAILABILITY_DAYS = 180;

const DAY_MS = 86_400_000;

/** Milliseconds since the epoch of a `YYYY-MM-DD` (the contract validated the format). */
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Days from `start` to `end`, both counted (Dec 1–Dec 10 is 10); 0 or less when `end` is before. */
export const daysInRange = (start: string, end: string) =>
  Math.round((dayOf(end) - dayOf(start)) / DAY_MS) + 1;

/** `date` plus `days` days, as `YYYY-MM-DD`. */
export const addDays = (date: string, days: number) =>
  new Date(dayOf(date) + days * DAY_MS).toISOString().slice(0, 10);

/** PostgreSQL has no year 0: such a day is refused as input before it reaches the database. */
export const beforeYearOne = (date: string) => date.startsWith('0000');

export interface RangeRules {
  /** Today (UTC, `YYYY-MM-DD`) when the start must not be in the past. */
  notBefore?: string;
  /** The last day (`YYYY-MM-DD`) the start may be, when it is bounded. */
  notAfter?: string;
  /** The most days the range may span. */
  maxDays: number;
}

/**
 * The rules of a range someone books or asks a quote for, from `today` (UTC): a start neither in
 * the past nor more than `MAX_START_DAYS_AHEAD` days ahead, at most `MAX_RENTAL_DAYS` days.
 */
export const bookableRange = (today: string): RangeRules => ({
  notBefore: today,
  notAfter: addDays(today, MAX_START_DAYS_AHEAD),
  maxDays: MAX_RENTAL_DAYS,
});

/**
 * The problems of a date range, by which end they belong to (each a 422 message): a day of year
 * 0, a start in the past or too far ahead, an end before the start, a span longer than allowed.
 * Without an end (an open rental) only the start is judged.
 */
export function rangeProblems(
  start: string,
  end: string | null | undefined,
  { notBefore, notAfter, maxDays }: RangeRules,
): { start?: Text; end?: Text } {
  const problems: { start?: Text; end?: Text } = {};
  if (beforeYearOne(start)) problems.start = rangeMessages.yearOne;
  else if (notBefore !== undefined && start < notBefore) problems.start = rangeMessages.notPast;
  else if (notAfter !== undefined && start > notAfter) {
    problems.start = withValues(rangeMessages.notAfter, {
      day: notAfter,
      days: MAX_START_DAYS_AHEAD,
    });
  }
  if (end === null || end === undefined) return problems;
  if (beforeYearOne(end)) problems.end = rangeMessages.yearOne;
  else if (beforeYearOne(start))
    return problems; // no span to measure from
  else if (end < start) problems.end = rangeMessages.notBeforeStart;
  else if (daysInRange(start, end) > maxDays) {
    problems.end = withValues(rangeMessages.maxDays, { days: maxDays });
  }
  return problems;
}

export const rangeMessages = {
  yearOne: /*i18n*/ { id: 'field.date.yearOne', message: 'must be a day of year 1 or later' },
  notPast: /*i18n*/ { id: 'field.date.notPast', message: 'must not be in the past' },
  notAfter: /*i18n*/ {
    id: 'field.date.notAfter',
    message: 'must be on or before {day} (at most {days} days ahead)',
  },
  notBeforeStart: /*i18n*/ {
    id: 'field.date.notBeforeStart',
    message: 'must be on or after the start date',
  },
  maxDays: /*i18n*/ {
    id: 'field.date.maxDays',
    message: 'must be at most {days} days after the start date, both counted',
  },
};
