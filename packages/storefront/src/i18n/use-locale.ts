import { useLingui } from '@lingui/react';
import { LOCALE_TAGS, type Locale } from './locales';

/** The language of the page being shown (`en` | `es`): the app's Lingui instance speaks it. */
export function useLocale(): Locale {
  return useLingui().i18n.locale as Locale;
}

/** The BCP 47 tag the page formats with (`en-US` | `es-US`). */
export function useLocaleTag(): string {
  return LOCALE_TAGS[useLocale()];
}
