import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The built storefront's shell, as `vite build` writes it (title, description, empty root). */
export const TEST_SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Liftline — Equipment rental &amp; sales</title>
    <meta
      name="description"
      content="Rent or buy equipment."
    />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript>Liftline needs JavaScript.</noscript>
  </body>
</html>
`;

/**
 * A fake storefront build for the server's page tests: the shell, a prerendered catalog page, the
 * Spanish home page and shell, the route table's files (with the `/es` twins) (`routes.json`, `indexable-pages.json`) and the category images.
 */
export function writeTestStorefront(): string {
  const dist = mkdtempSync(join(tmpdir(), 'liftline-seo-'));
  mkdirSync(join(dist, 'prerendered'));
  mkdirSync(join(dist, 'og'));
  writeFileSync(join(dist, 'index.html'), TEST_SHELL);
  writeFileSync(
    join(dist, 'prerendered', 'equipment.html'),
    TEST_SHELL.replace('<div id="root"></div>', '<div id="root"><h1>Equipment</h1></div>'),
  );
  writeFileSync(
    join(dist, 'prerendered', 'index.html'),
    TEST_SHELL.replace('<div id="root"></div>', '<div id="root"><h1>Home</h1></div>'),
  );
  // The Spanish twins the build writes: the home page, and the shell of the pages it did not render.
  const spanish = TEST_SHELL.replace('<html lang="en">', '<html lang="es">').replace(
    /<title>[^<]*<\/title>/,
    '<title>Liftline — Alquiler y venta de equipos</title>',
  );
  writeFileSync(
    join(dist, 'prerendered', 'es.html'),
    // With the language switcher, whose link names its language too (hreflang).
    spanish.replace(
      '<div id="root"></div>',
      '<div id="root"><h1>Inicio</h1><a href="/" hreflang="en" lang="en">English</a></div>',
    ),
  );
  writeFileSync(join(dist, 'prerendered', 'es-shell.html'), spanish);
  writeFileSync(
    join(dist, 'prerendered', 'manifest.json'),
    '{"/":"index.html","/equipment":"equipment.html","/es":"es.html","/es/*":"es-shell.html"}',
  );
  const routes = [
    '/',
    '/equipment',
    '/equipment/:equipment_id',
    '/branches',
    '/branches/:branch_id',
    '/guest/user/login',
    '/quotes/:token',
  ];
  writeFileSync(
    join(dist, 'routes.json'),
    JSON.stringify([...routes, ...routes.map((route) => (route === '/' ? '/es' : `/es${route}`))]),
  );
  writeFileSync(
    join(dist, 'indexable-pages.json'),
    JSON.stringify(['/', '/equipment', '/branches']),
  );
  for (const category of [
    'lift-trucks',
    'construction-equipment',
    'aerial-work-platforms',
    'rail-cars',
    'warehouse-equipment',
  ]) {
    writeFileSync(join(dist, 'og', `${category}.png`), 'PNG');
  }
  return dist;
}
