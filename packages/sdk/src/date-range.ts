/**
 * A range of calendar days as a reader of a locale writes it, by `Intl.DateTimeFormat#formatRange`:
 * en-US "Dec 7 – 9, 2026", es "7–9 dic 2026", es-US "7–9 de dic de 2026"; across months and years
 * only what differs is repeated ("Nov 30 – Dec 2, 2026"). The storefront, the widgets and
 * integrators share it, so a rental reads the same everywhere.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: string): Intl.DateTimeFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      // Calendar days: read at UTC midnight, so the viewer's time zone never moves them.
      timeZone: 'UTC',
    });
    formatters.set(locale, formatter);
  }
  return formatter;
}

const CALENDAR_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * `from`–`to` (`YYYY-MM-DD` calendar days) for a reader of `locale` (BCP 47, default en-US), one
 * date when they are the same day. A value that is not a calendar day comes back as written,
 * joined with an en dash; `to` before `from` is written in the order given.
 */
export function formatDateRange(from: string, to: string, locale = 'en-US'): string {
  if (!CALENDAR_DAY.test(from) || !CALENDAR_DAY.test(to)) return `${from} – ${to}`;
  const formatter = formatterFor(locale);
  if (from === to) return formatter.format(dayDate(from));
  // formatRange throws on a start after the end in some engines: write such a range plainly.
  if (from > to) return `${formatter.format(dayDate(from))} – ${formatter.format(dayDate(to))}`;
  return formatter.formatRange(dayDate(from), dayDate(to));
}
