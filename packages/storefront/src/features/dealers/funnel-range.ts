/**
 * The dashboard's date range in the URL: a preset (`?range=7|30|90|365`, the last N days to today,
 * 30 by default and then left out) or custom days (`?from=YYYY-MM-DD&to=YYYY-MM-DD`). Days are
 * UTC, as the funnel's.
 */

export const RANGE_PRESETS = [7, 30, 90, 365] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_PRESET: RangePreset = 30;
/** The contract's longest range (days, both ends counted). */
export const MAX_RANGE_DAYS = 366;

export type FunnelRange =
  { kind: 'preset'; days: RangePreset } | { kind: 'custom'; from: string; to: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Whether `value` is a real `YYYY-MM-DD` day. */
export function isDay(value: string | null | undefined): value is string {
  if (!value || !DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** `day` moved by `days` (UTC). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted. */
export function spanDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

export const todayUtc = (now = new Date()): string => now.toISOString().slice(0, 10);

/**
 * Why a custom range cannot be shown, or null when it can: `from` after `to`, or longer than the
 * contract allows.
 */
export function customRangeProblem(from: string, to: string): string | null {
  if (!isDay(from) || !isDay(to)) return 'Enter both days.';
  if (from > to) return 'The first day must be on or before the last day.';
  if (spanDays(from, to) > MAX_RANGE_DAYS) return `Choose at most ${MAX_RANGE_DAYS} days.`;
  return null;
}

/** The range of a URL's query; anything unknown, malformed or out of bounds is the default. */
export function parseFunnelRange(search: string): FunnelRange {
  const params = new URLSearchParams(search);
  const from = params.get('from');
  const to = params.get('to');
  if (isDay(from) && isDay(to) && customRangeProblem(from, to) === null)
    return { kind: 'custom', from, to };
  const days = Number(params.get('range'));
  const preset = RANGE_PRESETS.find((value) => value === days);
  return { kind: 'preset', days: preset ?? DEFAULT_PRESET };
}

/** The query of a range (`?range=7`, `?from=…&to=…`, or nothing for the default). */
export function funnelRangeQuery(range: FunnelRange): string {
  if (range.kind === 'custom') return `?from=${range.from}&to=${range.to}`;
  return range.days === DEFAULT_PRESET ? '' : `?range=${range.days}`;
}

/** The days a range covers, as the API takes them. */
export function rangeDays(range: FunnelRange, today = todayUtc()): { from: string; to: string } {
  if (range.kind === 'custom') return { from: range.from, to: range.to };
  return { from: addDays(today, 1 - range.days), to: today };
}
