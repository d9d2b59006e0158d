import { useEffect } from 'react';

export const SITE_NAME = 'Liftline';
export const DEFAULT_DOCUMENT_TITLE = 'Liftline — Equipment rental & sales';

/** Sets `document.title` to "{title} | Liftline" (or the site title) while the calling page is shown. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} | ${SITE_NAME}` : DEFAULT_DOCUMENT_TITLE;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
