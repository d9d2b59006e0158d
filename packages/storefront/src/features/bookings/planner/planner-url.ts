import { addDays } from '@liftline/sdk';
import { paths } from '@/config/paths';
import { isEquipmentCategory, type EquipmentCategorySlug } from '@/config/equipment-categories';

/** Two weeks from a Monday, or a calendar month. */
export type PlannerView = 'weeks' | 'month';

/** The planner's state in the URL (shareable; Back works). `null`: not given. */
export interface PlannerUrlState {
  view: PlannerView;
  /** A day of the range shown (`YYYY-MM-DD`); the range is the two weeks or month around it. */
  start: string | null;
  branch: number | null;
  category: EquipmentCategorySlug | null;
}

/** The range the planner asks for: both days shown, and every day between. */
export interface PlannerRange {
  from: string;
  to: string;
  days: string[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written `YYYY-MM-DD`, or `null`. */
function calendarDay(raw: string | null): string | null {
  if (!raw || !DAY.test(raw)) return null;
  const date = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === raw ? raw : null;
}

const positive = (raw: string | null) => {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : null;
};

export function parsePlannerUrl(search: string): PlannerUrlState {
  const query = new URLSearchParams(search);
  const category = query.get('category');
  return {
    view: query.get('view') === 'month' ? 'month' : 'weeks',
    start: calendarDay(query.get('start')),
    branch: positive(query.get('branch')),
    category: category && isEquipmentCategory(category) ? category : null,
  };
}

/** The page's href for `state`; the defaults (two weeks, this week, every unit) are left out. */
export function plannerHref(state: Partial<PlannerUrlState> = {}): string {
  const query = new URLSearchParams();
  if (state.view === 'month') query.set('view', 'month');
  if (state.start) query.set('start', state.start);
  if (state.branch) query.set('branch', String(state.branch));
  if (state.category) query.set('category', state.category);
  const search = query.toString();
  return `${paths.planner.getHref()}${search ? `?${search}` : ''}`;
}

/** Days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The Monday of the week of `day` (weeks start on Monday, ISO 8601). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** `day` moved by `months` calendar months, on the first of its month. */
function firstOfMonth(day: string, months = 0): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/**
 * The days shown: two weeks from the Monday of the week of `start` (else of `today`), or the
 * calendar month of it (28 to 31 days; the planner call allows 62).
 */
export function plannerRange(state: Pick<PlannerUrlState, 'view' | 'start'>, today: string) {
  const anchor = state.start ?? today;
  const from = state.view === 'month' ? firstOfMonth(anchor) : mondayOf(anchor);
  const to = state.view === 'month' ? addDays(firstOfMonth(anchor, 1), -1) : addDays(from, 13);
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return { from, to, days } satisfies PlannerRange;
}

/** The state of the range before (`-1`) or after (`1`) the one shown. */
export function shiftRange(state: PlannerUrlState, step: -1 | 1, today: string): PlannerUrlState {
  const { from } = plannerRange(state, today);
  const start = state.view === 'month' ? firstOfMonth(from, step) : addDays(from, 14 * step);
  return { ...state, start };
}
