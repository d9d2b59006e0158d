#!/usr/bin/env node
// Part of the server's build: copies the API reference renderer (Scalar's self-contained browser
// bundle, from node_modules), the page's start script and its theme into dist/api-docs, which the
// server serves at /api/docs/ (http/api-docs.ts). No CDN: the page works offline and under the CSP.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
// The package exports no package.json: its main entry is dist/index.js.
const scalar = join(dirname(require.resolve('@scalar/api-reference')), 'browser', 'standalone.js');
const out = join(root, 'dist', 'api-docs');
mkdirSync(out, { recursive: true });
// The bundle's theme names Scalar's hosted fonts (Inter, JetBrains Mono on fonts.scalar.com) and
// asks for them even with `withDefaultFonts: false`; the CSP blocks them and every page view would
// log a dozen errors. They become local-only faces: the next font of each stack is used instead.
const HOSTED_FONT = /url\(https:\/\/fonts\.scalar\.com\/[\w-]+\.woff2\) format\("woff2"\)/g;
const bundle = readFileSync(scalar, 'utf8');
const fonts = bundle.match(HOSTED_FONT)?.length ?? 0;
if (fonts === 0) throw new Error(`${scalar}: no hosted fonts found; check the renderer's fonts`);
const selfContained = bundle.replace(HOSTED_FONT, 'local("Liftline no hosted font")');
if (/fonts\.scalar\.com/.test(selfContained))
  throw new Error(`${scalar}: fonts.scalar.com is still referenced`);
writeFileSync(join(out, 'scalar.js'), selfContained);
// The page's start script, and the theme over the renderer's own (contrast, target sizes).
for (const file of ['init.js', 'theme.css'])
  copyFileSync(join(root, 'api-docs', file), join(out, file));
// 4 MB of JavaScript is about 1 MB gzip: sent compressed to the browsers that accept it.
writeFileSync(
  join(out, 'scalar.js.gz'),
  gzipSync(readFileSync(join(out, 'scalar.js')), { level: 9 }),
);
console.log(`API reference renderer copied to ${out}`);
