import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from './locales';

/** A Lingui instance speaking `locale` with its compiled `messages` (one per app, or per server render). */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}
