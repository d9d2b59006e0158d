import { useCallback } from 'react';
import { localizedPath } from './locales';
import { useLocale } from './use-locale';

/**
 * An href from the top of the app in the page's language, for wouter's `Link`, `Redirect` and
 * `navigate` inside nested routes: `/login` → `~/login`, or `~/es/login` on a Spanish page
 * (wouter's `~` leaves every base behind, the language's included).
 */
export function useRootHref(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => `~${localizedPath(path, locale)}`, [locale]);
}
