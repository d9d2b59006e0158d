/**
 * Every word the widgets show, in Spanish (US customers, formal "usted"): the same areas and types
 * as messages/en.ts (`Words<…>`: a missing word is a type error). Never in the loader: the chunk
 * `words-es` (elements/words-es.ts) adds these tables when an element is Spanish, and the loader's
 * few words come in the chunk `loader-es` before a Spanish element paints.
 */
export { loader, quoteListButton } from './es/loader';
export { findBranch } from './es/find-branch';
export { requestQuote } from './es/request-quote';
export { equipmentList } from './es/equipment-list';
