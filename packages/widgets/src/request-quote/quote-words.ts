import { widgetLang, type Lang } from '../messages';
import { requestQuote } from '../messages/en/request-quote';

/** The words of the quote button and dialog, by language (only English for now). */
const TABLES: Record<Lang, typeof requestQuote> = { en: requestQuote };

export type QuoteWords = typeof requestQuote;

/** The words that are plain text (a step's title, a button's label), by name. */
export type QuoteWord = {
  [K in keyof QuoteWords]: QuoteWords[K] extends string ? K : never;
}[keyof QuoteWords];

/** The quote dialog's words for a `lang` (`en-US` → `en`; unknown → English). */
export const quoteWords = (lang?: string | null): QuoteWords => TABLES[widgetLang(lang)];
