import type { Queryable } from '../db/database';
import { normalizeOrigin, PUBLISHABLE_KEY } from './site-keys';

/** The dealer site a request is credited to. */
export interface CreditedSite {
  id: number;
  accountId: number;
  /** The request's origin, one of the site's (normalized). */
  origin: string;
}

interface KnownKey {
  site: { id: number; accountId: number; active: boolean; origins: Set<string> } | null;
  expires: number;
}

export interface SiteKeyResolver {
  /**
   * The site `key` credits when the request came from `origin` (its `Origin` header): null for a
   * malformed or unknown key, an inactive site or another origin. Answers from memory for `ttlMs`
   * after the first lookup of a key (unknown keys too), so a flood of requests costs one query
   * per key and period.
   */
  credit(key: string | null | undefined, origin: string | undefined): Promise<CreditedSite | null>;
  /** Forget a key at once (its site changed on this instance; other instances wait for `ttlMs`). */
  forget(key: string): void;
}

/**
 * Resolves publishable keys with a small in-memory cache: at most `maxKeys` keys (oldest dropped
 * first), each for `ttlMs` (30 s: a deactivated site stops counting within that on every instance).
 */
export function createSiteKeyResolver(
  db: Queryable,
  { ttlMs = 30_000, maxKeys = 10_000, now = Date.now } = {},
): SiteKeyResolver {
  const known = new Map<string, KnownKey>();

  async function lookup(key: string): Promise<KnownKey['site']> {
    const cached = known.get(key);
    if (cached && cached.expires > now()) return cached.site;
    const { rows } = await db.query<{
      id: number;
      account_id: number;
      active: boolean;
      origins: string[];
    }>('select id, account_id, active, origins from dealer_sites where publishable_key = $1', [
      key,
    ]);
    const row = rows[0];
    const site = row
      ? { id: row.id, accountId: row.account_id, active: row.active, origins: new Set(row.origins) }
      : null;
    known.delete(key);
    if (known.size >= maxKeys) known.delete(known.keys().next().value as string);
    known.set(key, { site, expires: now() + ttlMs });
    return site;
  }

  return {
    async credit(key, origin) {
      if (!key || !PUBLISHABLE_KEY.test(key) || !origin) return null;
      const normalized = normalizeOrigin(origin);
      if (!normalized) return null;
      const site = await lookup(key);
      if (!site || !site.active || !site.origins.has(normalized)) return null;
      return { id: site.id, accountId: site.accountId, origin: normalized };
    },
    forget(key) {
      known.delete(key);
    },
  };
}
