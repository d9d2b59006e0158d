/**
 * A unit's new line on a quote list, and the days it starts with. Kept apart from the lines' rules
 * and prices (quote-lines.ts, rate-estimate.ts) and the request's validation so that code which
 * only adds units (the widgets' `<equipment-list>`, loaded on its own) carries none of those.
 */
import type { QuoteLine } from './quote-list';
import type { components } from './schema';

type Equipment = components['schemas']['Equipment'];

/** Today's date (YYYY-MM-DD) in the customer's time zone. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** `YYYY-MM-DD` plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A rental added without dates yet: tomorrow for a week (tomorrow and the 6 days after it). */
export function defaultRentalDates(today: string) {
  const start = addDays(today, 1);
  return { start_date: start, end_date: addDays(start, 6) };
}

/** The line "Add to quote" adds: one unit, for rent with the default dates. */
export function newQuoteLine(
  unit: Pick<Equipment, 'id' | 'title'>,
  mode: QuoteLine['mode'],
  today: string,
): QuoteLine {
  return {
    equipment_id: unit.id,
    mode,
    quantity: 1,
    title: unit.title,
    ...(mode === 'rent' ? defaultRentalDates(today) : {}),
  };
}
