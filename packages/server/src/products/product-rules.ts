import type { BodyOf } from '../api/operations';
import { MAX_INT4 } from '../catalog/equipment-query';
import type { Text } from '../i18n/i18n';
import type { FieldErrors } from '../http/api-error';

export type ProductCreateInput = BodyOf<'createProduct'>;
export type ProductUpdateInput = BodyOf<'updateProduct'>;

/** The fields the publishing rules look at, as they are (update) or will be (create). */
export type ProductState = Pick<
  Required<ProductCreateInput>,
  'status' | 'for_rent' | 'for_sale' | 'sale_price' | 'rental_rates'
>;

/** Largest values the columns hold (numeric(12,2), numeric(10,2), integer): beyond is a 422. */
const MAX_SALE_PRICE = 9_999_999_999.99;
const MAX_RENTAL_RATE = 99_999_999.99;

/** Field errors collected before answering one 422 with all of them. */
export class FieldProblems {
  readonly errors: FieldErrors = {};

  add(field: string, message: Text) {
    (this.errors[field] ??= []).push(message);
  }

  get any(): boolean {
    return Object.keys(this.errors).length > 0;
  }
}

const containsNul = (value: unknown) => typeof value === 'string' && value.includes('\u0000');

/** The latest model year a unit may have: next year (dealers list next year's models early). */
export const latestModelYear = (now = new Date()) => now.getUTCFullYear() + 1;

/** A title needs this many characters besides spaces ("t" or "1" is not a listing). */
export const TITLE_MIN_LENGTH = 3;

/**
 * What the document's schema cannot say about a create/update body: a model year up to next year,
 * a title that is more than spaces, and values the database cannot hold (numbers beyond the
 * columns, NUL characters in text).
 */
export function checkStorable(
  input: ProductUpdateInput,
  problems: FieldProblems,
  now = new Date(),
): void {
  if (input.year !== undefined && input.year > latestModelYear(now)) {
    problems.add('year', `must be at most ${latestModelYear(now)} (next year)`);
  }
  if (input.title !== undefined && input.title.trim().length < TITLE_MIN_LENGTH) {
    problems.add('title', `must have at least ${TITLE_MIN_LENGTH} characters besides spaces`);
  }
  const tooLarge = (field: string, value: number | null | undefined, max: number) => {
    if (value !== null && value !== undefined && value > max) {
      problems.add(field, `must be at most ${max}`);
    }
  };
  tooLarge('sale_price', input.sale_price, MAX_SALE_PRICE);
  tooLarge('capacity_lbs', input.capacity_lbs, MAX_INT4);
  tooLarge('hours_used', input.hours_used, MAX_INT4);
  for (const rate of ['daily', 'weekly', 'monthly'] as const) {
    tooLarge(`rental_rates.${rate}`, input.rental_rates?.[rate], MAX_RENTAL_RATE);
  }
  for (const field of ['stock_number', 'title', 'make', 'model', 'description'] as const) {
    if (containsNul(input[field])) problems.add(field, 'must not contain NUL characters');
  }
  input.specs?.forEach((spec, index) => {
    for (const part of ['label', 'value'] as const) {
      if (containsNul(spec[part])) {
        problems.add(`specs.${index}.${part}`, 'must not contain NUL characters');
      }
    }
  });
}

/**
 * The publishing rules of createProduct/updateProduct, checked against the resulting product: a
 * published product is for rent and/or for sale, has a sale price when for sale and rental rates
 * when for rent. Drafts and archived products may be incomplete.
 */
export function checkPublishable(product: ProductState, problems: FieldProblems): void {
  if (product.status !== 'published') return;
  if (!product.for_rent && !product.for_sale) {
    const message = 'a published product must be for rent, for sale or both';
    problems.add('for_rent', message);
    problems.add('for_sale', message);
  }
  if (product.for_sale && product.sale_price === null) {
    problems.add('sale_price', 'is required to publish a product for sale');
  }
  if (product.for_rent && product.rental_rates === null) {
    problems.add('rental_rates', 'are required to publish a product for rent');
  }
}
