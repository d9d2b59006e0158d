import { unwrap } from '@liftline/sdk';
import type { MouseEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { LOCALE_NAMES, localizedPath, type Locale } from '@/i18n/locales';
import { useLocale } from '@/i18n/use-locale';
import { useApiClient } from '@/lib/api/api-provider';
import { useUser } from '@/lib/auth';
import { useHydrated } from '@/lib/hydration';
import { saveLanguageChoice } from '@/lib/language-choice';

/** How long a signed-in visitor's switch waits for their saved language before leaving anyway. */
const SAVE_TIMEOUT_MS = 3000;

/**
 * What the link offers, in the language it leads to (like its name, `LOCALE_NAMES`): a visitor
 * who cannot read the page's language can read this.
 */
const SWITCH_TITLES: Readonly<Record<Locale, string>> = {
  en: 'View this page in English',
  es: 'Ver esta página en español',
};

/** The other language of the page (the storefront speaks two). */
const otherLocale = (locale: Locale): Locale => (locale === 'en' ? 'es' : 'en');

/**
 * The link to this page in the other language (`/equipment?category=x` ↔ `/es/equipment?category=x`),
 * named in that language ("Español", "English") and marked as such (`lang`, `hreflang`). A real link:
 * it works before the app runs and for crawlers. Choosing it saves the choice (local storage and the
 * `lang` cookie, lib/language-choice.ts) and, for a signed-in user, on the user (`locale`), which
 * the account pages follow; then the twin page loads in its language.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const locale = useLocale();
  const other = otherLocale(locale);
  const [path] = useLocation();
  const search = useSearch();
  // The page's query (filters) is known to the server's render only when it rendered it: the
  // browser's own is used once the app runs.
  const hydrated = useHydrated();
  const query = hydrated && search ? `?${search}` : '';
  const href = localizedPath(`${path}${query}`, other);
  const user = useUser();
  const client = useApiClient();

  const choose = async (event: MouseEvent<HTMLAnchorElement>) => {
    saveLanguageChoice(other);
    if (!user || user.locale === other) return;
    // The account pages follow the user's language: save it before leaving, or they would send
    // the user back.
    event.preventDefault();
    const target = event.currentTarget.href;
    const timeout = new Promise((resolve) => setTimeout(resolve, SAVE_TIMEOUT_MS));
    await Promise.race([
      unwrap(client.PUT('/user/', { body: { locale: other } })).catch(() => {}),
      timeout,
    ]);
    window.location.assign(target);
  };

  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      className={className}
      title={SWITCH_TITLES[other]}
      onClick={(event) => void choose(event)}
    >
      {LOCALE_NAMES[other]}
    </a>
  );
}
