/**
 * The words of `<request-quote>`, `<quote-list-button>`'s dialog and the React `RequestQuote`
 * (English), re-exported by `messages/en.ts` with the other areas. In a module of its own so that
 * the dialog's chunk carries them and the other elements' chunks do not.
 */

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
  /** The button (its `button-text` attribute / `buttonText` prop replaces it). */
  button: 'Request a Quote',
  /** The dialog's code could not be loaded (the toast). */
  loadErrorTitle: 'Oops!',
  loadError: 'The quote form could not be loaded. Check your connection and try again.',
  dismiss: 'Dismiss',
  /** The dialog's frame. */
  title: 'Request a Quote',
  close: 'Close',
  progress: (step: number, steps: number) => `Step ${step} of ${steps}`,
  sending: 'Sending your request…',
  back: 'Back',
  next: 'Next',
  cancel: 'Cancel',
  optional: ' (optional)',
  /** The lines step. */
  linesTitle: 'Your equipment',
  generalTitle: 'Rent or buy',
  loadingUnit: 'Loading the equipment…',
  unitFallback: (id: number) => `Equipment #${id}`,
  mode: 'Rent or buy',
  rent: 'Rent',
  buy: 'Buy',
  quantity: 'Quantity',
  startDate: 'Start date',
  endDate: 'End date',
  pricedOnRequest: 'Priced on request',
  remove: 'Remove',
  removeUnit: (title: string) => `Remove ${title}`,
  addAnother: 'Add another unit',
  rentTotal: 'Estimated rent:',
  buyTotal: 'Purchase price:',
  onRequestCount: (n: number) =>
    n === 1 ? 'Plus 1 line priced on request.' : `Plus ${n} lines priced on request.`,
  fieldsInError: (n: number) =>
    n === 1 ? 'One field needs attention.' : `${n} fields need attention.`,
  generalIntro: 'General request.',
  generalHint:
    'Describe the job in the notes and the nearest branch will suggest the right equipment.',
  rentOrBuy: 'Do you want to rent or buy?',
  rentHint: 'For a job: daily, weekly or monthly',
  buyHint: 'Own it: new or used',
  whenNeeded: 'When do you need it?',
  timeframe: 'Purchase timeframe',
  chooseTimeframe: 'Choose a timeframe',
  /** The jobsite and contact step. */
  detailsTitle: 'Jobsite and contact',
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  company: 'Company',
  jobsiteAddress: 'Jobsite street address',
  jobsiteZip: 'Jobsite zip code',
  poNumber: 'PO number',
  notesForBranch: 'Notes for the branch',
  describeNeed: 'Describe the equipment you need',
  nearestBranch: 'Your request goes to the branch nearest the jobsite.',
  preferredBranch: 'Preferred branch:',
  savedBranch: 'your saved branch',
  place: (city: string, state: string) => `${city}, ${state}`,
  useNearest: 'Use the branch nearest the jobsite instead',
  /** The last look. */
  confirmTitle: 'Confirm your request',
  send: 'Send request',
  equipment: 'Equipment',
  /** "Dec 3, 2026" for a calendar day; "?" when there is none. */
  day: (day: string | undefined) => (day ? `${monthDay(day)}, ${day.slice(0, 4)}` : '?'),
  /** `dates`: the range as `formatDateRange` writes it ("Dec 7 – 9, 2026"). */
  rentDates: (dates: string) => `Rent ${dates}`,
  generalBuy: (timeframe: string) => `General request: buy, ${timeframe.toLowerCase()}`,
  generalRent: (from: string) => `General request: rent from ${from}`,
  jobsite: 'Jobsite',
  zip: (zip: string) => `Zip ${zip}`,
  branch: (place: string) => `Branch: ${place}`,
  nearest: 'Nearest branch',
  contact: 'Contact',
  po: (po: string) => ` · PO ${po}`,
  notes: 'Notes',
  none: 'None',
  edit: 'Edit',
  editRow: (row: string) => `Edit ${row.toLowerCase()}`,
  /** Sending failed (not a field problem). */
  failedTitle: 'Your request was not sent',
  retry: 'Try again',
  notSent: 'Your request could not be sent.',
  nothingLost: 'Nothing was lost: try again, or go back to check your request.',
  /** Sent. */
  submittedTitle: 'Request received',
  another: 'Request another quote',
  done: 'Done',
  thanks: (name: string) => `Thank you${name ? `, ${name}` : ''}! We received your quote request.`,
  reference: 'Your reference:',
  confirmationTo: (email: string) =>
    `A confirmation is on its way to ${email}. Quote the reference when you talk to the branch.`,
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
