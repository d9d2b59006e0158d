import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../db/database';
import { keepAnswer } from '../http/kept-answers';
import { hasCredential } from '../http/request-credentials';

/**
 * What a public read answered from the catalog version (catalog and branch reads) sent without
 * credentials may be cached for (see the contract).
 */
export const CATALOG_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';

export interface CatalogResponsesOptions {
  /** Most serialised responses kept; the least recently used is dropped first. */
  maxEntries?: number;
}

type QueryValue = string | number | boolean | undefined | null | readonly (string | number)[];

/**
 * The request's identity for caching: parameters sorted by name, defaults applied, undefined and
 * ignored ones dropped. Two requests with the same key always have the same answer at one catalog
 * version.
 */
export function normaliseQuery(
  query: Record<string, QueryValue>,
  { defaults = {}, ignore = [] }: { defaults?: Record<string, QueryValue>; ignore?: string[] } = {},
): string {
  const merged: Record<string, QueryValue> = { ...defaults };
  for (const [name, value] of Object.entries(query)) if (value !== undefined) merged[name] = value;
  return Object.keys(merged)
    .filter((name) => !ignore.includes(name) && merged[name] !== undefined && merged[name] !== null)
    .sort()
    .map((name) => {
      const value = merged[name]!;
      const text = Array.isArray(value) ? value.join(',') : String(value);
      return `${encodeURIComponent(name)}=${encodeURIComponent(text)}`;
    })
    .join('&');
}

/**
 * Whether an `If-None-Match` header lists the tag (weak comparison) or is `*`. `*` only says "any
 * current answer", so the caller checks it once there is one (never before a 404).
 */
function matches(header: string | undefined, etag: string): 'tag' | 'any' | false {
  if (!header) return false;
  let any = false;
  for (const candidate of header.split(',')) {
    const tag = candidate.trim();
    if (tag === etag || tag === `W/${etag}`) return 'tag';
    if (tag === '*') any = true;
  }
  return any && 'any';
}

/**
 * HTTP caching and an in-process response cache for the public reads answered from the catalog
 * version: the catalog (`listEquipment`, `getEquipmentFilters`, `getEquipment`) and the branch
 * reads (`locateBranch`, `listBranches`, `getBranch`).
 *
 * Every answer is a function of the catalog version (migration 006 bumps it in the statement that
 * writes products, migration 021 in the one that writes branches, so every instance sharing the
 * database sees a write at its next request) and the key. The key must name every other input of
 * the answer: the normalised request, and for answers holding a branch's upcoming closures the
 * calendar day (`calendarDays()`), so that yesterday's answer is never served today. The version is
 * read once per request (one row, primary key); the cache is cleared when it moves, so nothing is
 * ever served for an older catalog. Bounded (LRU).
 */
export function createCatalogResponses(
  db: Queryable & Pick<Database, 'listen'>,
  { maxEntries = 1000 }: CatalogResponsesOptions = {},
) {
  let version: string | undefined;
  const entries = new Map<string, string>();

  function moveTo(seen: string) {
    if (seen === version) return;
    entries.clear();
    version = seen;
  }

  async function readVersion(): Promise<string> {
    const { rows } = await db.query<{ version: string }>(
      'select version::text as version from catalog_state',
    );
    return rows[0]?.version ?? '0';
  }

  // Embedded database: the version follows the `catalog_version` notifications (migration 017),
  // which arrive before a write resolves, so no request needs to read it. PostgreSQL: read per
  // request (one row by primary key), exact across every instance sharing the database.
  let following: Promise<boolean> | undefined;
  const follow = () =>
    (following ??= db.listen
      ? db
          .listen('catalog_version', moveTo)
          .then(async () => (moveTo(await readVersion()), true))
          .catch(() => false)
      : Promise.resolve(false));

  async function currentVersion(): Promise<string> {
    if (!(await follow())) moveTo(await readVersion());
    return version!;
  }

  /** The bookings version (migration 023): availability answers depend on it too. */
  async function readBookingVersion(): Promise<string> {
    const { rows } = await db.query<{ version: string }>(
      'select version::text as version from booking_state',
    );
    return rows[0]?.version ?? '0';
  }

  function store(key: string, seen: string, body: string) {
    if (version !== seen) return;
    entries.delete(key);
    entries.set(key, body);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  }

  return {
    /**
     * Answers a read: 304 when the client holds the current ETag, the cached JSON on a hit,
     * otherwise the computed value (returned for Fastify to validate and serialise, then kept).
     * `compute` gets the catalog version the answer is kept under: what it reads must be at least
     * that new. With a credential the answer is the same but carries no ETag and is never a 304
     * (the no-store hook marks it). A failed `compute` (404, 422) answers no ETag and is not kept.
     * `bookings`: the answer also depends on the bookings (availability), so the bookings version
     * (read before computing, like the catalog's) is part of its ETag and cache key.
     */
    async serve<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      requestKey: string,
      compute: (version: string) => Promise<T>,
      { bookings = false }: { bookings?: boolean } = {},
    ): Promise<T | string | FastifyReply> {
      const seen = await currentVersion();
      const key = bookings ? `${requestKey} bookings@${await readBookingVersion()}` : requestKey;
      const cacheable = !hasCredential(request);
      const etag = `"${seen}-${createHash('sha1').update(key).digest('base64url').slice(0, 16)}"`;
      const match = cacheable && matches(request.headers['if-none-match'], etag);
      const notModified = () =>
        reply.code(304).header('etag', etag).header('cache-control', CATALOG_CACHE_CONTROL).send();
      // A tag is only ever handed out with a 200, and the answer is fixed for one tag.
      if (match === 'tag') return notModified();
      const hit = entries.get(key);
      if (hit !== undefined) {
        entries.delete(key);
        entries.set(key, hit);
      }
      const value = hit ?? (await compute(seen));
      if (match === 'any') return notModified();
      if (cacheable) reply.header('etag', etag).header('cache-control', CATALOG_CACHE_CONTROL);
      if (hit !== undefined) {
        reply.type('application/json; charset=utf-8');
        return hit;
      }
      keepAnswer(request, (body) => store(key, seen, body));
      return value;
    },

    /** Entries held (for tests). */
    get size() {
      return entries.size;
    },
  };
}

export type CatalogResponses = ReturnType<typeof createCatalogResponses>;
