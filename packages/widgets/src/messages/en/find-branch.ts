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
  /** The search failed (the toast). */
  errorTitle: 'Oops!',
  dismiss: 'Dismiss',
} as const;
