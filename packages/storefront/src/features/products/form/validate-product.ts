import type { FieldErrors } from '@liftline/sdk';
import { parseNumber, sentSpecRows, type ProductFormValues } from './product-form-values';
import { formatDecimal } from '@/utils/format';

/**
 * The contract's limits (`ProductCreateInput`, `RentalRates`; checked against openapi.yaml in
 * validate-product.test.ts): beyond them the server answers 422 too.
 */
export const LIMITS = {
  title: 200,
  titleMin: 3,
  stockNumber: 50,
  makeModel: 100,
  description: 20_000,
  specs: 100,
  yearMin: 1950,
  yearMax: 2100,
  capacityMax: 300_000,
  liftHeightMax: 200,
  hoursMax: 100_000,
  branchIdMax: 2_147_483_647,
  fleetMin: 1,
  fleetMax: 999,
  salePriceMax: 10_000_000,
  rentalRateMax: 10_000_000,
} as const;

/** The latest model year the server takes: next year (the contract's 2100 is only its outer bound). */
export const latestModelYear = (now = new Date()) =>
  Math.min(LIMITS.yearMax, now.getFullYear() + 1);

const money = (value: number) =>
  value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/**
 * The form's own checks, mirroring ProductCreateInput/ProductUpdateInput and the server's
 * publishing rules. Keys are the API's field names (dot paths such as `rental_rates.daily` and
 * `specs.0.label`, indexed like the list that is sent), so the server's 422s land in the same places.
 */
export function validateProduct(values: ProductFormValues): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);

  const required = (field: string, value: string, what: string, max?: number) => {
    const trimmed = value.trim();
    if (!trimmed) add(field, `Enter ${what}.`);
    else if (max !== undefined && trimmed.length > max)
      add(field, `Use at most ${String(max)} characters.`);
  };
  required('title', values.title, 'a title', LIMITS.title);
  if (values.title.trim() && values.title.trim().length < LIMITS.titleMin)
    add('title', `Use at least ${String(LIMITS.titleMin)} characters.`);
  required('stock_number', values.stock_number, 'a stock number', LIMITS.stockNumber);
  required('make', values.make, 'the make', LIMITS.makeModel);
  required('model', values.model, 'the model', LIMITS.makeModel);
  if (!values.category) add('category', 'Choose a category.');
  if (!values.condition) add('condition', 'Choose new or used.');

  const year = parseNumber(values.year);
  if (year === null) add('year', 'Enter the model year.');
  else if (!Number.isInteger(year) || year < LIMITS.yearMin || year > latestModelYear())
    add('year', `Enter a year from ${String(LIMITS.yearMin)} to ${String(latestModelYear())}.`);

  const number = (
    field: string,
    value: string,
    {
      integer = false,
      min = 0,
      max,
      unit,
    }: { integer?: boolean; min?: number; max?: number; unit?: string },
  ): number | null => {
    const parsed = parseNumber(value);
    if (parsed === null) return null;
    if (Number.isNaN(parsed)) add(field, integer ? 'Enter a whole number.' : 'Enter a number.');
    else if (integer && !Number.isInteger(parsed)) add(field, 'Enter a whole number.');
    else if (parsed < min)
      add(field, min === 0 ? 'Must not be negative.' : `Must be at least ${String(min)}.`);
    else if (max !== undefined && parsed > max)
      add(
        field,
        `Must be at most ${integer || unit ? `${formatDecimal(max, 3)}${unit ?? ''}` : money(max)}.`,
      );
    else return parsed;
    return Number.NaN;
  };
  number('capacity_lbs', values.capacity_lbs, { integer: true, max: LIMITS.capacityMax });
  number('lift_height_ft', values.lift_height_ft, { max: LIMITS.liftHeightMax, unit: ' ft' });
  number('hours_used', values.hours_used, { integer: true, max: LIMITS.hoursMax });
  number('branch_id', values.branch_id, { integer: true, min: 1, max: LIMITS.branchIdMax });
  if (!values.fleet_quantity.trim())
    add('fleet_quantity', 'Enter how many units the branch holds.');
  else
    number('fleet_quantity', values.fleet_quantity, {
      integer: true,
      min: LIMITS.fleetMin,
      max: LIMITS.fleetMax,
    });
  const salePrice = number('sale_price', values.sale_price, { max: LIMITS.salePriceMax });

  const rates = (['daily', 'weekly', 'monthly'] as const).map((rate) => ({
    rate,
    value: number(`rental_rates.${rate}`, values[`rental_${rate}`], { max: LIMITS.rentalRateMax }),
  }));
  const given = rates.filter((r) => r.value !== null);
  if (given.length > 0 && given.length < rates.length) {
    for (const { rate } of rates.filter((r) => r.value === null)) {
      add(`rental_rates.${rate}`, 'Enter all three rates, or none.');
    }
  }

  if (values.description.length > LIMITS.description)
    add('description', `Use at most ${formatDecimal(LIMITS.description, 3)} characters.`);

  const specs = sentSpecRows(values.specs);
  if (specs.length > LIMITS.specs) add('specs', `Use at most ${String(LIMITS.specs)} lines.`);
  specs.forEach((row, index) => {
    if (!row.label.trim()) add(`specs.${String(index)}.label`, 'Add a label, or clear this line.');
    if (!row.value.trim()) add(`specs.${String(index)}.value`, 'Add a value, or clear this line.');
  });

  // The publishing rules: only a published product must be complete.
  if (values.status === 'published') {
    if (!values.for_rent && !values.for_sale) {
      const message = 'A published product must be for rent, for sale or both.';
      add('for_rent', message);
      add('for_sale', message);
    }
    if (values.for_sale && salePrice === null)
      add('sale_price', 'Enter the sale price to publish a product for sale.');
    if (values.for_rent && given.length === 0)
      add('rental_rates', 'Enter the rental rates to publish a product for rent.');
  }
  return errors;
}

/** The messages of one field (a server 422 may name a field the form has no place for). */
export function errorsFor(errors: FieldErrors, field: string): string[] | undefined {
  return errors[field]?.length ? errors[field] : undefined;
}
