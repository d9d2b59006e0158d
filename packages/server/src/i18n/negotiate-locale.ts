import Negotiator from 'negotiator';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from './i18n';

/**
 * The language of an `Accept-Language` header: the best of `en` and `es` by q-value, a regional
 * tag counting for its language (`es-MX`, `es-US` → `es`); `en` when the header is missing, names
 * neither language (`fr`) or cannot be read.
 */
export function negotiateLocale(acceptLanguage: string | string[] | undefined): Locale {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(', ') : acceptLanguage;
  if (!header) return DEFAULT_LOCALE;
  const [best] = new Negotiator({ headers: { 'accept-language': header } }).languages([...LOCALES]);
  return isLocale(best) ? best : DEFAULT_LOCALE;
}
