import type { RangeName } from './search/equipment-search';
import { formatDecimal, formatMonthDay, formatUsd } from '@/utils/format';

export const formatNumber = (value: number): string => formatDecimal(value, 2);

/** "$19,950"; cents only when there are some ("$12.50"). */
export const formatMoney = formatUsd;

/** A value of a numeric filter with its unit: "5,000 lbs", "15.7 ft", "$20,000", "2018". */
export function formatRangeValue(range: RangeName, value: number): string {
  switch (range) {
    case 'capacity':
      return `${formatNumber(value)} lbs`;
    case 'lift_height':
      return `${formatNumber(value)} ft`;
    case 'price':
      return formatMoney(value);
    case 'year':
      return String(value);
  }
}

/** A `YYYY-MM-DD` day: "Dec 3", with the year when it is not this year ("Jan 8, 2028"). */
export function formatCalendarDay(day: string, thisYear = new Date().getFullYear()): string {
  return formatMonthDay(day, Number(day.slice(0, 4)) !== thisYear);
}
