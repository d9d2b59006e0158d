/**
 * The quote list page's rules, without React: which days to ask about and what their availability
 * says. What a line needs, costs and becomes are the SDK's (`lineProblems`, `linePrice`,
 * `toQuoteItems`), shared with the widget's flow.
 */
import { addDays, hasRange, type QuoteLine, type Schemas } from '@liftline/sdk';
import { formatDayOfMonth, formatMonthDay } from '@/utils/format';
export { formatDay, formatUsd } from '@/utils/format';
export {
  hasRange,
  linePrice,
  lineProblems,
  listProblems,
  MAX_RENTAL_DAYS,
  toQuoteItems,
  type LineField,
  type LinePrice,
} from '@liftline/sdk';

/** The availability call answers at most this many days; longer rentals are checked that far. */
export const AVAILABILITY_MAX_DAYS = 180;

/** The days asked of `GET /equipment/{id}/availability` for a line: its range (the first 180 days), else today. */
export function availabilityRange(line: QuoteLine, today: string): { from: string; to: string } {
  if (!hasRange(line)) return { from: today, to: today };
  const last = addDays(line.start_date, AVAILABILITY_MAX_DAYS - 1);
  return { from: line.start_date, to: line.end_date < last ? line.end_date : last };
}

/** "Dec 3", "Dec 3–5", "Dec 30–Jan 2". */
export function formatDayRange(from: string, to: string): string {
  if (from === to) return formatMonthDay(from);
  const sameMonth = from.slice(0, 7) === to.slice(0, 7);
  return `${formatMonthDay(from)}–${sameMonth ? formatDayOfMonth(to) : formatMonthDay(to)}`;
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
