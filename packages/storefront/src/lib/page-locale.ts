import { useLocaleTag } from '@/i18n/use-locale';

/** The locale a page is written in (BCP 47), for the formatters that take one (clock times, dates). */
export const DEFAULT_PAGE_LOCALE = 'en-US';

/** The current page's locale: `en-US`, or `es-US` on the Spanish pages. */
export const usePageLocale = (): string => useLocaleTag();
