import type { FastifyRequest } from 'fastify';
import { validationFailed } from './api-error';
import { fieldMessages } from './error-messages';

const MAX_DEPTH = 20;

/** Dot paths (`rental_rates.daily`, `specs.0.value`) of every non-finite number in `value`. */
export function nonFiniteNumbers(
  value: unknown,
  path = '',
  found: string[] = [],
  depth = 0,
): string[] {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) found.push(path);
  } else if (value && typeof value === 'object' && depth < MAX_DEPTH) {
    for (const [key, item] of Object.entries(value)) {
      nonFiniteNumbers(item, path ? `${path}.${key}` : key, found, depth + 1);
    }
  }
  return found;
}

/**
 * After validation, before any handler: no number may be infinite. Ajv coerces `Infinity` and
 * `1e400` (query strings, multipart fields) and JSON.parse reads `1e400` as Infinity, and Ajv skips
 * `minimum`/`maximum` for non-finite numbers, so the contract's bounds alone let them through to SQL
 * and arithmetic. Answers 422 naming each field, like any validation error.
 */
export async function rejectNonFiniteNumbers(request: FastifyRequest): Promise<void> {
  const found = [
    ...nonFiniteNumbers(request.params),
    ...nonFiniteNumbers(request.query),
    ...nonFiniteNumbers(request.body),
  ];
  if (found.length > 0) {
    throw validationFailed(
      Object.fromEntries(found.map((field) => [field, [fieldMessages.finiteNumber]])),
    );
  }
}
