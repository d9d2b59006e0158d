/**
 * `<find-branch>`'s words (English), re-exported by `messages/en.ts` with the other areas. In a
 * module of its own so that the finder's chunk carries its words and nothing of the other
 * elements': a chunk bundles whole modules, and en.ts is every element's.
 */

/** `<find-branch>` and its dialog. */
export const findBranch = {
  /** The link while no branch is saved (its `label` attribute / prop replaces it). */
  label: 'Find Local Branch',
  /** The saved branch. */
  place: (city: string, state: string) => `${city}, ${state}`,
  /** Beside the branch linked to its page: opens the dialog (its accessible name, then its text). */
  changeBranch: 'Change branch',
  change: 'Change',
  /** The dialog. */
  title: 'Find location by zip code',
  close: 'Close',
  zipLabel: 'Zip code',
  zipPlaceholder: 'Enter Zip Code',
  cancel: 'Cancel',
  submit: 'Submit',
  /** The nearest branches a search found, to choose from. */
  choicesTitle: 'Choose your branch',
  /** A branch's distance from the zip code searched (`miles` already formatted). */
  distance: (miles: string) => `${miles} mi`,
  /** Today at the branch, on its own clock (times already formatted). */
  openUntil: (closes: string) => `Open now · closes at ${closes}`,
  opensAt: (opens: string) => `Closed now · opens at ${opens}`,
  /** Closed for the rest of today: the next day it opens (`day`: a weekday name). */
  opensOn: (day: string, opens: string) => `Closed now · opens ${day} at ${opens}`,
  closedToday: 'Closed today',
  /** The search failed (the toast). */
  errorTitle: 'Oops!',
  dismiss: 'Dismiss',
} as const;
