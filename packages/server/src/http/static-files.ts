import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PageRenderer } from '../seo/page-renderer';
import {
  createPageFiles,
  createPageStatus,
  readStorefrontRoutes,
  type ParameterCheck,
} from './storefront-routes';

export interface StaticFilesOptions {
  storefrontDir: string;
  widgetsDir: string;
  /** Checks of page path parameters (`equipment_id` → a published unit): false answers 404. */
  pageChecks?: Record<string, ParameterCheck>;
  /** Pages rendered per request (a unit's head and data); null sends the file as it is. */
  renderPage?: PageRenderer;
}

const ONE_YEAR = 'public, max-age=31536000, immutable';

/** Build metadata (the widgets' `.vite/manifest.json`) and other dot paths are not served. */
const noDotPath = (pathName: string) => !pathName.split('/').some((part) => part.startsWith('.'));

/** The widgets package version (its package.json beside the dist folder), for pinned URLs. */
export function widgetsVersion(widgetsDir: string): string | null {
  try {
    const { version } = JSON.parse(
      readFileSync(join(widgetsDir, '..', 'package.json'), 'utf8'),
    ) as { version?: unknown };
    return typeof version === 'string' && /^[\w.-]+$/.test(version) ? version : null;
  } catch {
    return null;
  }
}

/**
 * Pages the storefront build rendered to HTML (`prerendered/manifest.json`: page path → file), sent
 * instead of the empty `index.html` so visitors see the page before its JavaScript runs, and the
 * shells of pages with parameters (route pattern → file), which link the page's code.
 */
export function prerenderedPages(storefrontDir: string): Map<string, string> {
  try {
    const manifest = JSON.parse(
      readFileSync(join(storefrontDir, 'prerendered', 'manifest.json'), 'utf8'),
    ) as Record<string, unknown>;
    const pages = new Map<string, string>();
    for (const [path, file] of Object.entries(manifest)) {
      if (typeof file === 'string' && /^[\w-]+\.html$/.test(file))
        pages.set(path, `prerendered/${file}`);
    }
    return pages;
  } catch {
    return new Map();
  }
}

/**
 * The built storefront at `/` (single-page app: paths without a file extension get `index.html`,
 * which is never cached — with status 200 for the storefront's routes, 404 for any other path or a
 * missing unit, so the app shows its not-found page and crawlers see the 404) and the widget bundle
 * at `/widgets/`.
 */
export async function staticFiles(
  app: FastifyInstance,
  { storefrontDir, widgetsDir, pageChecks = {}, renderPage }: StaticFilesOptions,
) {
  const hasStorefront = existsSync(join(storefrontDir, 'index.html'));
  const prerendered = prerenderedPages(storefrontDir);
  const pageFile = createPageFiles(prerendered);
  const pageStatus = createPageStatus(readStorefrontRoutes(storefrontDir), pageChecks);
  if (hasStorefront) {
    await app.register(fastifyStatic, {
      root: storefrontDir,
      prefix: '/',
      // `/` is a page like the others (prerendered when the build made it so), see below.
      index: false,
      // The builds write .br and .gz beside each text file (scripts/precompress.mjs).
      preCompressed: true,
      wildcard: true,
      allowedPath: noDotPath,
      setHeaders(res, path) {
        res.header(
          'cache-control',
          path.includes(`${join(storefrontDir, 'assets')}`) ? ONE_YEAR : 'no-cache',
        );
      },
    });
  }
  if (existsSync(widgetsDir)) {
    // Stable URLs (dealers paste them): short cache, revalidated with the ETag.
    await app.register(fastifyStatic, {
      root: widgetsDir,
      prefix: '/widgets/',
      decorateReply: false,
      preCompressed: true,
      allowedPath: noDotPath,
      setHeaders(res, path) {
        // The elements' code (chunks/, content-hashed names the loader asks for) never changes.
        const hashed = path.startsWith(resolve(widgetsDir, 'chunks') + sep);
        res.header(
          'cache-control',
          hashed ? ONE_YEAR : 'public, max-age=300, stale-while-revalidate=86400',
        );
        res.header('access-control-allow-origin', '*');
      },
    });
    // Pinned URLs: /widgets/<version>/widgets.js, cached for a year.
    const version = widgetsVersion(widgetsDir);
    if (version) {
      await app.register(fastifyStatic, {
        root: widgetsDir,
        prefix: `/widgets/${version}/`,
        decorateReply: false,
        preCompressed: true,
        allowedPath: noDotPath,
        setHeaders(res) {
          res.header('cache-control', ONE_YEAR);
          res.header('access-control-allow-origin', '*');
        },
      });
    }
  }

  if (hasStorefront) {
    app.get('/', async (request, reply) => {
      const file = prerendered.get('/') ?? 'index.html';
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      const rendered = renderPage ? await renderPage('/', query, file) : null;
      reply.header('cache-control', 'no-cache').type('text/html');
      return rendered === null
        ? reply.sendFile(file, storefrontDir)
        : sendCompressed(request.headers['accept-encoding'], reply, rendered);
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path);
    if (hasStorefront && wantsPage && !path.startsWith('/api/') && !path.startsWith('/widgets/')) {
      const status = await pageStatus(path);
      const file = pageFile(path) ?? 'index.html';
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      const rendered = status === 200 && renderPage ? await renderPage(path, query, file) : null;
      reply.code(status).header('cache-control', 'no-cache').type('text/html');
      return rendered === null
        ? reply.sendFile(file, storefrontDir)
        : sendCompressed(request.headers['accept-encoding'], reply, rendered);
    }
    return reply
      .code(404)
      .send({ message: 'The requested resource was not found.', slug: 'not_found' });
  });
}

/**
 * A page rendered per request, compressed as the browser accepts (brotli, else gzip): a catalog
 * page with its units and their data is about 80 KB of HTML and 12 KB in brotli, which on a slow
 * phone connection is the difference between painting at once and waiting. Quality 5 takes about
 * a millisecond for such a page; the prerendered files are compressed at build time instead.
 */
function sendCompressed(acceptEncoding: string | undefined, reply: FastifyReply, html: string) {
  reply.header('vary', 'accept-encoding');
  const accepts = (coding: string) => new RegExp(`\\b${coding}\\b`).test(acceptEncoding ?? '');
  if (accepts('br')) {
    return reply
      .header('content-encoding', 'br')
      .send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (accepts('gzip')) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}
