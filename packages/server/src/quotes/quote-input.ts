import type { Queryable } from '../db/database';
import { validationFailed } from '../http/api-error';
import { hasAtMostDecimals, RENT_BASES } from './quote-totals';
import { todayUtc, type QuoteInput } from './quote-repository';

/** How far ahead a quote may be valid (the contract's `valid_until`). */
export const MAX_VALID_DAYS = 180;
/** The longest rental a line may span, both days counted (as quote lists and holds). */
export const MAX_RENTAL_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The rows of a body's units that belong to the account (id → title and fleet). */
async function unitsOf(db: Queryable, accountId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, { title: string; fleet: number }>();
  const { rows } = await db.query<{ id: number; title: string; fleet: number }>(
    `select id, title, fleet_quantity as fleet from products
      where id = any ($1::int[]) and account_id = $2 and status <> 'archived'`,
    [ids, accountId],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The rules of a `QuoteInput` the document cannot say (createLeadQuote's 422s): money to the cent,
 * fractions to 6 decimals, a unit of the account, a rent line's dates, one of amount and percent,
 * the validity window. Answers the input as stored: trimmed texts, dates only on rent lines.
 */
export async function checkedQuoteInput(
  db: Queryable,
  accountId: number,
  input: QuoteInput,
): Promise<QuoteInput> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const today = todayUtc();
  const ids = input.lines.flatMap((line) => (line.equipment_id == null ? [] : [line.equipment_id]));
  const units = await unitsOf(db, accountId, [...new Set(ids)]);

  const lines = input.lines.map((line, index) => {
    const at = `lines.${index}`;
    const description = line.description.trim();
    if (!description) add(`${at}.description`, 'must not be blank');
    if (!hasAtMostDecimals(line.unit_price, 2))
      add(`${at}.unit_price`, 'must have at most 2 decimals');
    if (!hasAtMostDecimals(line.quantity, 2)) add(`${at}.quantity`, 'must have at most 2 decimals');
    const rent = RENT_BASES.includes(line.rate_basis);
    const unit = line.equipment_id == null ? undefined : units.get(line.equipment_id);
    if (line.equipment_id != null) {
      if (!unit) add(`${at}.equipment_id`, 'is not a unit of this account');
      if (!Number.isInteger(line.quantity))
        add(`${at}.quantity`, 'must be a whole number of units on a line with a unit');
      else if (unit && rent && line.quantity > unit.fleet)
        add(`${at}.quantity`, `is more than the ${unit.fleet} units of its fleet`);
    }
    let start = line.start_date ?? null;
    let end = line.end_date ?? null;
    if (rent && line.equipment_id != null) {
      if (!start) add(`${at}.start_date`, 'is required on a rent line with a unit');
      if (!end) add(`${at}.end_date`, 'is required on a rent line with a unit');
    }
    if (rent && start && end) {
      if (start < today) add(`${at}.start_date`, 'must not be in the past');
      if (end < start) add(`${at}.end_date`, 'must be on or after start_date');
      else if (daysBetween(start, end) + 1 > MAX_RENTAL_DAYS)
        add(`${at}.end_date`, `must be within ${MAX_RENTAL_DAYS} days of start_date`);
    } else if (rent && (start || end) && line.equipment_id == null) {
      add(`${at}.${start ? 'end_date' : 'start_date'}`, 'goes with the other date of the line');
    }
    if (!rent) [start, end] = [null, null];
    return {
      ...line,
      equipment_id: line.equipment_id ?? null,
      description,
      start_date: start,
      end_date: end,
    };
  });

  const charges = input.charges.map((charge, index) => {
    const at = `charges.${index}`;
    const description = charge.description.trim();
    if (!description) add(`${at}.description`, 'must not be blank');
    const hasAmount = charge.amount != null;
    const hasPercent = charge.percent != null;
    if (hasAmount === hasPercent) add(`${at}.amount`, 'needs exactly one of amount and percent');
    if (hasAmount && !hasAtMostDecimals(charge.amount!, 2))
      add(`${at}.amount`, 'must have at most 2 decimals');
    if (hasPercent && !hasAtMostDecimals(charge.percent!, 6))
      add(`${at}.percent`, 'must have at most 6 decimals');
    return {
      kind: charge.kind,
      description,
      amount: hasPercent ? null : (charge.amount ?? null),
      percent: charge.percent ?? null,
    };
  });

  if (!hasAtMostDecimals(input.tax_rate, 6)) add('tax_rate', 'must have at most 6 decimals');
  if (input.valid_until < today) add('valid_until', 'must not be in the past');
  else if (input.valid_until > addDays(today, MAX_VALID_DAYS))
    add('valid_until', `must be within ${MAX_VALID_DAYS} days of today`);

  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const text = (value: string | null | undefined) => value?.trim() || null;
  return {
    lines,
    charges,
    tax_rate: input.tax_rate,
    valid_until: input.valid_until,
    terms: text(input.terms),
    note_to_customer: text(input.note_to_customer),
  };
}
