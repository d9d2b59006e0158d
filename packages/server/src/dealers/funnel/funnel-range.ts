import { addDays, beforeYearOne, daysInRange, rangeMessages } from '../../bookings/date-range';
import { withValues, type Text } from '../../i18n/i18n';
import { validationFailed } from '../../http/api-error';

/** The most days one funnel call covers (a leap year), both ends counted. */
export const MAX_FUNNEL_DAYS = 366;

/**
 * The day after a range's last one is its end (exclusive) in the database: it must still be a day
 * of 4-digit year, so the last day a call may name is the one before this.
 */
const BEYOND_LAST_DAY = '9999-12-31';

/** The days the funnel covers when the call names no `from`: today and the 29 before. */
export const DEFAULT_FUNNEL_DAYS = 30;

/** A funnel's days (UTC, `YYYY-MM-DD`, both counted) and the period of the same length before. */
export interface FunnelRange {
  from: string;
  to: string;
  days: number;
  previous: { from: string; to: string };
}

const funnelMessages = {
  fromAfterTo: /*i18n*/ {
    id: 'field.funnel.fromAfterTo',
    message: 'must be on or before {to} (the last day of the range)',
  },
  tooLong: /*i18n*/ {
    id: 'field.funnel.tooLong',
    message: 'must be at most {max} days before {to}, both counted (this range has {days} days)',
  },
  beyondLastDay: /*i18n*/ {
    id: 'field.funnel.beyondLastDay',
    message: 'must be a day before {day}',
  },
  noPrevious: /*i18n*/ {
    id: 'field.funnel.noPrevious',
    message: 'is too early: the period of the same length before it would start before year 1',
  },
};

/**
 * The range of a funnel call from its `from` and `to` (both optional) and today (UTC): `to`
 * defaults to today, `from` to 29 days before `to`. A 422 names the parameter at fault: a day
 * PostgreSQL cannot hold (year 0, or 9999-12-31 and later, whose next day has five digits),
 * `from` after `to`, more than `MAX_FUNNEL_DAYS` days, or a previous
 * period that would start before year 1.
 */
export function funnelRange(
  query: { from?: string; to?: string },
  today: string = new Date().toISOString().slice(0, 10),
): FunnelRange {
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, 1 - DEFAULT_FUNNEL_DAYS);
  const errors: { from?: Text[]; to?: Text[] } = {};
  const beyond = [withValues(funnelMessages.beyondLastDay, { day: BEYOND_LAST_DAY })];
  if (beforeYearOne(to)) errors.to = [rangeMessages.yearOne];
  else if (to >= BEYOND_LAST_DAY) errors.to = beyond;
  // A `from` derived from a refused `to` is not reported: only what the call sent.
  if (query.from !== undefined && beforeYearOne(from)) errors.from = [rangeMessages.yearOne];
  else if (query.from !== undefined && from >= BEYOND_LAST_DAY) errors.from = beyond;
  if (errors.from || errors.to) throw validationFailed(errors);

  const days = daysInRange(from, to);
  if (days < 1) throw validationFailed({ from: [withValues(funnelMessages.fromAfterTo, { to })] });
  if (days > MAX_FUNNEL_DAYS) {
    throw validationFailed({
      from: [withValues(funnelMessages.tooLong, { max: MAX_FUNNEL_DAYS, to, days })],
    });
  }
  const previous = { from: addDays(from, -days), to: addDays(from, -1) };
  // Before year 1 the ISO day starts with `0000` or a minus sign: both sort before `0001`.
  if (previous.from < '0001-01-01') throw validationFailed({ from: [funnelMessages.noPrevious] });
  return { from, to, days, previous };
}

/** Every day of the range in order, `YYYY-MM-DD`. */
export function daysOf({ from, days }: Pick<FunnelRange, 'from' | 'days'>): string[] {
  return Array.from({ length: days }, (_, i) => addDays(from, i));
}

/**
 * The whole calendar months inside the range, `[from, end)` (first days of months), read from the
 * monthly roll-ups; the days before `from` and from `end` on are read from the daily ones. Without
 * a whole month both are the day after the range: every day is read from the daily roll-ups.
 */
export function wholeMonths({ from, to }: Pick<FunnelRange, 'from' | 'to'>) {
  const first = from.endsWith('-01') ? from : nextMonth(from);
  const after = addDays(to, 1);
  const end = after.endsWith('-01') ? after : `${to.slice(0, 7)}-01`;
  return first < end ? { from: first, end } : { from: after, end: after };
}

/** The first day of the month after `day`'s. */
function nextMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month === 12
    ? `${String(year + 1).padStart(4, '0')}-01-01`
    : `${day.slice(0, 5)}${String(month + 1).padStart(2, '0')}-01`;
}
