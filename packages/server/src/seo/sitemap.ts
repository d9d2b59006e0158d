import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CATEGORY_LABELS } from '../catalog/catalog-labels';
import type { Queryable } from '../db/database';
import { categoryUrl, unitUrl } from './unit-structured-data';

/** The most URLs one sitemap file may list (sitemaps.org); past it, a sitemap index. */
export const SITEMAP_LIMIT = 50_000;

const CACHE_CONTROL = 'public, max-age=300';

export interface SitemapOptions {
  db: Queryable;
  publicUrl: string;
  storefrontDir: string;
  /** URLs per sitemap file (tests use a small one). */
  limit?: number;
}

interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

/**
 * The storefront's indexable pages without parameters (`dist/indexable-pages.json`, written by the
 * build from its route table), or none when the build has no such file.
 */
export function readIndexablePages(storefrontDir: string): string[] {
  try {
    const pages = JSON.parse(
      readFileSync(join(storefrontDir, 'indexable-pages.json'), 'utf8'),
    ) as unknown;
    return Array.isArray(pages) ? pages.filter((page) => typeof page === 'string') : [];
  } catch {
    return [];
  }
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const urlset = (urls: SitemapUrl[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls
  .map(
    ({ loc, lastmod }) =>
      `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  )
  .join('\n')}
</urlset>
`;

const sitemapIndex = (locs: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${locs.map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n')}
</sitemapindex>
`;

/**
 * `/sitemap.xml` (every indexable page of the route table, the category listings, each published
 * unit with its last change, the branch directory and each active branch) and `/robots.txt`.
 * Past `limit` URLs, `/sitemap.xml` is an index of `/sitemap-1.xml`, `/sitemap-2.xml`, …
 */
export async function sitemap(
  app: FastifyInstance,
  { db, publicUrl, storefrontDir, limit = SITEMAP_LIMIT }: SitemapOptions,
) {
  const pages = readIndexablePages(storefrontDir);

  async function allUrls(): Promise<SitemapUrl[]> {
    const units = await db.query<{ id: number; updated_at: string }>(
      `select id, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at
         from products where status = 'published' order by id`,
    );
    const branches = await db.query<{ id: number }>(
      'select id from branches where is_active order by id',
    );
    return [
      ...pages.map((page) => ({ loc: `${publicUrl}${page}` })),
      ...Object.keys(CATEGORY_LABELS).map((category) => ({
        loc: categoryUrl(publicUrl, category),
      })),
      ...units.rows.map((unit) => ({ loc: unitUrl(publicUrl, unit.id), lastmod: unit.updated_at })),
      ...branches.rows.map((branch) => ({ loc: `${publicUrl}/branches/${branch.id}` })),
    ];
  }

  app.get('/sitemap.xml', async (_request, reply) => {
    const urls = await allUrls();
    const body =
      urls.length <= limit
        ? urlset(urls)
        : sitemapIndex(
            Array.from(
              { length: Math.ceil(urls.length / limit) },
              (_, index) => `${publicUrl}/sitemap-${index + 1}.xml`,
            ),
          );
    return reply.header('cache-control', CACHE_CONTROL).type('application/xml').send(body);
  });

  app.get<{ Params: { part: string } }>('/sitemap-:part', async (request, reply) => {
    const part = /^([1-9][0-9]{0,5})\.xml$/.exec(request.params.part)?.[1];
    const urls = part ? await allUrls() : [];
    const start = (Number(part) - 1) * limit;
    if (!part || urls.length <= limit || start >= urls.length) {
      return reply
        .code(404)
        .send({ message: 'The requested resource was not found.', slug: 'not_found' });
    }
    return reply
      .header('cache-control', CACHE_CONTROL)
      .type('application/xml')
      .send(urlset(urls.slice(start, start + limit)));
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('cache-control', CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(
        [
          'User-agent: *',
          'Disallow: /authorized/',
          'Disallow: /guest/',
          'Disallow: /api/',
          'Disallow: /dev/',
          '',
          `Sitemap: ${publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );
}
