import type { Locale } from '@/i18n/locales';

/** Where the storefront keeps a visitor's choice of language (local storage). */
export const LOCALE_STORAGE_KEY = 'liftline.locale';

/**
 * The first-party cookie the server reads on a visit to `/` (`lang=en|es`: `es` sends the visitor
 * to `/es`, `en` keeps them on `/` whatever the browser's languages; see the server's
 * seo/first-visit.ts). It holds the language only: no personal data.
 */
export const LANGUAGE_COOKIE = 'lang';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

interface ChoiceTargets {
  storage?: Pick<Storage, 'setItem'> | undefined;
  document?: Pick<Document, 'cookie'> | undefined;
  /** Whether the page is served over https (the cookie is then `Secure`). */
  secure?: boolean;
}

/**
 * Saves a visitor's choice of language: in local storage (`liftline.locale`) and in the `lang`
 * cookie (a year, whole site, `SameSite=Lax`). Storage that refuses (private mode, full) is
 * skipped: the URL still carries the language.
 */
export function saveLanguageChoice(
  locale: Locale,
  {
    storage = globalThis.localStorage,
    document = globalThis.document,
    secure = globalThis.location?.protocol === 'https:',
  }: ChoiceTargets = {},
): void {
  try {
    storage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Local storage unavailable: the cookie and the URL carry the choice.
  }
  if (document) {
    document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${
      secure ? '; Secure' : ''
    }`;
  }
}
