import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../db/database';
import { hasCredential } from '../http/request-credentials';

/** What a public catalog read sent without credentials may be cached for (see the contract). */
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

/** Whether an `If-None-Match` header lists the tag (weak comparison, `*` matches anything). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/** Responses waiting to be serialised by Fastify, so the `onSend` hook can keep their text. */
const pending = new WeakMap<FastifyRequest, { store: (body: string) => void }>();

/**
 * `onSend` hook (added by the API plugin): keeps the serialised JSON of a catalog read computed
 * by `serve` (validated against the contract on its way out), so later hits skip the query, the
 * response validation and the serialisation.
 */
export async function keepCatalogResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  const entry = pending.get(request);
  if (entry && reply.statusCode === 200 && typeof payload === 'string') entry.store(payload);
  return payload;
}

/**
 * HTTP caching and an in-process response cache for the public catalog reads.
 *
 * Every answer is a function of the catalog version (migration 006 bumps it in the statement that
 * writes products, so every instance sharing the database sees a write at its next request) and
 * the normalised request. The version is read once per request (one row, primary key); the cache
 * is cleared when it moves, so nothing is ever served for an older catalog. Bounded (LRU).
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
     * Answers a catalog read: 304 when the client holds the current ETag, the cached JSON on a hit,
     * otherwise the computed value (returned for Fastify to validate and serialise, then kept).
     * With a credential the answer is the same but carries no ETag (the no-store hook marks it).
     * `bookings`: the answer also depends on the bookings (availability), so the bookings version
     * (read before computing, like the catalog's) is part of its ETag and cache key.
     */
    async serve<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      requestKey: string,
      compute: () => Promise<T>,
      { bookings = false }: { bookings?: boolean } = {},
    ): Promise<T | string | FastifyReply> {
      const seen = await currentVersion();
      const key = bookings ? `${requestKey} bookings@${await readBookingVersion()}` : requestKey;
      const cacheable = !hasCredential(request);
      const etag = `"${seen}-${createHash('sha1').update(key).digest('base64url').slice(0, 16)}"`;
      if (cacheable) {
        if (matches(request.headers['if-none-match'], etag)) {
          return reply
            .code(304)
            .header('etag', etag)
            .header('cache-control', CATALOG_CACHE_CONTROL)
            .send();
        }
      }
      const hit = entries.get(key);
      if (hit !== undefined) {
        entries.delete(key);
        entries.set(key, hit);
      }
      const value = hit ?? (await compute());
      if (cacheable) reply.header('etag', etag).header('cache-control', CATALOG_CACHE_CONTROL);
      if (hit !== undefined) {
        reply.type('application/json; charset=utf-8');
        return hit;
      }
      pending.set(request, { store: (body) => store(key, seen, body) });
      return value;
    },

    /** Entries held (for tests). */
    get size() {
      return entries.size;
    },
  };
}

export type CatalogResponses = ReturnType<typeof createCatalogResponses>;
