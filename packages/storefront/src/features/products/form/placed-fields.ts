import type { FieldErrors } from '@liftline/sdk';

/** Fields the product form shows messages next to (spec lines: `specs.<n>.label|value`). */
const PLACED = new Set([
  'title',
  'stock_number',
  'category',
  'make',
  'model',
  'year',
  'condition',
  'status',
  'for_rent',
  'for_sale',
  'sale_price',
  'rental_rates',
  'rental_rates.daily',
  'rental_rates.weekly',
  'rental_rates.monthly',
  'fuel_type',
  'capacity_lbs',
  'lift_height_ft',
  'hours_used',
  'branch_id',
  'fleet_quantity',
  'description',
  'specs',
]);

const SPEC_LINE = /^specs\.\d+\.(label|value)$/;

/** Server messages for fields the form has no place for: shown together above the buttons. */
export function unplacedErrors(errors: FieldErrors, specLines: number): string[] {
  return Object.entries(errors)
    .filter(([field]) => {
      if (PLACED.has(field)) return false;
      const line = SPEC_LINE.exec(field) ? Number(field.split('.')[1]) : -1;
      return !(line >= 0 && line < specLines);
    })
    .flatMap(([field, messages]) => messages.map((message) => `${field}: ${message}`));
}
