import type { I18n, Messages } from '@lingui/core';
import type { Locale } from './locales';

type CatalogLoaders = Partial<Record<Locale, () => Promise<{ messages: Messages }>>>;

/** Marks the `<link rel="modulepreload">` of a booted page's catalog (main.tsx imports it). */
export const CHUNK_MESSAGES_ATTRIBUTE = 'data-chunk-messages';

let app: I18n | null = null;

/** The app's Lingui instance (main.tsx), to which the chunks' messages are added. */
export function addChunkMessagesTo(i18n: I18n): void {
  app = i18n;
}

/**
 * A module loaded with `import()` (a page, a lazy dialog), resolved once the messages its code
 * adds to the entry's are in the app's Lingui instance: the build writes each such `import()` as
 * `withChunkMessages(import(…), catalogs)` (build-plugins/chunk-catalogs.ts), so the page renders
 * with its messages. A page that boots before the app (prerendered) has its catalog linked from
 * its HTML instead (`data-chunk-messages`, main.tsx).
 */
export async function withChunkMessages<T>(
  module: Promise<T>,
  loaders: CatalogLoaders,
): Promise<T> {
  const locale = app?.locale as Locale | undefined;
  const load = locale ? loaders[locale] : undefined;
  const [loaded, catalog] = await Promise.all([module, load?.()]);
  if (app && catalog) app.load(app.locale, catalog.messages);
  return loaded;
}
