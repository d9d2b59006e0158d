/**
 * The SDK's own words (English): validation messages, the quote flow's and the finder's errors,
 * the estimate's wording. `es.ts` has the same type, so a missing message is a type error. Pick a
 * table with `sdkMessages(locale)` (messages/index.ts); the functions that speak take a `locale`.
 */

export interface SdkMessages {
  /** zip.ts, the finder's five-digit check and the quote's jobsite zip. */
  invalidZip: string;
  /** The finder's search failed and the server said nothing. */
  locateBranchFailed: (zip: string) => string;
  /** errors.ts: a 422 with field errors; no answer at all; anything else. */
  validationError: string;
  networkError: string;
  somethingWentWrong: string;
  errorNoticeTitle: string;
  /** `errorNotice(error, context)`: what was tried, then why it failed. */
  contextFailed: (context: string, reason: string) => string;
  /** The quote flow's submit failed without an error message. */
  quoteNotSent: string;
  /** A rent line's dates lack free units (availability). */
  datesNotFree: string;
  /** quote-lines.ts: a line's problems. */
  quantityMin: string;
  quantityMax: (fleet: number) => string;
  firstDayMissing: string;
  dayPast: string;
  firstDayTooFar: (latest: string) => string;
  lastDayMissing: string;
  lastDayBeforeFirst: string;
  rentalTooLong: (maxDays: number) => string;
  /** quote-validation.ts: a general request's and the contact step's fields. */
  tooLong: (max: number) => string;
  startDateMissing: string;
  startDatePast: string;
  timeframeMissing: string;
  listingMissing: string;
  jobsiteAddressMissing: string;
  nameMissing: string;
  emailInvalid: string;
  phoneInvalid: string;
  /** `PURCHASE_TIMEFRAMES`' labels. */
  timeframes: {
    immediately: string;
    'within-30-days': string;
    'within-90-days': string;
    'just-researching': string;
  };
  /** The rental estimate: its periods ("1 × week $1,150") and its disclaimer. */
  periods: { four_weeks: string; week: string; day: string };
  estimateLine: (count: number, period: string, rate: string) => string;
  estimateDisclaimer: string;
  /** A weekday without hours (`weeklyHoursRows`). */
  closed: string;
}

export const en: SdkMessages = {
  invalidZip: 'Please provide a five digit zip code',
  locateBranchFailed: (zip) => `Unable to locate branch for zip code ${zip}`,
  validationError: 'Validation Error: Check inputs and try again.',
  networkError:
    'Network error: the server could not be reached. Check your connection and try again.',
  somethingWentWrong: 'Something went wrong. Try again.',
  errorNoticeTitle: 'Oops!',
  contextFailed: (context, reason) => `${context} did not work: ${reason}`,
  quoteNotSent: 'Your request could not be sent. Please try again.',
  datesNotFree: 'Not enough units are free on these dates: pick other dates.',
  quantityMin: 'Ask for 1 unit or more.',
  quantityMax: (fleet) => `The branch has ${fleet} of this unit: ask for ${fleet} at most.`,
  firstDayMissing: 'Choose the first rental day.',
  dayPast: 'Choose today or a later day.',
  firstDayTooFar: (latest) => `Choose a day up to two years ahead (${latest} at the latest).`,
  lastDayMissing: 'Choose the last rental day.',
  lastDayBeforeFirst: 'The last day is before the first day.',
  rentalTooLong: (maxDays) => `Rent for ${maxDays} days at most.`,
  tooLong: (max) => `Use at most ${max} characters`,
  startDateMissing: 'Enter the day you need it',
  startDatePast: 'Choose today or a later day',
  timeframeMissing: 'Choose when you plan to buy',
  listingMissing: 'Choose whether you want to rent or buy',
  jobsiteAddressMissing: 'Enter the jobsite’s street address',
  nameMissing: 'Enter your name',
  emailInvalid: 'Enter a valid e-mail address',
  phoneInvalid: 'Enter a phone number we can call',
  timeframes: {
    immediately: 'Immediately',
    'within-30-days': 'Within 30 days',
    'within-90-days': 'Within 90 days',
    'just-researching': 'Just researching',
  },
  periods: { four_weeks: '4 weeks', week: 'week', day: 'day' },
  estimateLine: (count, period, rate) => `${count} × ${period} ${rate}`,
  estimateDisclaimer: 'Estimate before tax, delivery and damage waiver.',
  closed: 'Closed',
};
