/**
 * Rental days for the specs, relative to today: the API takes starts at most 730 days ahead
 * (MAX_START_DAYS_AHEAD) and rentals of at most 365 days, so fixed far-future days stop working.
 */

/** `YYYY-MM-DD`, `days` after today (UTC). */
export const daysAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** What a keyboard types into a US date input for `YYYY-MM-DD`: `MMDDYYYY`. */
export const typedDate = (day: string) => `${day.slice(5, 7)}${day.slice(8, 10)}${day.slice(0, 4)}`;
