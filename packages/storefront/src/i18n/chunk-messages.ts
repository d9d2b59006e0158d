import type { I18n, Messages } from '@lingui/core';
import { localeOfPath, type Locale } from './locales';

type CatalogLoaders = Partial<Record<Locale, () => Promise<{ messages: Messages }>>>;

/** Messages of chunks that loaded before the app's Lingui instance existed (a booted page's). */
const early: Messages = {};
let app: I18n | null = null;

/**
 * Adds the messages of a chunk to the app's Lingui instance. The build makes each module the app
 * loads with `import()` (a page, a lazy dialog) await this first, with the catalogs of the messages
 * its code adds to the entry's (build-plugins/chunk-catalogs.ts): the page renders with them.
 */
export async function addChunkMessages(loaders: CatalogLoaders): Promise<void> {
  const locale = (app?.locale as Locale | undefined) ?? localeOfPath(window.location.pathname);
  const load = loaders[locale];
  if (!load) return;
  const { messages } = await load();
  if (app) app.load(locale, messages);
  else Object.assign(early, messages);
}

/** The app's Lingui instance (main.tsx): takes the messages of the chunks that came before it. */
export function useChunkMessagesIn(i18n: I18n): void {
  app = i18n;
  if (Object.keys(early).length) i18n.load(i18n.locale, early);
}
