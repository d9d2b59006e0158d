#!/usr/bin/env node
// Fails when the storefront home page's first-load JS is over its budget.
// First-load JS = the entry script and modulepreloads of dist/index.html plus every chunk they
// import statically, each gzipped (level 9) on its own. Run after the storefront build.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storefrontDist, storefrontSizes } from '../bench/sizes.mjs';

// 72.9 KB on 2026-11-28, once the build split the catalog per page (issue 42, item 20); 76.4 KB on
// 2026-11-29 with the hydration in parts, and the quotes' and rentals' enums in the English label
// table every page loads (docs/not-done.md: split that table by audience).
export const BUDGET_GZIP_BYTES = 77 * 1024;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!existsSync(join(storefrontDist, 'index.html'))) {
    console.error(`Missing ${join(storefrontDist, 'index.html')}: build the storefront first.`);
    process.exit(1);
  }
  const { initial, initialGzip } = storefrontSizes();
  for (const { file, raw, gzip } of initial) {
    console.log(`${file.padEnd(32)} ${kb(raw).padStart(9)} raw  ${kb(gzip).padStart(8)} gzip`);
  }
  if (initialGzip > BUDGET_GZIP_BYTES) {
    console.error(
      `Home first-load JS is ${kb(initialGzip)} gzip (${initialGzip} bytes), over the budget of ${kb(BUDGET_GZIP_BYTES)}.`,
    );
    process.exit(1);
  }
  console.log(
    `Home first-load JS is ${kb(initialGzip)} gzip (${initialGzip} bytes), within the budget of ${kb(BUDGET_GZIP_BYTES)}.`,
  );
}
