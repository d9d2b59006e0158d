#!/usr/bin/env node
// Writes src/enum-labels.ts from the contract's `x-enum-labels` (what people read for each value
// of an enum), so the storefront, the widgets and integrators show the same words as the server.
// `--check` fails when the file is stale instead of writing it.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const here = dirname(fileURLToPath(import.meta.url));
const documentPath = join(here, '..', '..', '..', 'openapi', 'openapi.yaml');
const target = join(here, '..', 'src', 'enum-labels.ts');

const { components } = parse(readFileSync(documentPath, 'utf8'));
const constName = (schema) => `${schema.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase()}_LABELS`;

const blocks = [];
for (const [name, schema] of Object.entries(components.schemas)) {
  const labels = schema['x-enum-labels'];
  if (!labels) continue;
  const missing = schema.enum.filter((value) => typeof labels[value] !== 'string');
  if (missing.length) throw new Error(`${name}: x-enum-labels lacks ${missing.join(', ')}`);
  const extra = Object.keys(labels).filter((value) => !schema.enum.includes(value));
  if (extra.length) throw new Error(`${name}: x-enum-labels has unknown ${extra.join(', ')}`);
  const lines = schema.enum.map(
    (value) => `  ${JSON.stringify(value)}: ${JSON.stringify(labels[value])},`,
  );
  blocks.push(
    `/** What people read for each \`${name}\`. */\nexport const ${constName(name)}: Readonly<Record<Schemas['${name}'], string>> = {\n${lines.join('\n')}\n};`,
  );
}

const output = `// Generated from openapi/openapi.yaml (x-enum-labels) by scripts/generate-labels.mjs. Do not edit.\nimport type { Schemas } from './api-types';\n\n${blocks.join('\n\n')}\n`;

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
