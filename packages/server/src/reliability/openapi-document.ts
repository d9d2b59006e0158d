import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parse } from 'yaml';
import { loadConfig } from '../config';

/** A JSON schema of the document, `$ref`s already resolved. */
export type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  [key: string]: unknown;
};

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}

export interface Operation {
  operationId: string;
  method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH';
  /** The path below `/api/v1`, with `{param}` placeholders. */
  path: string;
  parameters: Parameter[];
  /** `application/json` or `multipart/form-data` (and its schema), when the operation takes a body. */
  body: { contentType: string; schema: Schema; required: boolean } | null;
  /** Every media type the body may come as (`POST /events` also takes `text/plain`). */
  contentTypes: string[];
  /** True when the operation needs a login (non-empty `security`). */
  secured: boolean;
  permissions: string[];
}

type Json = Record<string, unknown>;

/** Inlines every local `$ref` (`#/components/...`) of `node`. The document has no recursive schemas. */
function resolveRefs(node: unknown, document: Json, depth = 0): unknown {
  if (depth > 50) throw new Error('The document nests $refs too deeply (recursive schema?).');
  if (Array.isArray(node)) return node.map((item) => resolveRefs(item, document, depth + 1));
  if (!node || typeof node !== 'object') return node;
  const object = node as Json;
  if (typeof object.$ref === 'string') {
    const target = object.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((at, key) => (at as Json | undefined)?.[key], document);
    if (target === undefined) throw new Error(`Unresolvable $ref ${object.$ref}`);
    const { $ref: _ref, ...siblings } = object;
    return { ...(resolveRefs(target, document, depth + 1) as Json), ...siblings };
  }
  return Object.fromEntries(
    Object.entries(object).map(([key, value]) => [key, resolveRefs(value, document, depth + 1)]),
  );
}

let cached: { document: Json; operations: Operation[] } | undefined;

/** The OpenAPI document the server serves (the one `loadConfig()` points at), `$ref`s resolved. */
export function loadDocument(): { document: Json; operations: Operation[] } {
  if (cached) return cached;
  const raw = parse(readFileSync(loadConfig({}).openapiPath, 'utf8')) as Json;
  const document = resolveRefs(raw, raw) as Json;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths as Record<string, Json>)) {
    const shared = (item.parameters as Parameter[] | undefined) ?? [];
    for (const method of ['get', 'put', 'post', 'delete', 'patch']) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      const own = (operation.parameters as Parameter[] | undefined) ?? [];
      const content = (operation.requestBody as Json | undefined)?.content as
        Record<string, { schema: Schema }> | undefined;
      const contentType = content ? Object.keys(content)[0]! : undefined;
      const security = (operation.security ?? document.security ?? []) as unknown[];
      operations.push({
        operationId: operation.operationId as string,
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: [
          ...shared.filter((parameter) => !own.some((o) => o.name === parameter.name)),
          ...own,
        ],
        body:
          content && contentType
            ? {
                contentType,
                schema: content[contentType]!.schema,
                required: Boolean((operation.requestBody as Json).required),
              }
            : null,
        contentTypes: content ? Object.keys(content) : [],
        secured:
          security.length > 0 && !security.some((entry) => Object.keys(entry as Json).length === 0),
        permissions: (operation['x-permissions'] as string[] | undefined) ?? [],
      });
    }
  }
  cached = { document, operations };
  return cached;
}

type ValidateFunction = ((data: unknown) => boolean) & { errors?: unknown };
interface AjvInstance {
  compile(schema: object): ValidateFunction;
}

/**
 * Ajv 8, taken from the server's own `ajv-formats` dependency (so no second copy is installed), with
 * the formats plugin.
 */
export function createAjv(): AjvInstance {
  const local = createRequire(import.meta.url);
  const formatsPath = local.resolve('ajv-formats');
  const fromFormats = createRequire(formatsPath);
  const Ajv = (fromFormats('ajv') as { default: new (options: object) => AjvInstance }).default;
  const addFormats = (local('ajv-formats') as { default: (ajv: AjvInstance) => void }).default;
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  return ajv;
}

/** Validators of the documented error bodies: `Error` (every non-2xx) and `ValidationError` (422). */
export function errorValidators() {
  const { document } = loadDocument();
  const schemas = (document.components as Json).schemas as Record<string, object>;
  const ajv = createAjv();
  return {
    error: ajv.compile(schemas.Error!),
    validationError: ajv.compile(schemas.ValidationError!),
  };
}

/** A small deterministic PRNG (mulberry32): the same seed gives the same requests on every run. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
