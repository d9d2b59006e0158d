/**
 * The rules of a quote list's lines, shared by the storefront's list page, the `<request-quote>`
 * widget's flow and the API (which checks the same on `items.N.<field>`): what a new line looks
 * like, what a line still needs before it is sent, what it costs, and the body it becomes.
 */
import type { FieldErrors } from './errors';
import { sdkMessages } from './messages';
import { addDays } from './new-quote-line';
import type { QuoteLine } from './quote-list';
import { estimateRental, rentalDays, type RateEstimate } from './rate-estimate';
import type { components } from './schema';

type Equipment = components['schemas']['Equipment'];

// A new line and its default days live in new-quote-line.ts (small, for code that only adds units).
export { addDays, defaultRentalDates, newQuoteLine } from './new-quote-line';

/** The longest rental a line may ask for (days, both counted), as the API allows. */
export const MAX_RENTAL_DAYS = 365;

/** How far ahead a rental may start (days after today, about two years), as the API allows. */
export const MAX_START_DAYS_AHEAD = 730;

/** The fields of a line, as the API names them in `items.N.<field>`. */
export type LineField = 'equipment_id' | 'mode' | 'quantity' | 'start_date' | 'end_date';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The modes a unit is offered in: rent first (the default of a new line), then buy. */
export function offeredModes(unit: Pick<Equipment, 'for_rent' | 'for_sale'>) {
  const modes: QuoteLine['mode'][] = [];
  if (unit.for_rent) modes.push('rent');
  if (unit.for_sale) modes.push('buy');
  return modes;
}

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
 * What a line still needs before it is sent, by field, as the API would say it. `fleet`: the
 * units at the unit's branch, when known.
 */
export function lineProblems(
  line: QuoteLine,
  today: string,
  fleet?: number | null,
  locale?: string,
): Partial<Record<LineField, string>> {
  const words = sdkMessages(locale);
  const problems: Partial<Record<LineField, string>> = {};
  if (!Number.isInteger(line.quantity) || line.quantity < 1) problems.quantity = words.quantityMin;
  else if (fleet && line.quantity > fleet) problems.quantity = words.quantityMax(fleet);
  if (line.mode !== 'rent') return problems;
  if (!line.start_date) problems.start_date = words.firstDayMissing;
  else if (line.start_date < today) problems.start_date = words.dayPast;
  else if (line.start_date > addDays(today, MAX_START_DAYS_AHEAD))
    problems.start_date = words.firstDayTooFar(addDays(today, MAX_START_DAYS_AHEAD));
  if (!line.end_date) problems.end_date = words.lastDayMissing;
  else if (line.start_date && line.end_date < line.start_date)
    problems.end_date = words.lastDayBeforeFirst;
  else if (line.start_date && rentalDays(line.start_date, line.end_date) > MAX_RENTAL_DAYS)
    problems.end_date = words.rentalTooLong(MAX_RENTAL_DAYS);
  return problems;
}

/** Every line's problems as the API names them (`items.1.end_date`). */
export function listProblems(
  lines: readonly QuoteLine[],
  today: string,
  fleets: Readonly<Record<number, number | undefined>> = {},
  locale?: string,
): FieldErrors {
  const errors: FieldErrors = {};
  lines.forEach((line, index) => {
    for (const [field, message] of Object.entries(
      lineProblems(line, today, fleets[line.equipment_id], locale),
    ))
      errors[`items.${index}.${field}`] = [message];
  });
  return errors;
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
export function toQuoteItems(
  lines: readonly QuoteLine[],
): components['schemas']['QuoteListItemInput'][] {
  return lines.map((line) => ({
    equipment_id: line.equipment_id,
    mode: line.mode,
    quantity: line.quantity,
    ...(line.mode === 'rent'
      ? { start_date: line.start_date ?? null, end_date: line.end_date ?? null }
      : {}),
  }));
}
