import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export interface StaticFilesOptions {
  storefrontDir: string;
  widgetsDir: string;
}

const ONE_YEAR = 'public, max-age=31536000, immutable';

/**
 * The built storefront at `/` (single-page app: unknown paths without a file extension get
 * `index.html`, which is never cached) and the widget bundle at `/widgets/`.
 */
export async function staticFiles(
  app: FastifyInstance,
  { storefrontDir, widgetsDir }: StaticFilesOptions,
) {
  const hasStorefront = existsSync(join(storefrontDir, 'index.html'));
  if (hasStorefront) {
    await app.register(fastifyStatic, {
      root: storefrontDir,
      prefix: '/',
      index: 'index.html',
      wildcard: true,
      setHeaders(res, path) {
        res.header(
          'cache-control',
          path.includes(`${join(storefrontDir, 'assets')}`) ? ONE_YEAR : 'no-cache',
        );
      },
    });
  }
  if (existsSync(widgetsDir)) {
    await app.register(fastifyStatic, {
      root: widgetsDir,
      prefix: '/widgets/',
      decorateReply: false,
      setHeaders(res) {
        // Stable URLs (dealers paste them): revalidate, but serve from cache meanwhile.
        res.header('cache-control', 'public, max-age=300, stale-while-revalidate=86400');
        res.header('access-control-allow-origin', '*');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path);
    if (hasStorefront && wantsPage && !path.startsWith('/api/') && !path.startsWith('/widgets/')) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html')
        .sendFile('index.html', storefrontDir);
    }
    return reply
      .code(404)
      .send({ message: 'The requested resource was not found.', slug: 'not_found' });
  });
}
