#!/usr/bin/env node
// Writes the enum labels from the contract's `x-enum-labels` (what people read for each value of
// an enum, English) and `x-enum-labels-<lang>` (another language), so the storefront, the widgets
// and integrators show the same words as the server. Each language has its own module, so a page
// in English never loads another language's words:
//   src/enum-labels.ts     English: `*_LABELS`, `ENUM_LABELS_EN` and the `EnumLabels` type
//   src/enum-labels-es.ts  Spanish: `ENUM_LABELS_ES` (entry `@liftline/sdk/es` only)
// Every value needs a label in every language.
// `--check` fails when a file is stale or missing instead of writing it.
// `--openapi <file>` and `--out <dir>` read and write elsewhere (the generator's own tests).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const here = dirname(fileURLToPath(import.meta.url));
const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
};
const documentPath = option('--openapi', join(here, '..', '..', '..', 'openapi', 'openapi.yaml'));
const outDir = option('--out', join(here, '..', 'src'));

/** The languages besides English: each has its `x-enum-labels-<lang>` and `ENUM_LABELS_<LANG>`. */
const OTHER_LOCALES = ['es'];
const LANGUAGE = { es: 'Spanish' };

const { components } = parse(readFileSync(documentPath, 'utf8'));
const tableName = (schema) => schema.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();
const constName = (schema) => `${tableName(schema)}_LABELS`;
const recordType = (schema) => `Readonly<Record<Schemas['${schema}'], string>>`;

/** The labels of one language, checked against the enum. */
function labelsOf(name, schema, key) {
  const labels = schema[key];
  if (!labels) throw new Error(`${name}: ${key} is missing`);
  const missing = schema.enum.filter((value) => typeof labels[value] !== 'string');
  if (missing.length) throw new Error(`${name}: ${key} lacks ${missing.join(', ')}`);
  const extra = Object.keys(labels).filter((value) => !schema.enum.includes(value));
  if (extra.length) throw new Error(`${name}: ${key} has unknown ${extra.join(', ')}`);
  return labels;
}

const labelled = Object.entries(components.schemas).filter(([, schema]) => schema['x-enum-labels']);

/** The order `Object.keys` gives an object literal's keys (integer-like ones first, ascending). */
const keyOrder = (values) => Object.keys(Object.fromEntries(values.map((value) => [value, 0])));
const header = (locales) =>
  `// Generated from openapi/openapi.yaml (${locales}) by scripts/generate-labels.mjs. Do not edit.`;

/** English: a Record per enum (`*_LABELS`), `ENUM_LABELS_EN` holding them all, their type. */
function englishModule() {
  const shape = labelled.map(([name]) => `  readonly ${tableName(name)}: ${recordType(name)};`);
  const tables = labelled.map(([name, schema]) => {
    const labels = labelsOf(name, schema, 'x-enum-labels');
    const lines = schema.enum.map(
      (value) => `  ${JSON.stringify(value)}: ${JSON.stringify(labels[value])},`,
    );
    return `/** What people read for each \`${name}\`. */\nexport const ${constName(name)}: ${recordType(name)} = {\n${lines.join('\n')}\n};`;
  });
  const entries = labelled.map(([name]) => `  ${tableName(name)}: ${constName(name)},`);
  return `${header('x-enum-labels')}
import type { Schemas } from './api-types';

/**
 * One language's tables, by enum. English is \`ENUM_LABELS_EN\` (this module); each other language
 * is in its own entry (\`ENUM_LABELS_ES\` in \`@liftline/sdk/es\`), so English pages never load it.
 */
export interface EnumLabels {
${shape.join('\n')}
}

${tables.join('\n\n')}

/** Every English table, by enum: \`ENUM_LABELS_EN.EQUIPMENT_CATEGORY\`. */
export const ENUM_LABELS_EN: EnumLabels = {
${entries.join('\n')}
};
`;
}

/**
 * Another language: its labels only, in the order of the English tables' keys (the value in a
 * comment), made into the same Records by \`labelsInOrder\`: a Spanish page, which has the English
 * tables already, does not download the enum values twice.
 */
function otherModule(locale) {
  const all = `ENUM_LABELS_${locale.toUpperCase()}`;
  const tables = labelled.map(([name, schema]) => {
    const labels = labelsOf(name, schema, `x-enum-labels-${locale}`);
    const lines = keyOrder(schema.enum).map(
      (value) => `    ${JSON.stringify(labels[value])}, // ${value}`,
    );
    return `  ${tableName(name)}: [\n${lines.join('\n')}\n  ],`;
  });
  return `${header(`x-enum-labels-${locale}`)}
// Not in the SDK's main entry: \`addEnumLabels('${locale}', ${all})\` after importing it from
// \`@liftline/sdk/${locale}\`.
import { ENUM_LABELS_EN, type EnumLabels } from './enum-labels';
import { labelsInOrder } from './labels-in-order';

/**
 * Every ${LANGUAGE[locale]} table, by enum: \`${all}.EQUIPMENT_CATEGORY\` (what people read for each
 * \`EquipmentCategory\`), the same Records as \`ENUM_LABELS_EN\`.
 */
export const ${all}: EnumLabels = /* @__PURE__ */ labelsInOrder(ENUM_LABELS_EN, {
${tables.join('\n')}
});
`;
}

const files = { 'enum-labels.ts': englishModule() };
for (const locale of OTHER_LOCALES) files[`enum-labels-${locale}.ts`] = otherModule(locale);

const check = process.argv.includes('--check');
const stale = [];
for (const [name, output] of Object.entries(files)) {
  const target = join(outDir, name);
  if (!check) {
    writeFileSync(target, output);
    continue;
  }
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // missing counts as stale
  }
  if (current !== output) stale.push(target);
}
if (stale.length) {
  console.error(
    `${stale.join(', ')} ${stale.length > 1 ? 'are' : 'is'} stale: run \`npm run openapi:types\`.`,
  );
  process.exit(1);
}
