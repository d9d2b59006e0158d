import { linePrice, type QuoteLine } from '@liftline/sdk';
import type { LineUnit } from './use-quote-flow';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatUsd = (amount: number) => usd.format(amount);

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
