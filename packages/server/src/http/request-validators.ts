import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';
import { rememberedCompile } from './remembered-compile';

type BuildCompiler = ReturnType<typeof AjvCompiler>;
type RouteSchema = Pick<Parameters<FastifySchemaCompiler<unknown>>[0], 'httpPart' | 'contentType'>;

/**
 * Bodies whose values arrive as text and are read by their schema's types: the upload's form
 * fields (`product_id: '12'`). Every other body is JSON, which carries its own types.
 */
const TEXT_FIELD_BODIES = new Set(['multipart/form-data']);

/** Whether a schema of a route validates a JSON body (its values are then taken as typed). */
export const isJsonBody = ({ httpPart, contentType }: RouteSchema) =>
  httpPart === 'body' && !TEXT_FIELD_BODIES.has(contentType ?? 'application/json');

/**
 * Request validation in two modes. Path and query parameters, headers and form fields are text:
 * Ajv reads them by the schema's types (`?page=2` is 2, `?type=a` is `['a']`). A JSON body
 * carries its own types and must match the contract exactly: `"quantity": "2"` or `true` is a 422
 * naming the field, never 2 or 1, and `"email": ["a@b.example"]` is not an e-mail. Both modes
 * fill in the contract's defaults and keep unknown fields (the schemas refuse them: a 422).
 */
export function requestValidators(): NonNullable<FastifyServerOptions['schemaController']> {
  const buildValidator: BuildCompiler = (externalSchemas, options = {}) => {
    const readingText = remembered(coercing(externalSchemas, options));
    const typed = remembered(
      exact(externalSchemas, {
        plugins: options.plugins,
        onCreate: options.onCreate,
        customOptions: { ...(options.customOptions as object), coerceTypes: false },
      }),
    );
    // Fastify calls the compiler with the route's schema definition (the types say "schema").
    const compile = (route: RouteSchema) => (isJsonBody(route) ? typed : readingText)(route);
    return compile as unknown as ReturnType<BuildCompiler>;
  };
  return { compilersFactory: { buildValidator } };
}

// One pool of Ajv instances per process (by external schemas and options, the pool's key), and
// the route schemas each has compiled, remembered by their JSON (./remembered-compile.ts): the
// apps of one process (test files) share them. A production server builds one app.
const coercing = AjvCompiler();
const exact = AjvCompiler();
type Compile = ReturnType<BuildCompiler>;
const rememberedBy = new WeakMap<Compile, (route: RouteSchema) => unknown>();
function remembered(compile: Compile): (route: RouteSchema) => unknown {
  let found = rememberedBy.get(compile);
  if (!found) {
    // The key is the route's schema with its method, URL and part: what Fastify passes.
    found = rememberedCompile(compile as unknown as (route: RouteSchema) => unknown);
    rememberedBy.set(compile, found);
  }
  return found;
}
