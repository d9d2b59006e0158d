/**
 * The locale a page is written in (BCP 47), for the formatters that take one (clock times, dates).
 * Every page is en-US today; pages in another language (es-US) will answer theirs here.
 */
export const DEFAULT_PAGE_LOCALE = 'en-US';

/** The current page's locale. */
export function usePageLocale(): string {
  return DEFAULT_PAGE_LOCALE;
}
