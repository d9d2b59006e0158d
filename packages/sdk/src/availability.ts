/**
 * What `GET /equipment/{id}/availability` says about a rent line, without React or words: the
 * days to ask about and which of them lack units for the line's quantity. Shared by the
 * storefront's quote list page and the quote flow machine (the `<request-quote>` dialog), which
 * each say it in their own words.
 */
import type { Schemas } from './api-types';
import type { FieldErrors } from './errors';
import type { QuoteLine } from './quote-list';
import { addDays, hasRange } from './quote-lines';
import { en } from './messages/en';
import { sdkMessages } from './messages';

export type EquipmentAvailability = Schemas['EquipmentAvailability'];

/** The availability call answers at most this many days; longer rentals are checked that far. */
export const AVAILABILITY_MAX_DAYS = 180;

/** What to ask `GET /equipment/{id}/availability` (`id` is the line's unit). */
export interface AvailabilityQuery {
  id: number;
  from: string;
  to: string;
}

/** The days asked of `GET /equipment/{id}/availability` for a line: its range (the first 180 days), else today. */
export function availabilityRange(line: QuoteLine, today: string): { from: string; to: string } {
  if (!hasRange(line)) return { from: today, to: today };
  const last = addDays(line.start_date, AVAILABILITY_MAX_DAYS - 1);
  return { from: line.start_date, to: line.end_date < last ? line.end_date : last };
}

/** Consecutive days as ranges: ['12-03','12-04','12-09'] → [['12-03','12-04'],['12-09','12-09']]. */
export function dayRanges(days: readonly string[]): [from: string, to: string][] {
  const ranges: [string, string][] = [];
  for (const day of days) {
    const last = ranges.at(-1);
    if (last && addDays(last[1], 1) === day) last[1] = day;
    else ranges.push([day, day]);
  }
  return ranges;
}

/** What a line's availability says for its quantity. */
export interface AvailabilityVerdict {
  /** The days without enough free units, as runs of consecutive days (empty: free every day). */
  short: [from: string, to: string][];
  /** Every short day has no unit free at all (booked), rather than too few. */
  booked: boolean;
  /** Free every day: the fewest units free on a day. Short: the most free on a short day. */
  free: number;
  fleet: number;
}

export function availabilityVerdict(
  availability: Pick<EquipmentAvailability, 'fleet' | 'days'>,
  quantity: number,
): AvailabilityVerdict {
  const { fleet, days } = availability;
  const short = days.filter((day) => day.available < quantity);
  const counts = (short.length ? short : days).map((day) => day.available);
  return {
    short: dayRanges(short.map((day) => day.date)),
    booked: short.length > 0 && short.every((day) => day.available === 0),
    free: short.length ? Math.max(...counts) : Math.min(...counts),
    fleet,
  };
}

/**
 * A rent line's availability check in the quote flow, keyed by unit: `waiting` (the dates just
 * changed; asked after a short pause), `checking`, `checked` (with the answer) or `failed` (the
 * visitor may go on: the branch confirms availability with the quote).
 */
export type LineAvailability = AvailabilityQuery &
  (
    | { status: 'waiting' | 'checking' | 'failed' }
    | { status: 'checked'; result: EquipmentAvailability }
  );

/** The rent lines with dates, each with what to ask about it (its unit, its range). */
export function availabilityQueries(
  lines: readonly QuoteLine[],
  today: string,
): AvailabilityQuery[] {
  return lines
    .filter(hasRange)
    .map((line) => ({ id: line.equipment_id, ...availabilityRange(line, today) }));
}

/** The message of `items.N.dates` when the API says a line's dates lack units. */
export const DATES_NOT_FREE_MESSAGE = en.datesNotFree;

/** A rent line refused for its dates: its place, the field the API names, and the short days. */
export interface LineNotFree {
  /** The line's place in the list, from 0. */
  index: number;
  /** The field of the API's 422 (`items.N.start_date`). */
  field: string;
  verdict: AvailabilityVerdict;
}

/**
 * The one rule of a rental's dates, as the API applies it (422 on `items.N.start_date`): a rent
 * line is refused when its quantity is not free on one of its days. `answerOf` gives what
 * `GET /equipment/{id}/availability` answered for a line (undefined while unknown or when the
 * call failed: the API decides then); an answer about other dates than the line's does not count.
 * The storefront's page and the quote flow machine each call it and say it in their own words.
 */
export function linesNotFree(
  lines: readonly QuoteLine[],
  answerOf: (
    line: QuoteLine,
    index: number,
  ) => Pick<EquipmentAvailability, 'from' | 'fleet' | 'days'> | undefined,
): LineNotFree[] {
  const refused: LineNotFree[] = [];
  lines.forEach((line, index) => {
    if (!hasRange(line)) return;
    const answer = answerOf(line, index);
    if (!answer || answer.from !== line.start_date) return;
    const verdict = availabilityVerdict(answer, line.quantity);
    if (verdict.short.length) refused.push({ index, field: `items.${index}.start_date`, verdict });
  });
  return refused;
}

/**
 * The lines whose dates lack units for their quantity, by the checks that answered, as
 * `items.N.dates` errors (a check that failed or has not answered yet does not refuse a line).
 */
export function availabilityProblems(
  lines: readonly QuoteLine[],
  checks: Readonly<Record<number, LineAvailability | undefined>>,
  locale?: string,
): FieldErrors {
  const errors: FieldErrors = {};
  // The check's own days (its answer is kept only when it is about them: `settleCheck`).
  const answerOf = (line: QuoteLine) => {
    const check = checks[line.equipment_id];
    return check?.status === 'checked' ? { ...check.result, from: check.from } : undefined;
  };
  for (const { index } of linesNotFree(lines, answerOf))
    errors[`items.${index}.dates`] = [sdkMessages(locale).datesNotFree];
  return errors;
}
