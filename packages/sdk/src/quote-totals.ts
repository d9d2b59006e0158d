import type { components } from './schema';

type Schemas = components['schemas'];
export type QuoteRateBasis = Schemas['QuoteRateBasis'];

/** What the totals are computed from: a `QuoteInput`, or a stored `Quote`'s lines and charges. */
export interface QuoteTotalsInput {
  lines: readonly { quantity: number; unit_price: number; rate_basis: QuoteRateBasis }[];
  charges: readonly { amount?: number | null; percent?: number | null }[];
  tax_rate: number;
}

/** Every amount of a quote, USD (each exact to the cent). */
export interface QuoteTotals {
  /** Each line's `quantity × unit_price`, in the input's order. */
  lines: { total: number }[];
  /** Each charge's amount (a percentage of `rent`, or its fixed amount), in the input's order. */
  charges: { amount: number }[];
  /** The rent lines' (`day`, `week`, `four_weeks`) totals. */
  rent: number;
  /** Every line's total and every charge. */
  subtotal: number;
  /** `subtotal × tax_rate`, rounded half up to the cent. */
  tax: number;
  /** `subtotal + tax`. */
  total: number;
}

/** The bases whose lines are rent (a percentage charge such as the damage waiver applies to them). */
export const RENT_BASES: readonly QuoteRateBasis[] = ['day', 'week', 'four_weeks'];

/** Fractions (`percent`, `tax_rate`) are read to this many decimals: 0.0825 is 82 500 millionths. */
export const FRACTION_DECIMALS = 6;

const MILLION = 1_000_000n;

/** A USD amount with at most 2 decimals as whole cents (`1150.5` → `115050n`). */
export function toCents(usd: number): bigint {
  return BigInt(Math.round(usd * 100));
}

/**
 * True when `value` is written with at most `decimals` decimals (money: 2; fractions: 6): the
 * number JSON text such as `1150.5` parses to, not `0.1 + 0.2`.
 */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  return (
    Number.isFinite(value) && Math.abs(value) < 1e15 && Number(value.toFixed(decimals)) === value
  );
}

const millionths = (fraction: number) => BigInt(Math.round(fraction * 1e6));
/** `a × b / divisor`, rounded half up (every operand ≥ 0). */
const roundedHalfUp = (product: bigint, divisor: bigint) => (product + divisor / 2n) / divisor;
const usd = (cents: bigint) => Number(cents) / 100;

/**
 * A quote's amounts, computed in integer cents (the one money rule of quotes; the builder, the
 * server and the PDF show the same numbers):
 *
 * - a line's total = `quantity × unit_price`, rounded half up to the cent (a rent line's
 *   `unit_price` is one unit's price for its whole period, `quantity` the units);
 * - `rent` = the totals of the lines whose `rate_basis` is `day`, `week` or `four_weeks`;
 * - a charge with `percent` = `rent × percent` rounded half up to the cent; else its `amount`;
 * - `subtotal` = every line + every charge; `tax` = `subtotal × tax_rate` rounded half up;
 *   `total` = `subtotal + tax`.
 *
 * Amounts are read to the cent, `quantity` to 2 decimals and fractions to 6 (the contract refuses
 * more). Pure: the server, which never runs SDK code, has its own copy
 * (packages/server/src/quotes/quote-totals.ts) that a parity test holds to this one.
 */
export function quoteTotals(input: QuoteTotalsInput): QuoteTotals {
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
  return {
    lines: lines.map((total) => ({ total: usd(total) })),
    charges: charges.map((amount) => ({ amount: usd(amount) })),
    rent: usd(rent),
    subtotal: usd(subtotal),
    tax: usd(tax),
    total: usd(subtotal + tax),
  };
}
