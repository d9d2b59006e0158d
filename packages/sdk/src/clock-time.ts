/**
 * Clock times (`HH:MM`, 24-hour, as the contract writes branch hours) as a reader of a locale
 * expects them: `5:30 AM` in en-US, `5:30 a.m.` in es-US. The contract, JSON-LD (`openingHours`) and form values keep
 * the 24-hour form; only what a person reads is formatted.
 */

/** An `HH:MM` time (00:00–23:59). */
const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Between the time and AM/PM: a no-break space, so `5:30` and `AM` never part at a line end. */
const MERIDIEM_SPACE = '\u00a0';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The locale's short clock time (hour and minutes), made on first use of that locale. */
function intlClockTime(locale: string, hours: number, minutes: number): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(Date.UTC(2000, 0, 1, hours, minutes));
}

/** The day's halves as each spelled-out locale writes them (after a no-break space). */
const MERIDIEMS: Readonly<Record<string, readonly [am: string, pm: string]>> = {
  'en-US': ['AM', 'PM'],
  'es-US': ['a.m.', 'p.m.'],
};

/**
 * `time` (`HH:MM`) for a reader of `locale` (BCP 47): en-US `5:30 AM`, `12:00 PM` (noon),
 * `12:00 AM` (midnight); es-US `5:30 a.m.`, `4:30 p.m.`; another locale as `Intl.DateTimeFormat`
 * writes its short time. en-US and es-US are spelled out here (clock-time.test.ts checks every
 * minute against `Intl`): the first `Intl` formatter a page builds loads locale data on the main
 * thread, and a page showing hours should not pay that to print "5:30 AM".
 * A value that is not an `HH:MM` time comes back as it is.
 */
export function formatClockTime(time: string, locale = 'en-US'): string {
  const match = CLOCK_TIME.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const minutes = match[2]!;
  const meridiems = Object.hasOwn(MERIDIEMS, locale) ? MERIDIEMS[locale] : undefined;
  if (!meridiems) return intlClockTime(locale, hours, Number(minutes));
  return `${hours % 12 || 12}:${minutes}${MERIDIEM_SPACE}${meridiems[hours < 12 ? 0 : 1]}`;
}

/** Opening and closing time for a reader of `locale`: en-US `5:30 AM – 4:30 PM`, es-US `5:30 a.m. – 4:30 p.m.`. */
export const formatHoursRange = (hours: { opens: string; closes: string }, locale = 'en-US') =>
  `${formatClockTime(hours.opens, locale)} – ${formatClockTime(hours.closes, locale)}`;
