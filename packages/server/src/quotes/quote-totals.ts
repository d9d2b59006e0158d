import type { components } from '@liftline/sdk/schema';

/**
 * The server's copy of the SDK's `quoteTotals` (packages/sdk/src/quote-totals.ts): the server
 * never runs SDK code, and `quote-totals.parity.test.ts` holds the two equal. The money rule of
 * quotes, in integer cents:
 *
 * - a line's total = `quantity × unit_price`, rounded half up to the cent;
 * - `rent` = the totals of the lines whose `rate_basis` is `day`, `week` or `four_weeks`;
 * - a charge with `percent` = `rent × percent` rounded half up to the cent; else its `amount`;
 * - `subtotal` = every line + every charge; `tax` = `subtotal × tax_rate` rounded half up;
 *   `total` = `subtotal + tax`.
 */
export type QuoteRateBasis = components['schemas']['QuoteRateBasis'];

export interface QuoteTotalsInput {
  lines: readonly { quantity: number; unit_price: number; rate_basis: QuoteRateBasis }[];
  charges: readonly { amount?: number | null; percent?: number | null }[];
  tax_rate: number;
}

/** Every amount of a quote in cents. */
export interface QuoteCents {
  lines: bigint[];
  charges: bigint[];
  rent: bigint;
  subtotal: bigint;
  tax: bigint;
  total: bigint;
}

/** The same amounts in USD, shaped like the SDK's `QuoteTotals`. */
export interface QuoteTotals {
  lines: { total: number }[];
  charges: { amount: number }[];
  rent: number;
  subtotal: number;
  tax: number;
  total: number;
}

export const RENT_BASES: readonly QuoteRateBasis[] = ['day', 'week', 'four_weeks'];

const MILLION = 1_000_000n;

/** A USD amount with at most 2 decimals as whole cents. */
export const toCents = (usd: number): bigint => BigInt(Math.round(usd * 100));
/** Cents as USD (exact: every amount stays below 2^53 cents). */
export const toUsd = (cents: bigint | number | string): number => Number(cents) / 100;

/** True when `value` is the number JSON with at most `decimals` decimals parses to. */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  return (
    Number.isFinite(value) && Math.abs(value) < 1e15 && Number(value.toFixed(decimals)) === value
  );
}

const millionths = (fraction: number) => BigInt(Math.round(fraction * 1e6));
const roundedHalfUp = (product: bigint, divisor: bigint) => (product + divisor / 2n) / divisor;

export function quoteCents(input: QuoteTotalsInput): QuoteCents {
  let rent = 0n;
  let subtotal = 0n;
  const lines = input.lines.map((line) => {
    const hundredths = BigInt(Math.round(line.quantity * 100));
    const total = roundedHalfUp(hundredths * toCents(line.unit_price), 100n);
    if (RENT_BASES.includes(line.rate_basis)) rent += total;
    subtotal += total;
    return total;
  });
  const charges = input.charges.map((charge) => {
    const amount =
      charge.percent != null
        ? roundedHalfUp(rent * millionths(charge.percent), MILLION)
        : toCents(charge.amount ?? 0);
    subtotal += amount;
    return amount;
  });
  const tax = roundedHalfUp(subtotal * millionths(input.tax_rate), MILLION);
  return { lines, charges, rent, subtotal, tax, total: subtotal + tax };
}

export function quoteTotals(input: QuoteTotalsInput): QuoteTotals {
  const cents = quoteCents(input);
  return {
    lines: cents.lines.map((total) => ({ total: toUsd(total) })),
    charges: cents.charges.map((amount) => ({ amount: toUsd(amount) })),
    rent: toUsd(cents.rent),
    subtotal: toUsd(cents.subtotal),
    tax: toUsd(cents.tax),
    total: toUsd(cents.total),
  };
}
