import * as v from 'valibot';
import { tooLong } from '@/lib/forms/schema-fields';
import type { ChargeKind, Quote, QuoteInput, RateBasis } from './lead-quotes-api';

/** The contract's limits of `QuoteInput` (openapi.yaml). */
export const QUOTE_LIMITS = {
  lines: 100,
  charges: 20,
  description: 200,
  terms: 5000,
  note: 2000,
  maxTaxPercent: 25,
  maxValidDays: 180,
} as const;

export const RATE_BASES: readonly RateBasis[] = ['day', 'week', 'four_weeks', 'sale', 'each'];
export const CHARGE_KINDS: readonly ChargeKind[] = [
  'delivery',
  'pickup',
  'damage_waiver',
  'environmental',
  'fuel',
  'other',
];

export const RATE_BASIS_NAMES: Readonly<Record<RateBasis, string>> = {
  day: 'Day rate',
  week: 'Week rate',
  four_weeks: '4-week rate',
  sale: 'Sale',
  each: 'Each',
};

export const CHARGE_KIND_NAMES: Readonly<Record<ChargeKind, string>> = {
  delivery: 'Delivery',
  pickup: 'Pick-up',
  damage_waiver: 'Damage waiver',
  environmental: 'Environmental fee',
  fuel: 'Fuel',
  other: 'Other',
};

/** A rent line: priced for its period, booked on acceptance, needs dates when it names a unit. */
export const isRentBasis = (basis: RateBasis) =>
  basis === 'day' || basis === 'week' || basis === 'four_weeks';

/** One line as the builder edits it (numbers as typed). */
export interface QuoteLineValues {
  equipment_id: number | null;
  description: string;
  quantity: string;
  unit_price: string;
  rate_basis: RateBasis;
  start_date: string;
  end_date: string;
}

/** One charge: a USD amount, or a percent of the rent (the damage waiver's usual form). */
export interface QuoteChargeValues {
  kind: ChargeKind;
  description: string;
  mode: 'amount' | 'percent';
  value: string;
}

export interface QuoteFormValues {
  lines: QuoteLineValues[];
  charges: QuoteChargeValues[];
  /** The tax as staff type it, a percent: "8.25" is 0.0825. */
  tax_percent: string;
  valid_until: string;
  terms: string;
  note_to_customer: string;
}

/** A percent typed by staff as the fraction the API takes: "8.25" → 0.0825 (no float noise). */
export const percentToFraction = (percent: number) => Number((percent / 100).toFixed(6));
/** The other way: 0.0825 → "8.25". */
export const fractionToPercent = (fraction: number) => String(Number((fraction * 100).toFixed(4)));

const money = (value: number) => String(value);

export const NEW_LINE: QuoteLineValues = {
  equipment_id: null,
  description: '',
  quantity: '1',
  unit_price: '',
  rate_basis: 'each',
  start_date: '',
  end_date: '',
};

export const newCharge = (kind: ChargeKind = 'delivery'): QuoteChargeValues => ({
  kind,
  description: CHARGE_KIND_NAMES[kind],
  mode: kind === 'damage_waiver' ? 'percent' : 'amount',
  value: '',
});

/** The builder's values from a suggestion or a saved draft (a percent charge keeps its percent). */
export function quoteFormValues(quote: QuoteInput | Quote): QuoteFormValues {
  return {
    lines: quote.lines.map((line) => ({
      equipment_id: line.equipment_id ?? null,
      description: line.description,
      quantity: String(line.quantity),
      unit_price: money(line.unit_price),
      rate_basis: line.rate_basis,
      start_date: line.start_date ?? '',
      end_date: line.end_date ?? '',
    })),
    charges: quote.charges.map((charge) => {
      const percent = charge.percent ?? null;
      return {
        kind: charge.kind,
        description: charge.description,
        mode: percent !== null ? ('percent' as const) : ('amount' as const),
        value: percent !== null ? fractionToPercent(percent) : money(charge.amount ?? 0),
      };
    }),
    tax_percent: fractionToPercent(quote.tax_rate),
    valid_until: quote.valid_until,
    terms: quote.terms ?? '',
    note_to_customer: quote.note_to_customer ?? '',
  };
}

/** A number as typed ("1,150.50" too), or NaN. */
export const parseNumber = (text: string) => {
  const cleaned = text.replace(/[$,\s]/g, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
};

const hasAtMostCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const number = (what: string, check: (value: number) => boolean, message: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(`Enter the ${what}`),
    v.check((text) => Number.isFinite(parseNumber(text)), `Enter the ${what} as a number`),
    v.check((text) => check(parseNumber(text)), message),
  );

const optionalDay = v.pipe(v.string(), v.trim());

const lineSchema = v.pipe(
  v.object({
    equipment_id: v.nullable(v.number()),
    description: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Describe the line'),
      v.maxLength(QUOTE_LIMITS.description, tooLong(QUOTE_LIMITS.description)),
    ),
    quantity: number(
      'quantity',
      (value) => value > 0 && value <= 9999 && hasAtMostCents(value),
      'A quantity above 0, with at most 2 decimals',
    ),
    unit_price: number(
      'unit price',
      (value) => value >= 0 && value <= 10_000_000 && hasAtMostCents(value),
      'A price of at least $0 with at most 2 decimals (cents)',
    ),
    rate_basis: v.picklist(RATE_BASES),
    start_date: optionalDay,
    end_date: optionalDay,
  }),
  v.forward(
    v.check(
      (line) => !(isRentBasis(line.rate_basis) && line.equipment_id !== null) || !!line.start_date,
      'A rented unit needs its first day',
    ),
    ['start_date'],
  ),
  v.forward(
    v.check(
      (line) => !(isRentBasis(line.rate_basis) && line.equipment_id !== null) || !!line.end_date,
      'A rented unit needs its last day',
    ),
    ['end_date'],
  ),
  v.forward(
    v.check(
      (line) =>
        !(isRentBasis(line.rate_basis) && line.equipment_id !== null) ||
        Number.isInteger(parseNumber(line.quantity)),
      'A rented unit is counted in whole units',
    ),
    ['quantity'],
  ),
  v.forward(
    v.check(
      (line) => !line.start_date || !line.end_date || line.end_date >= line.start_date,
      'The last day cannot be before the first',
    ),
    ['end_date'],
  ),
);

const chargeSchema = v.pipe(
  v.object({
    kind: v.picklist(CHARGE_KINDS),
    description: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Describe the charge'),
      v.maxLength(QUOTE_LIMITS.description, tooLong(QUOTE_LIMITS.description)),
    ),
    mode: v.picklist(['amount', 'percent'] as const),
    value: v.pipe(v.string(), v.trim(), v.nonEmpty('Enter the amount or the percent')),
  }),
  v.forward(
    v.check((charge) => {
      const value = parseNumber(charge.value);
      if (!Number.isFinite(value) || value < 0) return false;
      return charge.mode === 'percent' ? value <= 100 : hasAtMostCents(value);
    }, 'An amount in dollars and cents, or a percent from 0 to 100'),
    ['value'],
  ),
);

/**
 * The builder's rules (what `QuoteInput` accepts), turning the typed values into the API's body:
 * numbers, percents as fractions, empty optional fields left out.
 */
export const quoteFormSchema = v.pipe(
  v.object({
    lines: v.pipe(
      v.array(lineSchema),
      v.minLength(1, 'Add at least one line'),
      v.maxLength(QUOTE_LIMITS.lines, `At most ${QUOTE_LIMITS.lines} lines`),
    ),
    charges: v.pipe(
      v.array(chargeSchema),
      v.maxLength(QUOTE_LIMITS.charges, `At most ${QUOTE_LIMITS.charges} charges`),
    ),
    tax_percent: number(
      'tax rate',
      (value) => value >= 0 && value <= QUOTE_LIMITS.maxTaxPercent,
      `A tax rate from 0 to ${QUOTE_LIMITS.maxTaxPercent} %`,
    ),
    valid_until: v.pipe(v.string(), v.trim(), v.nonEmpty('Pick the last day the quote holds')),
    terms: v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(QUOTE_LIMITS.terms, tooLong(QUOTE_LIMITS.terms)),
    ),
    note_to_customer: v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(QUOTE_LIMITS.note, tooLong(QUOTE_LIMITS.note)),
    ),
  }),
  v.transform((values): QuoteInput => quoteInputOf(values)),
);

/** The API's body from checked values. */
export function quoteInputOf(values: QuoteFormValues): QuoteInput {
  const body: QuoteInput = {
    lines: values.lines.map((line) => ({
      ...(line.equipment_id !== null ? { equipment_id: line.equipment_id } : {}),
      description: line.description.trim(),
      quantity: parseNumber(line.quantity),
      unit_price: parseNumber(line.unit_price),
      rate_basis: line.rate_basis,
      ...(line.start_date ? { start_date: line.start_date } : {}),
      ...(line.end_date ? { end_date: line.end_date } : {}),
    })),
    charges: values.charges.map((charge) => ({
      kind: charge.kind,
      description: charge.description.trim(),
      ...(charge.mode === 'percent'
        ? { percent: percentToFraction(parseNumber(charge.value)) }
        : { amount: parseNumber(charge.value) }),
    })),
    tax_rate: percentToFraction(parseNumber(values.tax_percent)),
    valid_until: values.valid_until,
  };
  if (values.terms.trim()) body.terms = values.terms.trim();
  if (values.note_to_customer.trim()) body.note_to_customer = values.note_to_customer.trim();
  return body;
}

/**
 * The values as far as they can be read while staff type (for the live totals): a number not
 * (yet) readable counts as 0.
 */
export function draftInputOf(values: QuoteFormValues): QuoteInput {
  const safe = (text: string) => {
    const value = parseNumber(text);
    return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) / 100 : 0;
  };
  return quoteInputOf({
    ...values,
    lines: values.lines.map((line) => ({
      ...line,
      quantity: String(safe(line.quantity)),
      unit_price: String(safe(line.unit_price)),
    })),
    charges: values.charges.map((charge) => ({ ...charge, value: String(safe(charge.value)) })),
    tax_percent: String(Math.min(safe(values.tax_percent), 100)),
  });
}

/**
 * Where the server's 422 messages go: `charges.1.amount` / `charges.1.percent` at charge 2's value,
 * `tax_rate` at the percent field.
 */
export function quoteServerFields(values: QuoteInput): Record<string, string> {
  const fields: Record<string, string> = { tax_rate: 'tax_percent' };
  values.charges.forEach((_, index) => {
    fields[`charges.${index}.amount`] = `charges.${index}.value`;
    fields[`charges.${index}.percent`] = `charges.${index}.value`;
  });
  return fields;
}
