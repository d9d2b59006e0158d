import type { Messages } from '@lingui/core';
import { addEnumLabels, addSdkMessages } from '@liftline/sdk';
import { addWidgetWords } from '@liftline/widgets';
import { CONTENT_PATHS, loadContentMessages } from './content-messages';
import type { Locale } from './locales';

/**
 * A language's compiled messages (the PO catalog, compiled by @lingui/vite-plugin at build time),
 * each in its own chunk: an English page never downloads Spanish, nor the reverse. The Spanish
 * catalog comes with the SDK's Spanish words (`@liftline/sdk/es`: the quote lines' problems, the
 * estimates, the error notices, and the enum labels `enumLabels('es')` gives: categories, fuel
 * types, weekdays, statuses…) and the widgets' (`@liftline/widgets/es`: the unit page's quote
 * button and dialog, the branch finder), added before the first Spanish page renders. With a
 * content page's `path` (its path inside the language), its prose comes too (content-messages.ts). The build
 * leaves the English text out of the code (build-plugins/strip-source-messages.ts): the catalog of
 * the page's language is where every message's text comes from.
 */
export async function loadMessages(locale: Locale, path = '/'): Promise<Messages> {
  const [main, content] = await Promise.all([
    mainMessages(locale),
    CONTENT_PATHS.includes(path) ? loadContentMessages(locale) : undefined,
  ]);
  return content ? { ...main, ...content } : main;
}

/**
 * The language's messages of the app's entry code (the header, the footer, the route table…):
 * the browser build gives each page and lazy part its own (build-plugins/chunk-catalogs.ts,
 * src/i18n/chunk-messages.ts); the server's build and the tests get the whole catalog here.
 */
async function mainMessages(locale: Locale): Promise<Messages> {
  if (locale === 'es') {
    const [catalog, sdk, widgets] = await Promise.all([
      import('virtual:liftline-messages/es/shell'),
      import('@liftline/sdk/es'),
      import('@liftline/widgets/es'),
    ]);
    addSdkMessages('es', sdk.SDK_MESSAGES_ES);
    addEnumLabels('es', sdk.ENUM_LABELS_ES);
    addWidgetWords('es', widgets.WIDGET_WORDS_ES);
    return catalog.messages;
  }
  return (await import('virtual:liftline-messages/en/shell')).messages;
}
