import { readContract } from '../http/contract-document';
import { openapiDocumentPath } from '../config';

type LabelKeyword = 'x-enum-labels' | 'x-enum-labels-es';
type Schemas = Record<
  string,
  { enum?: string[] } & Partial<Record<LabelKeyword, Record<string, string>>>
>;

let cached: { path: string; schemas: Schemas } | null = null;

function schemasOf(path: string): Schemas {
  if (cached?.path !== path) {
    const document = readContract(path) as { components: { schemas: Schemas } };
    cached = { path, schemas: document.components.schemas };
  }
  return cached.schemas;
}

/**
 * What people read for each value of an enum of the contract (`x-enum-labels`): the one source the
 * SDK generates its labels from too, so the facets the server names and the storefront's labels
 * agree. Throws when the contract lacks a label (the server then fails at start-up, not later).
 */
export function enumLabels<Value extends string>(
  schema: string,
  path = openapiDocumentPath(),
  keyword: LabelKeyword = 'x-enum-labels',
): Readonly<Record<Value, string>> {
  const definition = schemasOf(path)[schema];
  const labels = definition?.[keyword];
  const missing = (definition?.enum ?? []).filter((value) => typeof labels?.[value] !== 'string');
  if (!labels || missing.length > 0)
    throw new Error(`The contract has no ${keyword} for ${schema} ${missing.join(', ')}`.trim());
  return labels as Record<Value, string>;
}

/** The Spanish labels of an enum of the contract (`x-enum-labels-es`, US Spanish). */
export const enumLabelsEs = <Value extends string>(schema: string, path = openapiDocumentPath()) =>
  enumLabels<Value>(schema, path, 'x-enum-labels-es');
