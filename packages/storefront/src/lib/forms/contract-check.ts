/**
 * Test support: compares a form's valibot schema with the request body the contract
 * (openapi/openapi.yaml) documents for its operation, so the two cannot drift apart.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { GenericSchema } from 'valibot';
import { parse } from 'yaml';

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  allOf?: JsonSchema[];
};

/** openapi/openapi.yaml of the repository, from wherever the tests run. */
function findDocument(from = process.cwd()): string {
  const candidate = join(from, 'openapi', 'openapi.yaml');
  if (existsSync(candidate)) return candidate;
  const parent = dirname(from);
  if (parent === from)
    throw new Error('openapi/openapi.yaml not found above the working directory.');
  return findDocument(parent);
}

const documentPath = findDocument();
const document = parse(readFileSync(documentPath, 'utf8')) as {
  paths: Record<
    string,
    Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
  >;
  components: { schemas: Record<string, JsonSchema> };
};

function resolve(schema: JsonSchema): JsonSchema {
  if (schema.$ref) return resolve(document.components.schemas[schema.$ref.split('/').pop()!]!);
  if (schema.allOf) {
    const parts = schema.allOf.map(resolve);
    return {
      properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
      required: parts.flatMap((part) => part.required ?? []),
    };
  }
  return schema;
}

/** A named schema of the contract (`components.schemas[name]`), `$ref`s resolved. */
export function schemaNamed(name: string): JsonSchema {
  const schema = document.components.schemas[name];
  if (!schema) throw new Error(`The contract has no schema ${name}.`);
  return resolve(schema);
}

/** The JSON request body schema of `method path`, `$ref`s resolved. */
export function requestBodyOf(method: string, path: string): JsonSchema {
  const operation = document.paths[path]?.[method];
  const content = operation?.requestBody?.content;
  const schema = content?.['application/json']?.schema;
  if (!schema) throw new Error(`The contract has no JSON request body for ${method} ${path}.`);
  return resolve(schema);
}

interface ValibotNode {
  type: string;
  entries?: Record<string, ValibotNode>;
  pipe?: ValibotNode[];
  wrapped?: ValibotNode;
  requirement?: unknown;
}

/** Each field of an object schema with the limits its rules set. */
export function fieldRules(schema: GenericSchema) {
  const root = schema as unknown as ValibotNode;
  const object = root.pipe?.[0]?.entries ? root.pipe[0] : root;
  const rules: Record<string, { maxLength?: number; required: boolean }> = {};
  for (const [name, node] of Object.entries(object.entries ?? {})) {
    const actions = [...(node.pipe ?? []), ...(node.wrapped?.pipe ?? [])];
    const max = actions.find((action) => action.type === 'max_length')?.requirement;
    const required = actions.some(
      (action) =>
        action.type === 'non_empty' ||
        (action.type === 'min_length' && Number(action.requirement) > 0),
    );
    rules[name] = { ...(typeof max === 'number' ? { maxLength: max } : {}), required };
  }
  return rules;
}
