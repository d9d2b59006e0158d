// A chunk loaded with import() comes with its catalog (src/i18n/chunk-messages.ts): the module
// resolves once the app's Lingui instance has the chunk's messages, in the page's language only.
import { I18nProvider, useLingui } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
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

  it("does not re-render what is on screen when a chunk's catalog arrives", async () => {
    const i18n = createI18n('es', { 'header.quote.shown': ['Cotización'] });
    addChunkMessagesTo(i18n);
    const renders = vi.fn();
    function Header() {
      const { i18n: current } = useLingui();
      renders();
      return <p>{current._('header.quote.shown')}</p>;
    }
    render(
      <I18nProvider i18n={i18n}>
        <Header />
      </I18nProvider>,
    );
    const before = renders.mock.calls.length;

    await act(() =>
      withChunkMessages(Promise.resolve({}), {
        es: async () => ({ messages: { 'home.title': ['Alquile equipos'] } }),
      }),
    );

    expect(screen.getByText('Cotización')).toBeTruthy();
    expect(i18n._('home.title')).toBe('Alquile equipos');
    expect(renders).toHaveBeenCalledTimes(before);
  });
});
