#!/usr/bin/env node
// Writes src/enum-labels.ts from the contract's `x-enum-labels` (what people read for each value
// of an enum, English) and `x-enum-labels-es` (Spanish), so the storefront, the widgets and
// integrators show the same words as the server. Every value needs a label in every language.
// `--check` fails when the file is stale instead of writing it.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const here = dirname(fileURLToPath(import.meta.url));
const documentPath = join(here, '..', '..', '..', 'openapi', 'openapi.yaml');
const target = join(here, '..', 'src', 'enum-labels.ts');

/** The languages besides English: each has its `x-enum-labels-<lang>` and `*_LABELS_<LANG>`. */
const OTHER_LOCALES = ['es'];

const { components } = parse(readFileSync(documentPath, 'utf8'));
const tableName = (schema) => schema.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();
const constName = (schema, locale) =>
  `${tableName(schema)}_LABELS${locale === 'en' ? '' : `_${locale.toUpperCase()}`}`;
const LANGUAGE = { en: 'English', es: 'Spanish' };

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

const blocks = [];
const tables = { en: [] };
for (const locale of OTHER_LOCALES) tables[locale] = [];
for (const [name, schema] of Object.entries(components.schemas)) {
  if (!schema['x-enum-labels']) continue;
  for (const locale of ['en', ...OTHER_LOCALES]) {
    const labels = labelsOf(name, schema, `x-enum-labels${locale === 'en' ? '' : `-${locale}`}`);
    const lines = schema.enum.map(
      (value) => `  ${JSON.stringify(value)}: ${JSON.stringify(labels[value])},`,
    );
    const what = locale === 'en' ? '' : ` (${LANGUAGE[locale]})`;
    blocks.push(
      `/** What people read for each \`${name}\`${what}. */\nexport const ${constName(name, locale)}: Readonly<Record<Schemas['${name}'], string>> = {\n${lines.join('\n')}\n};`,
    );
    tables[locale].push(`    ${tableName(name)}: ${constName(name, locale)},`);
  }
}

const locales = Object.keys(tables);
const byLocale = `/**
 * Every table by language: \`ENUM_LABELS.es.EQUIPMENT_CATEGORY\`. It holds every language's words:
 * code that shows one language only imports the named tables it needs.
 */
export const ENUM_LABELS = {
${locales.map((locale) => `  ${locale}: {\n${tables[locale].join('\n')}\n  },`).join('\n')}
} as const;

/** The languages the labels are written in. */
export type EnumLabelLocale = keyof typeof ENUM_LABELS;

/** The tables of a language (\`es\`, \`es-US\` → Spanish); English for any other. */
export function enumLabels(locale?: string | null): (typeof ENUM_LABELS)[EnumLabelLocale] {
  const primary = locale?.trim().toLowerCase().split('-')[0] ?? '';
  return ENUM_LABELS[Object.hasOwn(ENUM_LABELS, primary) ? (primary as EnumLabelLocale) : 'en'];
}`;

const output = `// Generated from openapi/openapi.yaml (x-enum-labels, x-enum-labels-es) by scripts/generate-labels.mjs. Do not edit.\nimport type { Schemas } from './api-types';\n\n${blocks.join('\n\n')}\n\n${byLocale}\n`;

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // missing counts as stale
  }
  if (current !== output) {
    console.error(`${target} is stale: run \`npm run openapi:types\`.`);
    process.exit(1);
  }
} else {
  writeFileSync(target, output);
}
