import { wordsOf, type WordTables } from '../messages';
import { requestQuote } from '../messages/en/request-quote';

export type QuoteWords = WordTables['requestQuote'];

/** The words that are plain text (a step's title, a button's label), by name. */
export type QuoteWord = {
  [K in keyof QuoteWords]: QuoteWords[K] extends string ? K : never;
}[keyof QuoteWords];

/**
 * The quote dialog's words for a `lang` (`es-US` → Spanish once the chunk `words-es` added them;
 * unknown → English).
 */
export const quoteWords = (lang?: string | null): QuoteWords =>
  wordsOf('requestQuote', requestQuote, lang);
