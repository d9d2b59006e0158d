import type { I18n, Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { addMessages } from './chunk-messages';
import type { Locale } from './locales';

/**
 * The content pages' prose (about, terms, privacy) is a catalog of its own, so the pages people
 * land on most (home, catalog, a unit) do not download it. Those pages call
 * `useContentMessages()` first: it suspends until the catalog of the page's language is in the
 * app's Lingui instance. Start-up and server rendering load it beforehand for these pages
 * (`loadMessages(locale, path)`), so a prerendered content page hydrates without waiting.
 */
export const CONTENT_PATHS: readonly string[] = ['/about', '/terms', '/privacy'];

export async function loadContentMessages(locale: Locale): Promise<Messages> {
  const catalog =
    locale === 'es'
      ? await import('../locales/es/content.po')
      : await import('../locales/en/content.po');
  return catalog.messages;
}

const withContent = new WeakSet<I18n>();
const pending = new WeakMap<I18n, Promise<void>>();

/** Notes that `i18n` was created with the content messages (start-up, server rendering, tests). */
export function markContentLoaded(i18n: I18n): void {
  withContent.add(i18n);
}

/** Suspends (React's `<Suspense>`) until the content catalog of the page's language is loaded. */
export function useContentMessages(): void {
  const { i18n } = useLingui();
  if (withContent.has(i18n)) return;
  let loading = pending.get(i18n);
  if (!loading) {
    loading = loadContentMessages(i18n.locale as Locale).then((messages) => {
      addMessages(i18n, messages);
      withContent.add(i18n);
    });
    pending.set(i18n, loading);
  }
  throw loading;
}
