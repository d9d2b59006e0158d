import type { Schemas } from './api-types';
import { formatHoursRange } from './clock-time';
import { sdkMessages } from './messages';

export type Weekday = Schemas['Weekday'];
export type BranchDayHours = Schemas['BranchDayHours'];
export type BranchClosure = Schemas['BranchClosure'];

/** The weekdays in the order the week is shown (Monday first), as the contract spells them. */
export const WEEKDAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** What the hours rules read of a branch (`Branch`, `AdminBranch` and `LocatedBranch` all fit). */
export type BranchHoursSubject = Pick<Schemas['Branch'], 'weekly_hours' | 'closures' | 'time_zone'>;

/** A moment as the branch's wall clock shows it. */
export interface BranchLocalTime {
  /** The local calendar date, `YYYY-MM-DD`. */
  date: string;
  day: Weekday;
  /** `HH:MM`, 24-hour. */
  time: string;
}

/** The next time the branch opens after a moment (within the coming two weeks). */
export interface BranchNextOpening {
  /** Local date, `YYYY-MM-DD`. */
  date: string;
  day: Weekday;
  /** `HH:MM`, branch local time. */
  opens: string;
  /** Whether it is later on the same local date. */
  today: boolean;
}

export interface BranchOpenState {
  /** Open at this moment, branch local time. */
  open: boolean;
  /** Today's weekly hours (branch local date); null when the weekday is not an open day. */
  today: { opens: string; closes: string } | null;
  /** A holiday closure on today's local date (closed although the weekly hours say open). */
  closure: BranchClosure | null;
  /** When it opens next, if it is not open now (null: not within two weeks, or open now). */
  next: BranchNextOpening | null;
  /** The moment on the branch's clock. */
  local: BranchLocalTime;
}

const SHORT_DAYS: Readonly<Record<string, Weekday>> = {
  Mon: 'mon',
  Tue: 'tue',
  Wed: 'wed',
  Thu: 'thu',
  Fri: 'fri',
  Sat: 'sat',
  Sun: 'sun',
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * `now` on the wall clock of `timeZone` (an IANA name): the local date, weekday and `HH:MM`.
 * Daylight saving time is Intl's business: the same UTC instant reads differently in summer and
 * winter.
 */
export function branchLocalTime(timeZone: string, now: Date): BranchLocalTime {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(now)) parts[part.type] = part.value;
  // Some engines still write midnight as "24" despite h23.
  const hour = parts.hour === '24' ? '00' : parts.hour;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    day: SHORT_DAYS[parts.weekday ?? ''] ?? 'mon',
    time: `${hour}:${parts.minute}`,
  };
}

/** The calendar date `days` after `date` (`YYYY-MM-DD`), and its weekday. */
function addDays(date: string, days: number): { date: string; day: Weekday } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + days));
  return {
    date: next.toISOString().slice(0, 10),
    // getUTCDay: 0 = Sunday.
    day: WEEKDAYS[(next.getUTCDay() + 6) % 7]!,
  };
}

const hoursOn = (branch: BranchHoursSubject, day: Weekday) =>
  branch.weekly_hours.find((hours) => hours.day === day) ?? null;

const closureOn = (branch: BranchHoursSubject, date: string) =>
  branch.closures.find((closure) => closure.date === date) ?? null;

/** How far ahead `next` looks. */
const NEXT_OPENING_HORIZON_DAYS = 14;

/**
 * Whether a branch is open at `now`, worked out on the branch's own clock (`time_zone`), not the
 * visitor's: today's weekly hours, a holiday closure on today's local date (closed all day), and
 * when it opens next. Opening time included, closing time excluded.
 */
export function branchOpenState(branch: BranchHoursSubject, now: Date): BranchOpenState {
  const local = branchLocalTime(branch.time_zone, now);
  const hours = hoursOn(branch, local.day);
  const today = hours ? { opens: hours.opens, closes: hours.closes } : null;
  const closure = closureOn(branch, local.date);
  const open = !closure && today !== null && today.opens <= local.time && local.time < today.closes;

  let next: BranchNextOpening | null = null;
  if (!open) {
    if (today && !closure && local.time < today.opens) {
      next = { date: local.date, day: local.day, opens: today.opens, today: true };
    } else {
      for (let ahead = 1; ahead <= NEXT_OPENING_HORIZON_DAYS && !next; ahead += 1) {
        const { date, day } = addDays(local.date, ahead);
        const dayHours = hoursOn(branch, day);
        if (dayHours && !closureOn(branch, date))
          next = { date, day, opens: dayHours.opens, today: false };
      }
    }
  }
  return { open, today, closure, next, local };
}

/** One weekday's line of the hours table. */
export interface WeeklyHoursRow {
  day: Weekday;
  /** Null on a closed weekday (`HH:MM`, 24-hour, as the contract writes them). */
  hours: { opens: string; closes: string } | null;
  /** For the reader: en-US `7:00 AM – 5:00 PM`, or `Closed`. */
  text: string;
}

/**
 * The weekly hours as seven rows, Monday to Sunday; a weekday not listed is `Closed`. The rows'
 * `text` is written for a reader of `locale` (see `formatHoursRange`).
 */
export function weeklyHoursRows(
  branch: Pick<BranchHoursSubject, 'weekly_hours'>,
  locale = 'en-US',
): WeeklyHoursRow[] {
  return WEEKDAYS.map((day) => {
    const found = branch.weekly_hours.find((hours) => hours.day === day);
    const hours = found ? { opens: found.opens, closes: found.closes } : null;
    return {
      day,
      hours,
      text: hours ? formatHoursRange(hours, locale) : sdkMessages(locale).closed,
    };
  });
}
