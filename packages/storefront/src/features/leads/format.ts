const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const MOMENT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const MOMENT_WITH_YEAR = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "Nov 25, 2026" for an RFC 3339 timestamp (local time). */
export const formatDate = (iso: string): string => DATE.format(new Date(iso));

/** "Nov 25, 2026" for a calendar day (`2026-11-25`), whatever the viewer's time zone. */
export const formatDay = (day: string): string => DAY.format(new Date(`${day}T00:00:00Z`));

/** "Nov 25, 10:04" (this year) or "Nov 25, 2025, 10:04" (local time). */
export function formatMoment(iso: string, now = new Date()): string {
  const date = new Date(iso);
  return (date.getFullYear() === now.getFullYear() ? MOMENT : MOMENT_WITH_YEAR).format(date);
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** "$1,150" (whole dollars) or "$1,150.50". */
export const formatUsd = (usd: number): string => USD.format(usd).replace(/\.00$/, '');
