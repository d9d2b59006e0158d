/**
 * Every word the widgets show, in one table: one named export per area, so the loader carries only
 * the few words of its first paint and each chunk only its own. A later language adds a file with
 * the same shape (see `messages/index.ts`); components never hold literal text.
 */

/** Words the loader paints before any code behind an element has loaded. */
export const loader = {} as const;

/** `<find-branch>` and its dialog. */
export const findBranch = {} as const;

/** `<request-quote>` and the quote dialog. */
export const requestQuote = {} as const;

/** `<quote-list-button>`. */
export const quoteListButton = {} as const;

/** `<equipment-list>`. */
export const equipmentList = {} as const;
