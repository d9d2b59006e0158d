// A chunk loaded with import() comes with its catalog (src/i18n/chunk-messages.ts): the module
// resolves once the app's Lingui instance has the chunk's messages, in the page's language only.
import { describe, expect, it, vi } from 'vitest';
import { addChunkMessagesTo, withChunkMessages } from './chunk-messages';
import { createI18n } from './create-i18n';

describe('withChunkMessages', () => {
  it("adds the page language's catalog of a chunk before the chunk's module resolves", async () => {
    const i18n = createI18n('es', { 'header.quote.shown': ['Cotización'] });
    addChunkMessagesTo(i18n);
    const english = vi.fn(async () => ({ messages: { 'home.title': ['Rent equipment'] } }));
    const spanish = vi.fn(async () => ({ messages: { 'home.title': ['Alquile equipos'] } }));
    const page = { default: 'HomePage' };

    const loaded = await withChunkMessages(Promise.resolve(page), { en: english, es: spanish });

    expect(loaded).toBe(page);
    expect(i18n._('home.title')).toBe('Alquile equipos');
    expect(i18n._('header.quote.shown')).toBe('Cotización');
    expect(english).not.toHaveBeenCalled();
  });
});
