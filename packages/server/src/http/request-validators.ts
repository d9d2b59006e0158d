import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';

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
  const coercing = AjvCompiler();
  const exact = AjvCompiler();
  const buildValidator: BuildCompiler = (externalSchemas, options = {}) => {
    const readingText = coercing(externalSchemas, options);
    const typed = exact(externalSchemas, {
      plugins: options.plugins,
      onCreate: options.onCreate,
      customOptions: { ...(options.customOptions as object), coerceTypes: false },
    });
    // Fastify calls the compiler with the route's schema definition (the types say "schema").
    const compile = (route: RouteSchema) => (isJsonBody(route) ? typed : readingText)(route);
    return compile as unknown as ReturnType<BuildCompiler>;
  };
  return { compilersFactory: { buildValidator } };
}
