const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** US dollars, cents only when there are any: 28500 → "$28,500", 189.5 → "$189.50". */
export function formatUsd(amount: number): string {
  return (Number.isInteger(amount) ? wholeDollars : dollarsAndCents).format(amount);
}

const calendarDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** "Dec 3, 2026" for a calendar day (`2026-12-03`), whatever the viewer's time zone. */
export const formatDay = (day: string): string => calendarDay.format(new Date(`${day}T00:00:00Z`));
