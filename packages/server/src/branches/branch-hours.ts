import type { components } from '@liftline/sdk/schema';
import { enumLabels } from '../api/enum-labels';

export type Weekday = components['schemas']['Weekday'];
export type BranchDayHours = components['schemas']['BranchDayHours'];
export type BranchHours = components['schemas']['BranchHours'];
export type BranchClosure = components['schemas']['BranchClosure'];
export type TimeZone = components['schemas']['TimeZone'];

export const WEEKDAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

const SHORT_LABELS: Record<Weekday, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

/** The weekly hours in weekday order (Monday first). */
export function sortedWeeklyHours(weekly: readonly BranchDayHours[]): BranchDayHours[] {
  return [...weekly]
    .sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day))
    .map(({ day, opens, closes }) => ({ day, opens, closes }));
}

/**
 * The display lines of the weekly hours: consecutive weekdays with the same hours become one line
 * (`Mon–Fri 07:00–17:00`, then `Sat 08:00–12:00`); a closed day breaks a run.
 */
export function displayHours(weekly: readonly BranchDayHours[]): BranchHours[] {
  const lines: { first: Weekday; last: Weekday; opens: string; closes: string }[] = [];
  for (const entry of sortedWeeklyHours(weekly)) {
    const previous = lines.at(-1);
    const follows =
      previous !== undefined &&
      WEEKDAYS.indexOf(entry.day) === WEEKDAYS.indexOf(previous.last) + 1 &&
      previous.opens === entry.opens &&
      previous.closes === entry.closes;
    if (follows) previous.last = entry.day;
    else
      lines.push({ first: entry.day, last: entry.day, opens: entry.opens, closes: entry.closes });
  }
  return lines.map(({ first, last, opens, closes }) => ({
    days: first === last ? SHORT_LABELS[first] : `${SHORT_LABELS[first]}–${SHORT_LABELS[last]}`,
    opens,
    closes,
  }));
}

/** The calendar day (`YYYY-MM-DD`) it is now in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Every time zone a branch may have (the contract's `TimeZone`, read once). */
let timeZones: readonly TimeZone[] | undefined;

let calendar: { minute: number; days: string } | undefined;

/**
 * Today's date in every branch time zone, as one string: it changes exactly when the calendar day
 * changes in one of them. An answer that holds upcoming closures ("today and later", see
 * `upcomingClosures`) puts it in its cache key, so an answer cached yesterday is not served
 * today. Worked out at most once a minute: every zone's offset is a whole number of minutes, so
 * no zone's date changes within one.
 */
export function calendarDays(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (calendar?.minute !== minute) {
    timeZones ??= Object.keys(enumLabels<TimeZone>('TimeZone')) as TimeZone[];
    calendar = { minute, days: timeZones.map((zone) => todayIn(zone, now)).join(' ') };
  }
  return calendar.days;
}

/** Closures of `today` and later, soonest first. */
export function upcomingClosures(
  closures: readonly BranchClosure[],
  today: string,
): BranchClosure[] {
  return closures
    .filter((closure) => closure.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map(({ date, reason }) => ({ date, reason }));
}

/** Field errors of weekly hours: a weekday listed twice, or closing at or before opening. */
export function weeklyHoursProblems(
  weekly: readonly BranchDayHours[],
  field = 'weekly_hours',
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const seen = new Set<Weekday>();
  weekly.forEach((entry, index) => {
    const problems: string[] = [];
    if (seen.has(entry.day)) problems.push('lists a weekday that is already listed');
    seen.add(entry.day);
    if (entry.closes <= entry.opens) problems.push('must close after it opens');
    if (problems.length > 0) errors[`${field}.${index}`] = problems;
  });
  return errors;
}

/** Whether `date` is a real calendar day written `YYYY-MM-DD`. */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
}

/** Field errors of closures: not a calendar day, a date listed twice, a reason of only spaces. */
export function closureProblems(
  closures: readonly BranchClosure[],
  field = 'closures',
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  closures.forEach((closure, index) => {
    const problems: string[] = [];
    if (!isCalendarDate(closure.date)) problems.push('must be a date (YYYY-MM-DD)');
    else if (seen.has(closure.date)) problems.push('lists a date that is already listed');
    seen.add(closure.date);
    if (!closure.reason.trim()) problems.push('must have a reason besides spaces');
    if (problems.length > 0) errors[`${field}.${index}`] = problems;
  });
  return errors;
}

/** Closures as stored: reasons trimmed, ordered by date. */
export function storedClosures(closures: readonly BranchClosure[]): BranchClosure[] {
  return closures
    .map(({ date, reason }) => ({ date, reason: reason.trim() }))
    .sort((a, b) => a.date.localeCompare(b.date));
}
