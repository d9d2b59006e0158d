import { en, type SdkMessages } from './en';

export type { SdkMessages } from './en';

/** The languages the SDK speaks. */
export const SDK_LOCALES = ['en', 'es'] as const;
export type SdkLocale = (typeof SDK_LOCALES)[number];

/** The language of a tag (`es-US` → `es`); English for anything else. */
export function sdkLocale(locale?: string | null): SdkLocale {
  const primary = locale?.trim().toLowerCase().split('-')[0];
  return (SDK_LOCALES as readonly string[]).includes(primary ?? '') ? (primary as SdkLocale) : 'en';
}

/**
 * The tables known so far: English always; another language once added, so that a page in English
 * never downloads the Spanish words (they live in `@liftline/sdk/es`).
 */
const tables: Partial<Record<SdkLocale, SdkMessages>> = { en };

/** Makes a language's table available to every function taking a `locale`. */
export function addSdkMessages(locale: SdkLocale, messages: SdkMessages): void {
  tables[locale] = messages;
}

/**
 * The SDK's words for `locale` (`es`, `es-US`): English for another language, or for one whose
 * table was not added (`addSdkMessages`).
 */
export function sdkMessages(locale?: string | null): SdkMessages {
  return tables[sdkLocale(locale)] ?? en;
}
