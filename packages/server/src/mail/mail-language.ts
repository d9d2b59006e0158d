import type { MessageDescriptor } from '@lingui/core';
import { FORMAT_TAG, translate, withValues, type Locale } from '../i18n/i18n';

/**
 * What a mail is written with in one language: its messages, the storefront's pages in that
 * language (`/es/...` twins of the English paths) and dates and money as its readers write them.
 */
export interface MailLanguage {
  locale: Locale;
  /** A message of the catalog, with its ICU values. */
  t(descriptor: MessageDescriptor, values?: Record<string, unknown>): string;
  /** The storefront page `path` (`/verify-email?token=…`) in this language, under `publicUrl`. */
  url(path: string): string;
  /** A calendar day (`2026-06-01`): "Jun 1, 2026", "1 jun 2026". */
  date(isoDay: string): string;
  /** USD: "$1,150", "$70.10". */
  money(usd: number): string;
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
const dayFormat = (locale: Locale) => {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(FORMAT_TAG[locale], { dateStyle: 'medium', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format;
};

/** USD as customers of the language read it (whole dollars without cents). */
export const formatMoney = (usd: number, locale: Locale = 'en') =>
  new Intl.NumberFormat(FORMAT_TAG[locale], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(usd) ? 0 : 2,
  }).format(usd);

export function mailLanguage(locale: Locale, publicUrl: string): MailLanguage {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  return {
    locale,
    t: (descriptor, values = {}) => translate(locale, withValues(descriptor, values)),
    url: (path) => `${publicUrl}${prefix}${path}`,
    date: (isoDay) => {
      const day = new Date(`${isoDay}T00:00:00Z`);
      return Number.isNaN(day.getTime()) ? isoDay : dayFormat(locale).format(day);
    },
    money: (usd) => formatMoney(usd, locale),
  };
}
