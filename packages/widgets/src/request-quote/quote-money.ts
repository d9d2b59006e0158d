import { linePrice, type QuoteLine } from '@liftline/sdk';
import type { LineUnit } from './use-quote-flow';

// Built on first use, per locale: a page's first Intl formatter loads the locale data (tens of
// milliseconds on a phone), which a page showing the quote button only should not pay for.
const usd = new Map<string, Intl.NumberFormat>();
/** US dollars for a reader of `locale` (BCP 47: `en-US`, `es-US`). */
export function formatUsd(amount: number, locale = 'en-US'): string {
  let format = usd.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
    usd.set(locale, format);
  }
  return format.format(amount);
}

/** The lines' estimated total as far as their units are known, and how many are priced on request. */
export function requestTotal(
  lines: readonly QuoteLine[],
  units: Record<number, LineUnit | undefined>,
) {
  let sum = 0;
  let onRequest = 0;
  for (const line of lines) {
    const unit = units[line.equipment_id];
    const total = unit ? linePrice(unit, line).total : null;
    if (total === null) onRequest += 1;
    else sum += Math.round(total * 100);
  }
  return { total: sum / 100, onRequest };
}
