import type { RangeName } from './search/equipment-search';

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const moneyFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const centsFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatNumber = (value: number): string => numberFormat.format(value);

/** "$19,950"; cents only when there are some ("$12.50"). */
export const formatMoney = (value: number): string =>
  (Number.isInteger(value) ? moneyFormat : centsFormat).format(value);

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

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const dayYearFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A `YYYY-MM-DD` day: "Dec 3", with the year when it is not this year ("Jan 8, 2028"). */
export function formatCalendarDay(day: string, thisYear = new Date().getFullYear()): string {
  const date = new Date(`${day}T00:00:00Z`);
  return (date.getUTCFullYear() === thisYear ? dayFormat : dayYearFormat).format(date);
}
