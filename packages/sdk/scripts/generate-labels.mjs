#!/usr/bin/env node
// Writes the enum labels from the contract's `x-enum-labels` (what people read for each value of
// an enum, English) and `x-enum-labels-<lang>` (another language), so the storefront, the widgets
// and integrators show the same words as the server. Each language has its own module, so a page
// in English never loads another language's words:
//   src/enum-labels.ts     English: `*_LABELS`, `ENUM_LABELS_EN` and the `EnumLabels` type
//   src/enum-labels-es.ts  Spanish: `*_LABELS_ES`, `ENUM_LABELS_ES` (entry `@liftline/sdk/es` only)
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

/** The languages besides English: each has its `x-enum-labels-<lang>` and `*_LABELS_<LANG>`. */
const OTHER_LOCALES = ['es'];
const LANGUAGE = { en: 'English', es: 'Spanish' };

const { components } = parse(readFileSync(documentPath, 'utf8'));
const tableName = (schema) => schema.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();
const suffix = (locale) => (locale === 'en' ? '' : `_${locale.toUpperCase()}`);
const constName = (schema, locale) => `${tableName(schema)}_LABELS${suffix(locale)}`;
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

/** One language's tables, and the object holding them all (`ENUM_LABELS_ES`). */
function tablesOf(locale) {
  const key = `x-enum-labels${locale === 'en' ? '' : `-${locale}`}`;
  const what = locale === 'en' ? '' : ` (${LANGUAGE[locale]})`;
  const blocks = labelled.map(([name, schema]) => {
    const labels = labelsOf(name, schema, key);
    const lines = schema.enum.map(
      (value) => `  ${JSON.stringify(value)}: ${JSON.stringify(labels[value])},`,
    );
    return `/** What people read for each \`${name}\`${what}. */\nexport const ${constName(name, locale)}: ${recordType(name)} = {\n${lines.join('\n')}\n};`;
  });
  const entries = labelled.map(([name]) => `  ${tableName(name)}: ${constName(name, locale)},`);
  const all = `ENUM_LABELS_${locale.toUpperCase()}`;
  blocks.push(
    `/** Every ${LANGUAGE[locale]} table, by enum: \`${all}.EQUIPMENT_CATEGORY\`. */\nexport const ${all}: EnumLabels = {\n${entries.join('\n')}\n};`,
  );
  return blocks.join('\n\n');
}

const header = (locales) =>
  `// Generated from openapi/openapi.yaml (${locales}) by scripts/generate-labels.mjs. Do not edit.`;
const shape = labelled.map(([name]) => `  readonly ${tableName(name)}: ${recordType(name)};`);

const files = {
  'enum-labels.ts': `${header('x-enum-labels')}
import type { Schemas } from './api-types';

/**
 * One language's tables, by enum. English is \`ENUM_LABELS_EN\` (this module); each other language
 * is in its own entry (\`ENUM_LABELS_ES\` in \`@liftline/sdk/es\`), so English pages never load it.
 */
export interface EnumLabels {
${shape.join('\n')}
}

${tablesOf('en')}
`,
};
for (const locale of OTHER_LOCALES) {
  files[`enum-labels-${locale}.ts`] = `${header(`x-enum-labels-${locale}`)}
// Not in the SDK's main entry: \`addEnumLabels('${locale}', ENUM_LABELS_${locale.toUpperCase()})\` after importing it from
// \`@liftline/sdk/${locale}\`.
import type { Schemas } from './api-types';
import type { EnumLabels } from './enum-labels';

${tablesOf(locale)}
`;
}

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
