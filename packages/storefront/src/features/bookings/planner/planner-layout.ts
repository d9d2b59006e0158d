import type { Schemas } from '@liftline/sdk';
import { daysBetween } from './planner-url';

export type PlannerBar = Schemas['PlannerBar'];
export type PlannerUnit = Schemas['PlannerUnit'];

/** A bar on a row: its first and last column in the range shown, and its lane in the row. */
export interface PlacedBar {
  bar: PlannerBar;
  /** Column of its first day shown (0 = the range's first day). */
  first: number;
  /** Column of its last day shown. */
  last: number;
  /** It starts before the range (drawn open on the left). */
  startsBefore: boolean;
  /** It ends after the range (drawn open on the right). */
  endsAfter: boolean;
  /** Its line in the row, from 0: bars whose days overlap go on separate lines. */
  lane: number;
}

/**
 * Places `bars` on a row of `dayCount` days from `from`: each bar is clipped to the range (a bar
 * wholly outside it is left out), then given the first lane whose last bar ended before it starts.
 * Answers the bars in the order of their first day and the number of lanes (at least 1).
 */
export function placeBars(
  bars: readonly PlannerBar[],
  from: string,
  dayCount: number,
): { placed: PlacedBar[]; lanes: number } {
  const clipped: Omit<PlacedBar, 'lane'>[] = [];
  for (const bar of bars) {
    const start = daysBetween(from, bar.start_date);
    const end = daysBetween(from, bar.end_date);
    if (end < 0 || start > dayCount - 1 || end < start) continue;
    clipped.push({
      bar,
      first: Math.max(0, start),
      last: Math.min(dayCount - 1, end),
      startsBefore: start < 0,
      endsAfter: end > dayCount - 1,
    });
  }
  clipped.sort((a, b) => a.first - b.first || a.last - b.last);
  const laneEnds: number[] = [];
  const placed = clipped.map((bar) => {
    let lane = laneEnds.findIndex((end) => end < bar.first);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = bar.last;
    return { ...bar, lane };
  });
  return { placed, lanes: Math.max(1, laneEnds.length) };
}

/** The bars that take or ask for the unit on the day of column `column`. */
export const barsOnDay = (placed: readonly PlacedBar[], column: number) =>
  placed.filter((bar) => bar.first <= column && column <= bar.last);

/**
 * Units a day's bookings take (`lead` and `hold`; requests ask for days, they do not take them).
 * The planner shows it with the fleet ("2 of 3 taken").
 */
export const unitsTaken = (placed: readonly PlacedBar[], column: number) =>
  barsOnDay(placed, column)
    .filter(({ bar }) => bar.kind === 'lead' || bar.kind === 'hold')
    .reduce((sum, { bar }) => sum + bar.quantity, 0);
