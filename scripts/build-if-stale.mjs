// Builds the packages when their sources changed since the last build (content hash), so a second
// `npm start` starts fast.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = join(root, 'node_modules', '.cache', 'liftline', 'build-hash');
const packages = ['sdk', 'widgets', 'storefront', 'server'];
const outputs = [
  'packages/sdk/dist/index.js',
  'packages/widgets/dist/widgets.js',
  // The chunk build's manifest: the elements' code (dist/chunks/) was built too.
  'packages/widgets/dist/.vite/manifest.json',
  'packages/storefront/dist/index.html',
  'packages/storefront/dist/prerendered/manifest.json',
  'packages/storefront/dist-ssr/entry-prerender.js',
  'packages/server/dist/server.js',
  'packages/server/dist/assets-migrate.js',
];

function* files(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'dist-ssr'].includes(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

export function sourceHash() {
  const hash = createHash('sha256');
  const inputs = [
    join(root, 'openapi', 'openapi.yaml'),
    join(root, 'pnpm-lock.yaml'),
    // Build steps the package builds run.
    join(root, 'scripts', 'prerender-storefront.mjs'),
    join(root, 'scripts', 'precompress.mjs'),
  ];
  for (const name of packages) inputs.push(...files(join(root, 'packages', name)));
  for (const path of inputs.filter((p) => existsSync(p) && statSync(p).isFile()).sort()) {
    hash.update(relative(root, path));
    hash.update(readFileSync(path));
  }
  return hash.digest('hex');
}

export function buildIfStale({ force = false } = {}) {
  const hash = sourceHash();
  const built = outputs.every((file) => existsSync(join(root, file)));
  const previous = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  if (!force && built && previous === hash) {
    console.log('› build is up to date');
    return 0;
  }
  console.log('› building sdk, widgets, storefront and server');
  const code = pnpm(['-r', '--filter', './packages/*', 'run', 'build']);
  if (code === 0) {
    mkdirSync(dirname(stampFile), { recursive: true });
    writeFileSync(stampFile, hash);
  }
  return code;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(buildIfStale({ force: process.argv.includes('--force') }));
}
