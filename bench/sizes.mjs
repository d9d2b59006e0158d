// Exact sizes: the widget bundles and the storefront's first-load JS, route chunks and CSS.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { root } from './util.mjs';

export const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;
export const brotliSize = (buffer) =>
  brotliCompressSync(buffer, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;

const widgetsDist = join(root, 'packages', 'widgets', 'dist');
export const storefrontDist = join(root, 'packages', 'storefront', 'dist');

const measured = (file) => {
  const source = readFileSync(join(widgetsDist, file));
  return { file, raw: source.length, gzip: gzipSize(source), brotli: brotliSize(source) };
};

/**
 * The loader (`widgets.js`, `widgets.mjs`) and every chunk it loads, as the chunk build's manifest
 * (`dist/.vite/manifest.json`) names them, largest first: `chunk: 'entry'` for an element's own
 * code, `'shared'` for code several elements import.
 */
export function widgetSizes() {
  const loader = ['widgets.js', 'widgets.mjs'].map((file) =>
    existsSync(join(widgetsDist, file)) ? measured(file) : { file, missing: true },
  );
  // packages/widgets/vite.shared.ts CHUNK_MANIFEST (an earlier build wrote it under chunks/).
  const manifestPath = ['.vite/manifest.json', 'chunks/manifest.json']
    .map((file) => join(widgetsDist, file))
    .find((path) => existsSync(path));
  if (!manifestPath) return [...loader, { file: '.vite/manifest.json', missing: true }];
  const chunks = Object.values(JSON.parse(readFileSync(manifestPath, 'utf8')))
    .map((chunk) => ({ ...measured(chunk.file), chunk: chunk.isEntry ? 'entry' : 'shared' }))
    .sort((a, b) => b.gzip - a.gzip);
  return [...loader, ...chunks];
}

/** `/assets/x.js` or `./x.js` (relative to assets/) → a path inside dist. */
function distPath(url, fromAsset) {
  const clean = url.split(/[?#]/)[0];
  if (clean.startsWith('/')) return join(storefrontDist, clean);
  return join(fromAsset ? join(storefrontDist, 'assets') : storefrontDist, clean);
}

/** Static `import … from './x.js'` / `import './x.js'` / `export … from` of an ES chunk (not `import()`). */
export function staticImports(code) {
  const found = new Set();
  const pattern =
    /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.js)["']/g;
  for (const match of code.matchAll(pattern)) found.add(match[1]);
  return [...found];
}

/**
 * The home page's first-load JS: the entry script(s) and modulepreloads of index.html, plus
 * every chunk they import statically (transitively).
 */
export function firstLoadScripts(html = readFileSync(join(storefrontDist, 'index.html'), 'utf8')) {
  const initial = [];
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = /\bsrc=["']([^"']+)["']/.exec(tag)?.[1];
    if (src && /type=["']module["']/.test(tag)) initial.push(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    if (!/rel=["']modulepreload["']/.test(tag)) continue;
    const href = /\bhref=["']([^"']+)["']/.exec(tag)?.[1];
    if (href) initial.push(href);
  }
  const files = new Set();
  const queue = initial.map((url) => distPath(url, false));
  while (queue.length) {
    const path = queue.shift();
    if (files.has(path) || !existsSync(path)) continue;
    files.add(path);
    for (const spec of staticImports(readFileSync(path, 'utf8'))) {
      if (spec.startsWith('.') || spec.startsWith('/')) queue.push(distPath(spec, true));
    }
  }
  return [...files];
}

export function storefrontSizes() {
  const assets = join(storefrontDist, 'assets');
  if (!existsSync(join(storefrontDist, 'index.html'))) return { missing: true };
  const initialFiles = firstLoadScripts();
  const initial = initialFiles.map((path) => {
    const source = readFileSync(path);
    return { file: basename(path), raw: source.length, gzip: gzipSize(source) };
  });
  const initialNames = new Set(initial.map((entry) => entry.file));
  const names = readdirSync(assets);
  const chunks = names
    .filter((name) => name.endsWith('.js') && !initialNames.has(name))
    .map((file) => {
      const source = readFileSync(join(assets, file));
      return { file, raw: source.length, gzip: gzipSize(source) };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const css = names
    .filter((name) => name.endsWith('.css'))
    .map((file) => {
      const source = readFileSync(join(assets, file));
      return { file, raw: source.length, gzip: gzipSize(source) };
    });
  return {
    initial,
    initialGzip: initial.reduce((sum, entry) => sum + entry.gzip, 0),
    chunks,
    css,
    cssGzip: css.reduce((sum, entry) => sum + entry.gzip, 0),
  };
}
