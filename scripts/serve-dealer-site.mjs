#!/usr/bin/env node
// Serves examples/dealer-site (a plain HTML dealer page) on its own origin, so the widgets are seen
// the way dealers embed them: loaded from another origin than the page. No dependencies.
//
//   node scripts/serve-dealer-site.mjs            → http://localhost:3100, widgets from http://localhost:3000
//   DEALER_PORT=4318 LIFTLINE_ORIGIN=http://127.0.0.1:4317 node scripts/serve-dealer-site.mjs
//   DEALER_SITE_KEY=pk_… node scripts/serve-dealer-site.mjs   → the pages carry that site key
//
// The page refers to http://localhost:3000 (the default `npm start` origin) in its script tag,
// `api-base` attributes and CSP; HTML files are served with that origin replaced by LIFTLINE_ORIGIN
// (the CSP's connect-src with it: the widgets' API calls and their funnel beacons). Their script
// tag's `data-site-key` is the demo dealer site's key (registered by the demo data for
// http://localhost:3100 and http://127.0.0.1:3100), replaced by DEALER_SITE_KEY / `siteKey`, e.g.
// with the key of a site registered for another port.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEALER_SITE_DIR = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'examples',
  'dealer-site',
);
const PAGE_ORIGIN = 'http://localhost:3000';
/** The demo dealer site's publishable key, which the example pages carry (public by design). */
export const DEMO_SITE_KEY = 'pk_exampleDealer2026demoKey';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/**
 * Starts the dealer site. `liftlineOrigin` is where the widgets and the API live; `siteKey` the
 * dealer site's publishable key the pages carry. Resolves to the listening server.
 */
export function serveDealerSite({
  port = Number(process.env.DEALER_PORT ?? 3100),
  host = process.env.DEALER_HOST ?? 'localhost',
  liftlineOrigin = process.env.LIFTLINE_ORIGIN ?? PAGE_ORIGIN,
  siteKey = process.env.DEALER_SITE_KEY ?? DEMO_SITE_KEY,
} = {}) {
  const origin = liftlineOrigin.replace(/\/+$/, '');
  const server = createServer(async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    let path;
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    if (path.endsWith('/')) path += 'index.html';
    const file = resolve(join(DEALER_SITE_DIR, path));
    const type = TYPES[extname(file)];
    if (!file.startsWith(DEALER_SITE_DIR + sep) || !type) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    let body;
    try {
      body = await readFile(file);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    if (extname(file) === '.html' && (origin !== PAGE_ORIGIN || siteKey !== DEMO_SITE_KEY)) {
      body = Buffer.from(
        body.toString('utf8').replaceAll(PAGE_ORIGIN, origin).replaceAll(DEMO_SITE_KEY, siteKey),
      );
    }
    response.writeHead(200, {
      'content-type': type,
      'content-length': body.length,
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveServer(server));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await serveDealerSite();
  const { port } = server.address();
  const liftline = process.env.LIFTLINE_ORIGIN ?? PAGE_ORIGIN;
  console.log(`Dealer site example on http://localhost:${port} (widgets and API from ${liftline})`);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      server.close(() => process.exit(0));
      server.closeAllConnections();
    });
  }
}
