import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { rememberedCompile } from './remembered-compile';

let shared: Ajv | undefined;

/**
 * The Ajv that validates every answer against the contract (@fastify/response-validation), one
 * per process, with what it compiled remembered by the schema's JSON (./remembered-compile.ts).
 * The options are the plugin's defaults (`useDefaults`) with ours: no type coercion, nothing
 * removed, every error, and the contract's own keywords (`x-enum-labels`).
 */
export function responseValidator(): Ajv {
  if (!shared) {
    const ajv = new Ajv({
      coerceTypes: false,
      useDefaults: true,
      removeAdditional: false,
      allErrors: true,
      keywords: ['x-enum-labels', 'x-enum-labels-es'],
    });
    addFormats(ajv);
    const compile = ajv.compile.bind(ajv);
    ajv.compile = rememberedCompile((schema: object) => compile(schema)) as Ajv['compile'];
    shared = ajv;
  }
  return shared;
}
