#!/usr/bin/env node
// Prints the gzip -9 and brotli sizes of the widget loader (widgets.js, widgets.mjs) and of every
// chunk behind the elements (dist/chunks/), and fails when widgets.js is over its budget: on a page
// with <find-branch>, <request-quote> and <quote-list-button> it is all the script a visitor
// downloads before touching anything (issue 34: 6 KB). The pages' budgets as Chromium loads them
// are the dealer example's e2e. Run after the widgets build: `node scripts/check-widget-size.mjs`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'widgets', 'dist');
/** 6 KB, counted as the issue counts (1 KB = 1000 bytes), which is also under 6 KiB. */
export const BUDGET_GZIP_BYTES = 6000;
const LOADER = ['widgets.js', 'widgets.mjs'];

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

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

/** The chunk files (content-hashed names), sorted. */
export function chunkFiles() {
  const dir = join(dist, 'chunks');
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.mjs'))
        .sort()
        .map((name) => `chunks/${name}`)
    : [];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const missing = LOADER.filter((file) => !existsSync(join(dist, file)));
  const chunks = chunkFiles();
  if (missing.length || !chunks.length) {
    console.error(
      `Missing ${[...missing, ...(chunks.length ? [] : ['chunks/'])].join(', ')} in ${dist}: build the widgets first.`,
    );
    process.exit(1);
  }
  const sizes = [...LOADER, ...chunks].map(measure);
  for (const { file, raw, gzip, brotli } of sizes) {
    console.log(
      `${file.padEnd(44)} ${kb(raw).padStart(9)} raw  ${String(gzip).padStart(6)} B (${kb(gzip)}) gzip  ${kb(brotli).padStart(8)} brotli`,
    );
  }
  const loader = sizes[0];
  if (loader.gzip > BUDGET_GZIP_BYTES) {
    console.error(
      `widgets.js is ${loader.gzip} bytes gzip, over the budget of ${BUDGET_GZIP_BYTES}.`,
    );
    process.exit(1);
  }
  console.log(
    `widgets.js is ${loader.gzip} bytes gzip, within the budget of ${BUDGET_GZIP_BYTES}.`,
  );
}
