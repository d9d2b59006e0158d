#!/usr/bin/env node
// Prints the gzip and brotli sizes of the widget bundle and fails when widgets.js is over its
// budget (32 KB gzip). Run after the widgets build: `node scripts/check-widget-size.mjs`.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'widgets', 'dist');
export const BUDGET_GZIP_BYTES = 32 * 1024;
/** widgets.js holds the budget; the others are printed for the record. */
const FILES = ['widgets.js', 'widgets.mjs', 'request-quote-modal.mjs'];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function measure(file) {
  const source = readFileSync(join(dist, file));
  return {
    file,
    raw: source.length,
    gzip: gzipSync(source, { level: 9 }).length,
    brotli: brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const missing = FILES.filter((file) => !existsSync(join(dist, file)));
  if (missing.length) {
    console.error(`Missing ${missing.join(', ')} in ${dist}: build the widgets first.`);
    process.exit(1);
  }
  const sizes = FILES.map(measure);
  for (const { file, raw, gzip, brotli } of sizes) {
    console.log(
      `${file.padEnd(24)} ${kb(raw).padStart(9)} raw  ${kb(gzip).padStart(8)} gzip  ${kb(brotli).padStart(8)} brotli`,
    );
  }
  const main = sizes[0];
  if (main.gzip > BUDGET_GZIP_BYTES) {
    console.error(
      `widgets.js is ${kb(main.gzip)} gzip, over the budget of ${kb(BUDGET_GZIP_BYTES)}.`,
    );
    process.exit(1);
  }
  console.log(`widgets.js is within the budget of ${kb(BUDGET_GZIP_BYTES)} gzip.`);
}
