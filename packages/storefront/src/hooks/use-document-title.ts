import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';

export const SITE_NAME = 'Liftline';

const SITE_TITLE = /*i18n*/ {
  id: 'documentTitle.site',
  message: 'Liftline — Equipment rental & sales',
};

/**
 * A page's document title in `i18n`'s language: "{title} | Liftline", or the site's title without
 * one (also the title the prerendered pages carry, entry-prerender.tsx).
 */
export const documentTitle = (i18n: I18n, title?: string): string =>
  title
    ? i18n._({ id: 'documentTitle.page', message: '{title} | Liftline', values: { title } })
    : i18n._(SITE_TITLE);

/** Sets `document.title` to "{title} | Liftline" (or the site title) while the calling page is shown. */
export function useDocumentTitle(title?: string): void {
  const { i18n } = useLingui();
  const text = documentTitle(i18n, title);
  useEffect(() => {
    const previous = document.title;
    document.title = text;
    return () => {
      document.title = previous;
    };
  }, [text]);
}
