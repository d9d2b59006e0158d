/**
 * Every word the widgets show, in one table: one named export per area, so the loader carries only
 * the few words of its first paint and each chunk only its own. A later language adds a file with
 * the same shape (see `messages/index.ts`); components never hold literal text.
 */

/** Words the loader paints before any code behind an element has loaded. */
export const loader = {
  /** `<find-branch>`'s link while no branch is saved (its `label` attribute replaces it). */
  findBranchLabel: 'Find Local Branch',
  /** `<request-quote>`'s button (its `button-text` attribute replaces it). */
  requestQuoteButton: 'Request a Quote',
  /** The toast's title when an element's code could not be loaded. */
  loadErrorTitle: 'Oops!',
  loadError: 'This part of the page could not be loaded. Check your connection and try again.',
  /** The toast's close button. */
  dismiss: 'Dismiss',
} as const;

/** `<find-branch>` and its dialog. */
export const findBranch = {} as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "Dec 3" for a calendar day (`2026-12-03`), whatever the viewer's time zone. */
const monthDay = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8))}`;
/** "Dec 3", "Dec 3–5", "Dec 30–Jan 2" for each run of days, joined: "Dec 3–5 and Dec 9". */
const dayRuns = (runs: readonly (readonly [string, string])[]) => {
  const words = runs.map(([from, to]) =>
    from === to
      ? monthDay(from)
      : `${monthDay(from)}–${from.slice(0, 7) === to.slice(0, 7) ? Number(to.slice(8)) : monthDay(to)}`,
  );
  return words.length < 2
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
};
type DayRuns = Parameters<typeof dayRuns>[0];

/** `<request-quote>` and the quote dialog. */
export const requestQuote = {
  /** A rent line's availability (`checkAvailability`), below its dates. */
  availabilityChecking: 'Checking availability…',
  availabilityFree: (free: number, fleet: number) => `${free} of ${fleet} free every day`,
  availabilityBooked: (runs: DayRuns) => `Booked on ${dayRuns(runs)}`,
  availabilityShort: (free: number, fleet: number, runs: DayRuns) =>
    `Only ${free} of ${fleet} free on ${dayRuns(runs)}`,
  /** Rentals longer than the availability call answers. */
  availabilityCut: (text: string, days: number) => `${text} (the first ${days} days checked)`,
  availabilityFailed: 'We could not check availability: the branch confirms it with the quote.',
  /** Next refused: the line's dates lack units (next to its dates). */
  datesBooked: (runs: DayRuns) => `Booked on ${dayRuns(runs)}: pick other dates.`,
  datesShort: (free: number, fleet: number, runs: DayRuns) =>
    `Only ${free} of ${fleet} free on ${dayRuns(runs)}: pick other dates or fewer units.`,
} as const;

/** `<quote-list-button>`. */
export const quoteListButton = {
  /** The label before the count (the `button-text` attribute replaces it). */
  buttonText: 'Quote list',
  /** What a screen reader hears after the label. */
  count: (n: number) => (n === 1 ? '1 unit' : `${n} units`),
} as const;

/** `<equipment-list>`. */
export const equipmentList = {
  /** The grid's name for screen readers (a list of units). */
  gridLabel: 'Equipment',
  /** While a page of units loads. */
  loading: 'Loading equipment…',
  /** No unit matches the element's filters. */
  empty: 'No equipment matches right now. Please check back soon or contact us.',
  /** The page could not be loaded (offline, server trouble). */
  error: 'The equipment could not be loaded. Check your connection and try again.',
  retry: 'Try again',
  /** The rates' labels (rent) and the sale price's (buy). */
  perDay: 'Per day',
  perWeek: 'Per week',
  perMonth: 'Per month',
  price: 'Price',
  priceOnRequest: 'Price on request',
  /** The card's button, before and after the unit is in the shared quote list. */
  addToQuote: 'Add to quote',
  inQuote: 'In quote list',
  /** Announced when a unit joined the list, or could not (the list holds 50 lines at most). */
  added: (title: string) => `${title} is in your quote list.`,
  listFull: (max: number) => `Your quote list is full (${max} units). Send or empty it first.`,
  /** The pager. */
  pagination: 'Pages',
  previous: 'Previous',
  next: 'Next',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  count: (n: number) => (n === 1 ? '1 unit' : `${n} units`),
} as const;
