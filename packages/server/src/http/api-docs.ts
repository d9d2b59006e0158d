import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readContract } from './contract-document';

export interface ApiDocsOptions {
  /** The contract the API validates against (openapi/openapi.yaml). */
  openapiPath: string;
  /** The renderer's files (`scalar.js`, `init.js`, `theme.css`), copied there by the server's build. */
  docsDir: string;
}

/** Route config: the response is public and cacheable (http/no-store.ts leaves it alone). */
export const PUBLIC_DOCUMENT = { publicDocument: true } as const;

/** Short cache, then revalidated with the ETag: a deployment with a new contract shows at once. */
const REVALIDATE = 'public, max-age=300, must-revalidate';

/**
 * The reference page's policy: the site's own (scripts only from this origin, no inline script,
 * no eval). The renderer adds `<style>` elements and style attributes, which the site-wide
 * `style-src 'unsafe-inline'` already allows; nothing else is relaxed.
 */
export const API_DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Liftline API reference</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <meta name="description" content="The Liftline API: secret API keys, webhooks, leads, bookings, products and the equipment catalog of a Liftline store." />
    <link rel="stylesheet" href="/api/docs/theme.css" />
  </head>
  <body>
    <noscript>
      <p>The API reference needs JavaScript. Download the contract instead:
        <a href="/api/v1/openapi.yaml">openapi.yaml</a> or <a href="/api/v1/openapi.json">openapi.json</a>.</p>
    </noscript>
    <nav class="docs-store" aria-label="Liftline store">
      <a href="/">← Back to the Liftline store</a>
    </nav>
    <!-- Not "api-reference": the bundle mounts an empty reference of its own on that id. -->
    <div id="reference"></div>
    <script src="/api/docs/scalar.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

/** The files under /api/docs/: the renderer, its start script, and the theme over its own. */
const DOCS_FILES: Readonly<Record<string, string>> = {
  'scalar.js': 'text/javascript; charset=utf-8',
  'init.js': 'text/javascript; charset=utf-8',
  'theme.css': 'text/css; charset=utf-8',
};

function etagOf(text: string): string {
  return `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
}

/** 304 when the client has this version; otherwise the body with its validators. */
function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  { body, type, etag }: { body: string | Buffer; type: string; etag: string },
) {
  reply.header('cache-control', REVALIDATE).header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).send(body);
}

/**
 * The contract for integrators at `/api/v1/openapi.yaml` and `/api/v1/openapi.json` (the very
 * document the server validates against, read once at start), and the API reference at
 * `/api/docs` rendered from it by Scalar's self-hosted bundle. These routes are not operations of
 * the contract: they are registered outside the OpenAPI plugin, before the 404 handler.
 */
export async function apiDocs(app: FastifyInstance, { openapiPath, docsDir }: ApiDocsOptions) {
  const yamlText = readFileSync(openapiPath, 'utf8');
  const jsonText = JSON.stringify(readContract(openapiPath));
  const yamlEtag = etagOf(yamlText);
  const jsonEtag = etagOf(jsonText);
  const config = PUBLIC_DOCUMENT;

  app.get('/api/v1/openapi.yaml', { config }, (request, reply) =>
    sendCached(request, reply, {
      body: yamlText,
      type: 'application/yaml; charset=utf-8',
      etag: yamlEtag,
    }).header('access-control-allow-origin', '*'),
  );
  app.get('/api/v1/openapi.json', { config }, (request, reply) =>
    sendCached(request, reply, {
      body: jsonText,
      type: 'application/json; charset=utf-8',
      etag: jsonEtag,
    }).header('access-control-allow-origin', '*'),
  );

  app.get('/api/docs', { config }, (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', API_DOCS_CSP)
      .type('text/html; charset=utf-8')
      .send(PAGE),
  );

  // The renderer's files, when the build copied them (`node scripts/copy-api-docs.mjs`), gzip
  // to the browsers that accept it when there is a `.gz` beside them.
  for (const [file, type] of Object.entries(DOCS_FILES)) {
    const path = join(docsDir, file);
    if (!existsSync(path)) continue;
    const body = readFileSync(path);
    const gzip = existsSync(`${path}.gz`) ? readFileSync(`${path}.gz`) : null;
    const etag = etagOf(body.toString('utf8'));
    app.get(`/api/docs/${file}`, { config }, (request, reply) => {
      reply.header('vary', 'accept-encoding');
      const compressed = gzip !== null && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      if (compressed) reply.header('content-encoding', 'gzip');
      return sendCached(request, reply, {
        body: compressed ? gzip : body,
        type,
        etag: compressed ? etag.replace(/"$/, '-gz"') : etag,
      });
    });
  }
}
