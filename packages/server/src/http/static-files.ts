import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { firstVisitLocation, LANGUAGE_COOKIE } from '../seo/first-visit';
import { withLanguageHead } from '../seo/language-head';
import type { PageRenderer } from '../seo/page-renderer';
import { splitPagePath } from '../seo/page-language';
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
  /** `PUBLIC_URL`: the pages' canonical and `hreflang` URLs are absolute (seo/language-head.ts). */
  publicUrl?: string;
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
  { storefrontDir, widgetsDir, pageChecks = {}, renderPage, publicUrl }: StaticFilesOptions,
) {
  const hasStorefront = existsSync(join(storefrontDir, 'index.html'));
  const prerendered = prerenderedPages(storefrontDir);
  const pageFile = createPageFiles(prerendered);
  const pages = createPageSender(storefrontDir, publicUrl);
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
      // The home page depends on the visitor's language (first visit) and choice (`lang` cookie).
      reply.header('vary', 'Accept-Language, Cookie');
      const location = firstVisitLocation({
        url: request.url,
        acceptLanguage: request.headers['accept-language'],
        languageCookie: request.cookies?.[LANGUAGE_COOKIE],
      });
      if (location) return reply.header('cache-control', 'no-cache').redirect(location, 302);
      const file = prerendered.get('/') ?? 'index.html';
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      const rendered = renderPage ? await renderPage('/', query, file) : null;
      return pages.send(request, reply, {
        path: '/',
        file,
        rendered,
        status: 200,
        keep: prerendered.has('/'),
      });
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path);
    if (hasStorefront && wantsPage && !path.startsWith('/api/') && !path.startsWith('/widgets/')) {
      const status = await pageStatus(path);
      // A page of a language without a file of its own: that language's shell (`/en/*`, `/es/*`:
      // index.html in the language, its messages preloaded), else index.html.
      const file =
        pageFile(path) ?? prerendered.get(`/${splitPagePath(path).locale}/*`) ?? 'index.html';
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      const rendered =
        status === 200 && renderPage
          ? await renderPage(path, query, file, { ip: request.ip })
          : null;
      const keep = prerendered.has(path.replace(/(.)\/$/, '$1'));
      return pages.send(request, reply, { path, file, rendered, status, keep });
    }
    return reply
      .code(404)
      .send({ message: 'The requested resource was not found.', slug: 'not_found' });
  });
}

/** The customer's quote pages (`/quotes/{token}`, `/es/quotes/{token}`): their path is a secret. */
export const TOKEN_PAGE = /^\/(?:[a-z]{2}\/)?quotes\//;

interface PageAnswer {
  path: string;
  /** The file the page is sent from (relative to the storefront directory). */
  file: string;
  /** The page rendered per request, or null: the file as it is. */
  rendered: string | null;
  status: 200 | 404;
  /** The page is a prerendered file's own (one of a few dozen): its compressed copy is kept. */
  keep: boolean;
}

/**
 * Sends storefront pages (never cached by the browser: `no-cache`) with their language in the head
 * (seo/language-head.ts: `<html lang>`, canonical, `hreflang` alternates, `og:locale`) when the
 * server knows its public URL. A prerendered page without a query is compressed once and kept
 * (there are a few dozen); other pages are compressed per request. A 404 and a page without a head go out as
 * they are.
 */
function createPageSender(storefrontDir: string, publicUrl: string | undefined) {
  const files = new Map<string, string | null>();
  const read = (file: string) => {
    if (!files.has(file)) {
      try {
        files.set(file, readFileSync(join(storefrontDir, file), 'utf8'));
      } catch {
        files.set(file, null);
      }
    }
    return files.get(file) ?? null;
  };
  const kept = new Map<string, Compressed>();
  return {
    send(request: FastifyRequest, reply: FastifyReply, answer: PageAnswer) {
      const { path, file, rendered, status, keep } = answer;
      reply.code(status).header('cache-control', 'no-cache').type('text/html');
      // A customer's quote page: its path holds the token (the credential), so the page is never
      // stored, never indexed, and never names its address in a Referer (helmet's default). It is
      // sent as text below (the static files' own headers would say `no-cache`).
      const tokenPage = TOKEN_PAGE.test(path);
      if (tokenPage)
        reply
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .header('x-robots-tag', 'noindex');
      const html = rendered ?? read(file);
      const page =
        html !== null && status === 200 && publicUrl !== undefined
          ? withLanguageHead(html, publicUrl, path)
          : html;
      if (page === null || (rendered === null && page === html && !tokenPage))
        return reply.sendFile(file, storefrontDir);
      const acceptEncoding = request.headers['accept-encoding'];
      if (rendered !== null || !keep || request.url.includes('?'))
        return sendCompressed(acceptEncoding, reply, page);
      const coding = codingFor(acceptEncoding);
      const key = `${path}\n${file}\n${coding}`;
      if (!kept.has(key)) kept.set(key, compress(page, coding, constants.BROTLI_MAX_QUALITY));
      return sendEncoded(reply, kept.get(key)!);
    },
  };
}

type Coding = 'br' | 'gzip' | 'identity';
interface Compressed {
  coding: Coding;
  body: Buffer | string;
}

function codingFor(acceptEncoding: string | undefined): Coding {
  const accepts = (coding: string) => new RegExp(`\\b${coding}\\b`).test(acceptEncoding ?? '');
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : 'identity';
}

function compress(html: string, coding: Coding, brotliQuality: number): Compressed {
  if (coding === 'br')
    return {
      coding,
      body: brotliCompressSync(html, {
        params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality },
      }),
    };
  if (coding === 'gzip') return { coding, body: gzipSync(html, { level: 9 }) };
  return { coding, body: html };
}

function sendEncoded(reply: FastifyReply, { coding, body }: Compressed) {
  reply.header('vary', addVary(reply.getHeader('vary'), 'accept-encoding'));
  if (coding !== 'identity') reply.header('content-encoding', coding);
  return reply.send(body);
}

const addVary = (current: unknown, token: string) =>
  current ? `${String(current)}, ${token}` : token;

/**
 * A page rendered per request, compressed as the browser accepts (brotli, else gzip): a catalog
 * page with its units and their data is about 80 KB of HTML and 12 KB in brotli, which on a slow
 * phone connection is the difference between painting at once and waiting. Quality 5 takes about
 * a millisecond for such a page; the prerendered files are compressed at build time instead.
 */
function sendCompressed(acceptEncoding: string | undefined, reply: FastifyReply, html: string) {
  return sendEncoded(reply, compress(html, codingFor(acceptEncoding), 5));
}
