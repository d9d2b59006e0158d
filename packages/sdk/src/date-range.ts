/**
 * A range of calendar days as a reader of a locale writes it, by `Intl.DateTimeFormat#formatRange`:
 * en-US "Dec 7 – 9, 2026", es "7–9 dic 2026", es-US "7–9 de dic de 2026"; across months and years
 * only what differs is repeated ("Nov 30 – Dec 2, 2026"). The storefront, the widgets and
 * integrators share it, so a rental reads the same everywhere.
 */

const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * `from`–`to` (`YYYY-MM-DD` calendar days) for a reader of `locale` (BCP 47, default en-US), one
 * date when they are the same day. Anything formatRange refuses (a value that is not a day, in
 * older engines a start after the end) comes back as written, joined with an en dash.
 */
export function formatDateRange(from: string, to: string, locale = 'en-US'): string {
  try {
    // Calendar days: read at UTC midnight, so the viewer's time zone never moves them. A new
    // formatter per call: ranges are few on a page, and the dialog's script stays smaller.
    return new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).formatRange(dayDate(from), dayDate(to));
  } catch {
    return `${from} – ${to}`;
  }
}
