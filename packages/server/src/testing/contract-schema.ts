import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { openapiDocumentPath } from '../config';
import { readContract } from '../http/contract-document';

interface Contract {
  components: { schemas: Record<string, object> };
}

let ajv: Ajv | undefined;

/**
 * The errors of `value` against the contract's schema `name` (components/schemas), every
 * object's keys held to its schema's properties (nothing more may leave than the contract says),
 * as `path message` lines; empty when it matches. For answers sent as text the server wrote
 * itself (Fastify neither validates nor serialises a string): what the response validation does
 * for every other answer.
 */
export function contractErrors(name: string, value: unknown): string[] {
  if (!ajv) {
    ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    const { components } = readContract<Contract>(openapiDocumentPath());
    // Closed objects: an object schema with properties admits no other key.
    const closed = JSON.parse(JSON.stringify(components), (_key, schema: unknown) =>
      schema &&
      typeof schema === 'object' &&
      'properties' in schema &&
      !('additionalProperties' in schema)
        ? { ...schema, additionalProperties: false }
        : schema,
    ) as Contract['components'];
    ajv.addSchema({ $id: 'urn:liftline:contract', components: closed });
  }
  const validate = ajv.getSchema(`urn:liftline:contract#/components/schemas/${name}`);
  if (!validate) throw new Error(`The contract has no schema ${name}.`);
  return validate(value)
    ? []
    : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`);
}
