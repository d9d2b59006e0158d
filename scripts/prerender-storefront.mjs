#!/usr/bin/env node
// Renders the storefront's public pages to HTML after `vite build` (the storefront's `build`
// script runs this): visitors see the page before its JavaScript has loaded, which is what makes
// the first paint and the largest paint fast on slow phones. Writes dist/prerendered/<page>.html and
// dist/prerendered/manifest.json (page path → file); the server sends those pages instead of the
// empty index.html. Data sections are in their loading state; the app replaces the HTML with the
// same page once its code is there.
//
//   node scripts/prerender-storefront.mjs [storefront dist dir] [server-side bundle dir]
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const storefront = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'storefront');
const dist = resolve(process.argv[2] ?? join(storefront, 'dist'));
const ssr = resolve(process.argv[3] ?? join(storefront, 'dist-ssr'));
const ROOT = '<div id="root"></div>';

const shell = readFileSync(join(dist, 'index.html'), 'utf8');
if (!shell.includes(ROOT)) throw new Error(`${dist}/index.html has no empty ${ROOT}`);

// Vite's manifest: for each source module, its chunk, the chunks it imports and its CSS.
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** The CSS files and JS chunks a page's module needs beyond the entry (already in index.html). */
function pageAssets(module) {
  const css = new Set();
  const js = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  if (js.size === 0) throw new Error(`${module} is not a chunk of the build (see vite manifest)`);
  return { css: [...css], js: [...js] };
}

const { renderPage, PRERENDERED_PAGES } = await import(
  pathToFileURL(join(ssr, 'entry-prerender.js')).href
);
const out = join(dist, 'prerendered');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const pages = {};
for (const { path, module } of PRERENDERED_PAGES) {
  const html = await renderPage(path);
  const file = path === '/' ? 'index.html' : `${path.slice(1).replace(/[^\w-]+/g, '-')}.html`;
  const { css, js } = pageAssets(module);
  const missing = (href) => !shell.includes(`/${href}"`);
  // The page's stylesheets before </head> (the page must look right at once) and its code
  // preloaded, so the app can take over without waiting for another round trip.
  const links = [
    ...css.filter(missing).map((href) => `<link rel="stylesheet" crossorigin href="/${href}">`),
    ...js.filter(missing).map((href) => `<link rel="modulepreload" crossorigin href="/${href}">`),
  ].join('\n    ');
  const page = shell
    .replace('</head>', `  ${links}\n  </head>`)
    .replace(ROOT, `<div id="root">${html}</div>`);
  writeFileSync(join(out, file), page);
  pages[path] = file;
  console.log(`prerendered ${path} → prerendered/${file} (${(html.length / 1024).toFixed(1)} KB)`);
}
writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(pages, null, 2)}\n`);
rmSync(ssr, { recursive: true, force: true });
