import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { localizedPath, type Locale } from '@/i18n/locales';
import { useLocale } from '@/i18n/use-locale';
import { useUser } from '@/lib/auth';

/** The pages that follow a signed-in user's language: the guest and account areas. */
export const followsUserLocale = (path: string): boolean =>
  path.startsWith('/guest/') || path.startsWith('/authorized/');

/**
 * The page in the language a signed-in user chose (their `locale`), or null when it is that page
 * already or is not a guest or account page (public pages follow the URL alone).
 */
export function userLocaleTarget(
  path: string,
  search: string,
  pageLocale: Locale,
  userLocale: Locale | null | undefined,
): string | null {
  if (!userLocale || userLocale === pageLocale || !followsUserLocale(path)) return null;
  return localizedPath(`${path}${search ? `?${search}` : ''}`, userLocale);
}

/**
 * The guest and account pages follow the signed-in user's language: a user whose `locale` is not
 * the page's is sent to the page's twin in theirs (replacing this page in the history). The
 * language switcher saves a new choice on the user before it leaves, so it never bounces back.
 */
export function useFollowUserLocale(
  navigate: (url: string) => void = (url) => window.location.replace(url),
): void {
  const user = useUser();
  const locale = useLocale();
  const [path] = useLocation();
  const search = useSearch();
  const target = userLocaleTarget(path, search, locale, user?.locale);
  useEffect(() => {
    if (target) navigate(target);
  }, [target, navigate]);
}
