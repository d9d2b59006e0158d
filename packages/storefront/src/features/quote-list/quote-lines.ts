/**
 * The quote list page's rules, without React: what a line still needs before it can be sent, what
 * its availability says, what it is estimated at and the body it becomes.
 */
import {
  estimateRental,
  rentalDays,
  type Equipment,
  type FieldErrors,
  type QuoteLine,
  type RateEstimate,
  type Schemas,
} from '@liftline/sdk';
import { addDays } from '@/components/quote-list/quote-line-defaults';
export { formatDay, formatUsd } from '@/utils/format';

/** The longest rental a line may ask for (days, both counted), as the API allows. */
export const MAX_RENTAL_DAYS = 365;
/** The availability call answers at most this many days; longer rentals are checked that far. */
export const AVAILABILITY_MAX_DAYS = 180;

export type LineField = 'equipment_id' | 'mode' | 'quantity' | 'start_date' | 'end_date';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a rent line's dates make a range the API takes (both set, end on or after start). */
export function hasRange(
  line: QuoteLine,
): line is QuoteLine & { start_date: string; end_date: string } {
  return (
    line.mode === 'rent' &&
    ISO_DAY.test(line.start_date ?? '') &&
    ISO_DAY.test(line.end_date ?? '') &&
    line.end_date! >= line.start_date!
  );
}

/**
 * What a line still needs before it is sent, by field, as the API would say it (it checks the same
 * on `items.N.<field>`). `fleet`: the units at the unit's branch, when known.
 */
export function lineProblems(
  line: QuoteLine,
  today: string,
  fleet?: number | null,
): Partial<Record<LineField, string>> {
  const problems: Partial<Record<LineField, string>> = {};
  if (fleet && line.quantity > fleet)
    problems.quantity = `The branch has ${fleet} of this unit: ask for ${fleet} at most.`;
  if (line.mode !== 'rent') return problems;
  if (!line.start_date) problems.start_date = 'Choose the first rental day.';
  else if (line.start_date < today) problems.start_date = 'Choose today or a later day.';
  if (!line.end_date) problems.end_date = 'Choose the last rental day.';
  else if (line.start_date && line.end_date < line.start_date)
    problems.end_date = 'The last day is before the first day.';
  else if (line.start_date && rentalDays(line.start_date, line.end_date) > MAX_RENTAL_DAYS)
    problems.end_date = `Rent for ${MAX_RENTAL_DAYS} days at most.`;
  return problems;
}

/** Every line's problems as the API names them (`items.1.end_date`). */
export function listProblems(
  lines: readonly QuoteLine[],
  today: string,
  fleets: Readonly<Record<number, number | undefined>> = {},
): FieldErrors {
  const errors: FieldErrors = {};
  lines.forEach((line, index) => {
    for (const [field, message] of Object.entries(
      lineProblems(line, today, fleets[line.equipment_id]),
    ))
      errors[`items.${index}.${field}`] = [message];
  });
  return errors;
}

/** The days asked of `GET /equipment/{id}/availability` for a line: its range (the first 180 days), else today. */
export function availabilityRange(line: QuoteLine, today: string): { from: string; to: string } {
  if (!hasRange(line)) return { from: today, to: today };
  const last = addDays(line.start_date, AVAILABILITY_MAX_DAYS - 1);
  return { from: line.start_date, to: line.end_date < last ? line.end_date : last };
}

const monthDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const dayOnly = new Intl.DateTimeFormat('en-US', { day: 'numeric', timeZone: 'UTC' });
const at = (day: string) => new Date(`${day}T00:00:00Z`);

/** "Dec 3", "Dec 3–5", "Dec 30–Jan 2". */
export function formatDayRange(from: string, to: string): string {
  if (from === to) return monthDay.format(at(from));
  const sameMonth = from.slice(0, 7) === to.slice(0, 7);
  return `${monthDay.format(at(from))}–${(sameMonth ? dayOnly : monthDay).format(at(to))}`;
}

/** Consecutive days as ranges: ['12-03','12-04','12-09'] → [['12-03','12-04'],['12-09','12-09']]. */
function dayRanges(days: readonly string[]): [string, string][] {
  const ranges: [string, string][] = [];
  for (const day of days) {
    const last = ranges.at(-1);
    if (last && addDays(last[1], 1) === day) last[1] = day;
    else ranges.push([day, day]);
  }
  return ranges;
}

const joinWords = (words: string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

export interface AvailabilityNotice {
  /** `ok`: enough units free on every day; `short`: some days lack units. */
  tone: 'ok' | 'short';
  text: string;
}

/**
 * What the availability of a line's range says for its quantity: "2 of 3 free every day", or the
 * days that lack units ("Booked on Dec 3–5: pick other dates").
 */
export function availabilityNotice(
  availability: Pick<Schemas['EquipmentAvailability'], 'fleet' | 'days'>,
  quantity: number,
): AvailabilityNotice {
  const { fleet, days } = availability;
  const short = days.filter((day) => day.available < quantity);
  if (!short.length) {
    const fewest = Math.min(...days.map((day) => day.available));
    return { tone: 'ok', text: `${fewest} of ${fleet} free every day` };
  }
  const booked = short.every((day) => day.available === 0);
  const when = joinWords(
    dayRanges(short.map((day) => day.date)).map(([from, to]) => formatDayRange(from, to)),
  );
  if (booked) return { tone: 'short', text: `Booked on ${when}: pick other dates` };
  const most = Math.max(...short.map((day) => day.available));
  return {
    tone: 'short',
    text: `Only ${most === 0 ? 'some' : `${most} of ${fleet}`} free on ${when}: pick other dates or fewer units`,
  };
}

/** What a line costs, as far as the listing tells: the rental estimate or the sale price. */
export interface LinePrice {
  /** The rental estimate for one unit (rent lines with a rate card and dates). */
  estimate: RateEstimate | null;
  /** For one unit, USD; null when priced on request or not yet known (no dates). */
  each: number | null;
  /** `each × quantity`, USD. */
  total: number | null;
}

export function linePrice(
  unit: Pick<Equipment, 'rental_rates' | 'sale_price'>,
  line: QuoteLine,
): LinePrice {
  if (line.mode === 'buy') {
    const each = unit.sale_price;
    return { estimate: null, each, total: each === null ? null : each * line.quantity };
  }
  if (!unit.rental_rates || !hasRange(line)) return { estimate: null, each: null, total: null };
  const days = rentalDays(line.start_date, line.end_date);
  if (days > MAX_RENTAL_DAYS) return { estimate: null, each: null, total: null };
  const estimate = estimateRental(unit.rental_rates, days);
  return {
    estimate,
    each: estimate.total,
    total: Math.round(estimate.total * 100 * line.quantity) / 100,
  };
}

/** The lines as `QuoteListInput.items`: dates only on rent lines, nothing the API does not take. */
export function toQuoteItems(lines: readonly QuoteLine[]): Schemas['QuoteListItemInput'][] {
  return lines.map((line) => ({
    equipment_id: line.equipment_id,
    mode: line.mode,
    quantity: line.quantity,
    ...(line.mode === 'rent'
      ? { start_date: line.start_date ?? null, end_date: line.end_date ?? null }
      : {}),
  }));
}
