import type { I18n } from '@lingui/core';
import { LOCALE_TAGS, type Locale } from '@/i18n/locales';
import type { RangeName } from './search/equipment-search';
import { formatDecimal, formatMonthDay, formatUsd } from '@/utils/format';
import { translate } from '@/utils/translate';

/** The tag the formatters take for the language `i18n` speaks (`es` → `es-US`). */
export const localeTag = (i18n: I18n): string =>
  LOCALE_TAGS[i18n.locale as Locale] ?? LOCALE_TAGS.en;

export const formatNumber = (value: number, locale?: string): string =>
  formatDecimal(value, 2, locale);

/** "$19,950"; cents only when there are some ("$12.50"). */
export const formatMoney = formatUsd;

const UNIT_MESSAGES = {
  lbs: /*i18n*/ { id: 'catalog.value.lbs', message: '{value} lbs' },
  ft: /*i18n*/ { id: 'catalog.value.ft', message: '{value} ft' },
  hours: /*i18n*/ { id: 'catalog.value.hours', message: '{value} h' },
};

/** A measure with its unit, in the language of `i18n`: "5,000 lbs", "15.7 ft", "1,200 h". */
export function formatMeasure(i18n: I18n, unit: keyof typeof UNIT_MESSAGES, value: number) {
  return translate(i18n, UNIT_MESSAGES[unit], { value: formatNumber(value, localeTag(i18n)) });
}

/** A value of a numeric filter with its unit: "5,000 lbs", "15.7 ft", "$20,000", "2018". */
export function formatRangeValue(i18n: I18n, range: RangeName, value: number): string {
  switch (range) {
    case 'capacity':
      return formatMeasure(i18n, 'lbs', value);
    case 'lift_height':
      return formatMeasure(i18n, 'ft', value);
    case 'price':
      return formatMoney(value, localeTag(i18n));
    case 'year':
      return String(value);
  }
}

/**
 * A `YYYY-MM-DD` day: "Dec 3" (es-US "3 dic"), with the year when it is not this year
 * ("Jan 8, 2028").
 */
export function formatCalendarDay(
  day: string,
  locale?: string,
  thisYear = new Date().getFullYear(),
): string {
  return formatMonthDay(day, Number(day.slice(0, 4)) !== thisYear, locale);
}
