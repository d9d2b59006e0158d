import type { Operation, Schema } from './openapi-document';

/** A field of a JSON body, at any depth (`items.0.quantity`), and its schema. */
export interface BodyField {
  path: (string | number)[];
  schema: Schema;
}

const typesOf = (schema: Schema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** The first alternative of a `oneOf`/`anyOf` that is not only `null`. */
const firstAlternative = (schema: Schema): Schema | undefined =>
  (schema.oneOf ?? schema.anyOf)?.find((option) => !typesOf(option).every((t) => t === 'null'));

const DATE = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const PATTERN_CANDIDATES = [
  '60601',
  '08:00',
  'IL',
  'Q-2026-000001',
  'abc',
  'a-b',
  'UnknownQuoteToken_0123456789abcdefghijklmn',
];

function validString(schema: Schema): string {
  switch (schema.format) {
    case 'email':
      return 'types@example.com';
    case 'date':
      return DATE;
    case 'date-time':
      return `${DATE}T08:00:00.000Z`;
    case 'uri':
      return 'https://example.com/x';
  }
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    // The first candidate the pattern takes at the schema's lengths (a quote link's token: 22+).
    const fits = (candidate: string) =>
      pattern.test(candidate) &&
      candidate.length >= (schema.minLength ?? 0) &&
      candidate.length <= (schema.maxLength ?? Infinity);
    return PATTERN_CANDIDATES.find(fits) ?? 'x';
  }
  return 'Typed value'.padEnd(schema.minLength ?? 1, 'x').slice(0, schema.maxLength ?? 40);
}

/** A value the schema accepts, every optional property included (deterministic). */
export function validSample(schema: Schema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum.find((value) => value !== null);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map(validSample));
  const alternative = firstAlternative(schema);
  if (alternative) return validSample(alternative);
  const type = typesOf(schema).find((t) => t !== 'null') ?? 'object';
  switch (type) {
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1);
    case 'string':
      return validString(schema);
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        schema.items ? validSample(schema.items) : 'item',
      );
    default:
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          validSample(property),
        ]),
      );
  }
}

/**
 * Every typed field of a body schema, at any depth (arrays through their first item), each
 * alternative of a `oneOf` separately with the alternative it belongs to.
 */
export function typedFields(
  schema: Schema,
  path: (string | number)[] = [],
): { root: Schema; field: BodyField }[] {
  const alternatives = path.length === 0 && schema.oneOf ? schema.oneOf : [schema];
  return alternatives.flatMap((root) => fieldsOf(root, path).map((field) => ({ root, field })));
}

function fieldsOf(schema: Schema, path: (string | number)[]): BodyField[] {
  const alternative = firstAlternative(schema);
  if (alternative && !schema.type) return fieldsOf(alternative, path);
  const types = typesOf(schema);
  const own = path.length > 0 && types.length > 0 ? [{ path, schema }] : [];
  if (types.includes('object')) {
    return [
      ...own,
      ...Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
        fieldsOf(property, [...path, name]),
      ),
    ];
  }
  if (types.includes('array') && schema.items) {
    return [...own, ...fieldsOf(schema.items, [...path, 0])];
  }
  return own;
}

/**
 * A value of another JSON type that Ajv's `coerceTypes: 'array'` would turn into a valid one: a
 * number as text, a boolean as text or number, text as a number, a scalar for an array, an array of
 * one for a scalar. `undefined` for a field of no coercible type (an object).
 */
export function coercibleWrongType(schema: Schema, valid: unknown): unknown {
  const types = typesOf(schema);
  if (types.includes('array')) return Array.isArray(valid) ? valid[0] : undefined;
  if (types.includes('integer') || types.includes('number')) return String(valid);
  if (types.includes('boolean')) return valid ? 'true' : 'false';
  if (types.includes('string')) return /^\d+$/.test(String(valid)) ? Number(valid) : [valid];
  return undefined;
}

/** `root` with the value at `path` replaced (a deep copy). */
export function withValueAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path.at(-1)!] = value;
  return copy;
}

/** The value at `path` in `root`. */
export const valueAt = (root: unknown, path: (string | number)[]): unknown =>
  path.reduce<unknown>((at, key) => (at as Record<string | number, unknown>)?.[key], root);

/** The 422 message Ajv's `type` issue gets in the API (see error-handler.ts `describe`). */
export function typeMessage(schema: Schema): string {
  const type = typesOf(schema).join(' or ');
  return `must be ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
}

/** The URL of `operation` below `/api/v1`: path and required query parameters from valid samples. */
export function sampleUrl(operation: Operation): string {
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    if (parameter.in === 'query' && parameter.required) {
      query.set(parameter.name, String(validSample(parameter.schema)));
    }
  }
  const path = operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name);
    return encodeURIComponent(String(parameter ? validSample(parameter.schema) : 1));
  });
  return `/api/v1${path}${query.size ? `?${query}` : ''}`;
}
