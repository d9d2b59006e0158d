import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CATEGORY_LABELS } from '../catalog/catalog-labels';
import type { Queryable } from '../db/database';
import { PAGE_LOCALES, pagePathIn } from './page-language';

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
  /** The page's twins in each language and `x-default` (hreflang → URL), the page's own included. */
  alternates?: Record<string, string>;
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

const alternateLinks = (alternates: Record<string, string> = {}) =>
  Object.entries(alternates)
    .map(
      ([hreflang, href]) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
    )
    .join('');

const urlset = (urls: SitemapUrl[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls
  .map(
    ({ loc, lastmod, alternates }) =>
      `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternateLinks(alternates)}</url>`,
  )
  .join('\n')}
</urlset>
`;

/**
 * A page (a path inside the storefront, query included) listed once per language, each entry
 * naming its twins and the English page as `x-default` (xhtml:link, as search engines read them).
 */
function inEveryLanguage(publicUrl: string, path: string, lastmod?: string): SitemapUrl[] {
  const twins = Object.fromEntries(
    PAGE_LOCALES.map((locale) => [locale, `${publicUrl}${pagePathIn(path, locale)}`]),
  );
  const alternates = { ...twins, 'x-default': twins.en! };
  return PAGE_LOCALES.map((locale) => ({
    loc: twins[locale]!,
    ...(lastmod ? { lastmod } : {}),
    alternates,
  }));
}

const sitemapIndex = (locs: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${locs.map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n')}
</sitemapindex>
`;

/**
 * `/sitemap.xml` (every indexable page of the route table, the category listings, each published
 * unit with its last change, the branch directory and each active branch, each in English and in
 * Spanish with its twins as `xhtml:link` alternates) and `/robots.txt`.
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
      ...pages.map((page) => inEveryLanguage(publicUrl, page)),
      ...Object.keys(CATEGORY_LABELS).map((category) =>
        inEveryLanguage(publicUrl, `/equipment?category=${encodeURIComponent(category)}`),
      ),
      ...units.rows.map((unit) =>
        inEveryLanguage(publicUrl, `/equipment/${unit.id}`, unit.updated_at),
      ),
      ...branches.rows.map((branch) => inEveryLanguage(publicUrl, `/branches/${branch.id}`)),
    ].flat();
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
          'Disallow: /es/authorized/',
          'Disallow: /es/guest/',
          'Disallow: /quotes/',
          'Disallow: /es/quotes/',
          'Disallow: /api/',
          'Disallow: /dev/',
          '',
          `Sitemap: ${publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );
}
