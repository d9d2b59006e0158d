import type { I18n } from '@lingui/core';
import { addEnumLabels, addSdkMessages } from '@liftline/sdk';
import { ENUM_LABELS_ES, SDK_MESSAGES_ES } from '@liftline/sdk/es';
import { addWidgetWords } from '@liftline/widgets';
import { WIDGET_WORDS_ES } from '@liftline/widgets/es';
import { markContentLoaded } from '@/i18n/content-messages';
import { createI18n } from '@/i18n/create-i18n';
import type { Locale } from '@/i18n/locales';
import { messages as enContent } from '@/locales/en/content.po';
import { messages as en } from '@/locales/en/messages.po';
import { messages as esContent } from '@/locales/es/content.po';
import { messages as es } from '@/locales/es/messages.po';

// As `loadMessages('es')` does in the app: the SDK's (words and enum labels) and the widgets' own
// words in Spanish too.
addSdkMessages('es', SDK_MESSAGES_ES);
addEnumLabels('es', ENUM_LABELS_ES);
addWidgetWords('es', WIDGET_WORDS_ES);

/**
 * A Lingui instance for a test, with the language's real compiled catalogs, the content pages'
 * included (no network, no wait).
 */
export function testI18n(locale: Locale = 'en'): I18n {
  const i18n = createI18n(
    locale,
    locale === 'es' ? { ...es, ...esContent } : { ...en, ...enContent },
  );
  markContentLoaded(i18n);
  return i18n;
}
