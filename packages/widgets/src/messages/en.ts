/**
 * Every word the widgets show, in one table: one named export per area, so the loader carries only
 * the few words of its first paint and each chunk only its own. A later language adds a file with
 * the same shape (see `messages/index.ts`); components never hold literal text.
 */

/** Words the loader paints before any code behind an element has loaded. */
export const loader = {
  /** `<find-branch>`'s link while no branch is saved (its `label` attribute replaces it). */
  findBranchLabel: 'Find Local Branch',
  /** `<find-branch>`'s saved branch, linked to its page. */
  findBranchPlace: (city: string, state: string) => `${city}, ${state}`,
  /** Beside the linked branch: opens the dialog (its text, then its accessible name). */
  findBranchChange: 'Change',
  findBranchChangeLabel: 'Change branch',
  /** `<request-quote>`'s button (its `button-text` attribute replaces it). */
  requestQuoteButton: 'Request a Quote',
  /** The toast's title when an element's code could not be loaded. */
  loadErrorTitle: 'Oops!',
  loadError: 'This part of the page could not be loaded. Check your connection and try again.',
  /** The toast's close button. */
  dismiss: 'Dismiss',
} as const;

/** `<find-branch>` and its dialog (its own module: see there). */
export { findBranch } from './en/find-branch';

/** `<request-quote>` and the quote dialog (its own module: see there). */
export { requestQuote } from './en/request-quote';

/** `<quote-list-button>`. */
export const quoteListButton = {
  /** The label before the count (the `button-text` attribute replaces it). */
  buttonText: 'Quote list',
  /** The button's accessible name: the label and the count it shows, then what they count. */
  name: (label: string, n: number) => `${label} ${n} ${n === 1 ? 'unit' : 'units'}`,
} as const;

/** `<equipment-list>` (its own module: see there). */
export { equipmentList } from './en/equipment-list';
