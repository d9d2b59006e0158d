import type { I18n, Messages } from '@lingui/core';
import type { Locale } from './locales';

type CatalogLoaders = Partial<Record<Locale, () => Promise<{ messages: Messages }>>>;

/** Marks the `<link rel="modulepreload">` of a booted page's catalog (main.tsx imports it). */
export const CHUNK_MESSAGES_ATTRIBUTE = 'data-chunk-messages';

let app: I18n | null = null;

/**
 * Adds messages whose ids nothing on screen uses yet (a chunk's, the content pages'). Not
 * `i18n.load`: it emits "change", on which Lingui's `I18nProvider` gives the whole app a new context
 * and re-renders every component that reads it; right after hydration that doubled the main
 * thread's rendering work, once per chunk prefetched. The code that uses these ids renders after
 * they are added (the module resolves after it, a suspended page retries after it).
 */
export function addMessages(i18n: I18n, messages: Messages): void {
  const current = i18n.messages;
  // `i18n.messages` is a fresh empty object when the locale has none yet: `load` then.
  if (Object.keys(current).length === 0) i18n.load(i18n.locale, messages);
  else Object.assign(current, messages);
}

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
  if (app && catalog) addMessages(app, catalog.messages);
  return loaded;
}
