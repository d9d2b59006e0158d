import { linePrice, type QuoteLine } from '@liftline/sdk';
import type { LineUnit } from './use-quote-flow';

// One money format with the cards and the storefront: `$360`, `$95.50` (the SDK's).
export { formatUsd } from '@liftline/sdk';

/** What the lines add up to, kept apart: a rental estimate and a purchase price never sum. */
export interface RequestTotals {
  /** The rent lines' estimates (USD), null without a priced rent line. */
  rent: number | null;
  /** The buy lines' prices (USD), null without a priced buy line. */
  buy: number | null;
  /** The lines priced on request (or whose unit is not known yet). */
  onRequest: number;
}

/** The lines' totals as far as their units are known: rent and purchase apart. */
export function requestTotals(
  lines: readonly QuoteLine[],
  units: Record<number, LineUnit | undefined>,
): RequestTotals {
  const cents = { rent: null as number | null, buy: null as number | null };
  let onRequest = 0;
  for (const line of lines) {
    const unit = units[line.equipment_id];
    const total = unit ? linePrice(unit, line).total : null;
    if (total === null) onRequest += 1;
    else cents[line.mode] = (cents[line.mode] ?? 0) + Math.round(total * 100);
  }
  const usd = (amount: number | null) => (amount === null ? null : amount / 100);
  return { rent: usd(cents.rent), buy: usd(cents.buy), onRequest };
}
