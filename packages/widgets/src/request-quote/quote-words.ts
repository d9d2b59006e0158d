import { widgetLang, type Lang } from '../messages';
import { requestQuote } from '../messages/en';

/** The words of the quote button and dialog, by language (only English for now). */
const TABLES: Record<Lang, typeof requestQuote> = { en: requestQuote };

export type QuoteWords = typeof requestQuote;

/** The quote dialog's words for a `lang` (`en-US` → `en`; unknown → English). */
export const quoteWords = (lang?: string | null): QuoteWords => TABLES[widgetLang(lang)];
