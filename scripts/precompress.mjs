#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of a build folder, so the
// server sends them compressed without spending CPU per request (@fastify/static `preCompressed`).
// Run by the storefront and widgets builds:  node scripts/precompress.mjs <dir> [<dir> …]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.map']);
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (TEXT.has(extname(name))) yield path;
  }
}

let count = 0;
for (const dir of process.argv.slice(2)) {
  for (const path of files(dir)) {
    const source = readFileSync(path);
    if (source.length < MIN_BYTES) continue;
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
    count += 1;
  }
}
console.log(`precompressed ${count} files (.br, .gz)`);
