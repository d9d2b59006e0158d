import type { Messages } from '@lingui/core';
import type { Locale } from './locales';

/**
 * A language's compiled messages (the PO catalog, compiled by @lingui/vite-plugin at build time),
 * each in its own chunk: an English page never downloads Spanish, nor the reverse.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const catalog =
    locale === 'es'
      ? await import('../locales/es/messages.po')
      : await import('../locales/en/messages.po');
  return catalog.messages;
}
