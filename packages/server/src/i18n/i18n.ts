import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { messages as en } from './locales/en/messages';
import { messages as es } from './locales/es/messages';

/** The languages the server speaks (API messages, e-mails); `en` is the source language. */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag `Intl` formats with: US English, the Spanish of US customers. */
export const FORMAT_TAG: Record<Locale, 'en-US' | 'es-US'> = { en: 'en-US', es: 'es-US' };

/**
 * A message to translate: an explicit-id descriptor (marked `/*i18n*\/` so `lingui extract` finds
 * it) with its ICU values, or a text that is never translated (a customer's own words, an id).
 */
export type Text = MessageDescriptor | string;

const compiled = { en, es };

const instances = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    setupI18n({ locale, locales: [FORMAT_TAG[locale]], messages: { [locale]: compiled[locale] } }),
  ]),
) as Record<Locale, I18n>;

export const isLocale = (value: unknown): value is Locale =>
  (LOCALES as readonly unknown[]).includes(value);

/** The catalog of a language (compiled, loaded once). */
export const i18nFor = (locale: Locale): I18n => instances[locale];

/** A message in the given language; a plain string is returned as it is. */
export const translate = (locale: Locale, text: Text): string =>
  typeof text === 'string' ? text : instances[locale]._(text);

/** A descriptor with its ICU placeholder values (the descriptor itself stays a module constant). */
export const withValues = (
  descriptor: MessageDescriptor,
  values: Record<string, unknown>,
): MessageDescriptor => ({ ...descriptor, values });
