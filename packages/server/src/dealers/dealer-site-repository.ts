import type { components } from '@liftline/sdk/schema';
import { limitOffset, type PageRequest } from '../accounts/pagination';
import { isoTimestamp } from '../auth/user-repository';
import type { Queryable } from '../db/database';

export type DealerSite = components['schemas']['DealerSite'];

interface SiteRow {
  id: number;
  name: string;
  origins: string[];
  active: boolean;
  publishable_key: string;
  account_id: number;
  account_name: string;
  created_at: Date | string;
  updated_at: Date | string;
  last_event_at: Date | string | null;
}

/**
 * `last_event_at` reads the raw events (kept at most 30 days) through their `(site_id,
 * occurred_at)` index: one index probe per site.
 */
const COLUMNS = `s.id, s.name, s.origins, s.active, s.publishable_key, s.account_id,
  a.name as account_name, s.created_at, s.updated_at,
  (select max(e.occurred_at) from dealer_events e where e.site_id = s.id) as last_event_at`;
/** Active first, then by name (the document's order of both lists). */
const ORDER = 's.active desc, lower(s.name), s.id';

function toSite(row: SiteRow): DealerSite {
  return {
    id: row.id,
    name: row.name,
    origins: row.origins,
    active: row.active,
    publishable_key: row.publishable_key,
    account: { id: row.account_id, name: row.account_name },
    created_at: isoTimestamp(row.created_at),
    updated_at: isoTimestamp(row.updated_at),
    last_event_at: row.last_event_at === null ? null : isoTimestamp(row.last_event_at),
  };
}

/** The unique index on `dealer_sites.publishable_key` was violated (PostgreSQL error 23505). */
export function isDuplicateKey(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'dealer_sites_publishable_key_key';
}

export interface NewDealerSite {
  accountId: number;
  name: string;
  origins: string[];
  publishableKey: string;
  /** Null when a secret API key registered it. */
  createdBy: number | null;
}

export interface DealerSiteChanges {
  name?: string;
  origins?: string[];
  active?: boolean;
}

/** Dealer sites of one account, or of every account (`accountId` undefined: the admin list). */
export function createDealerSiteRepository(db: Queryable) {
  async function select(where: string, params: unknown[]): Promise<DealerSite | null> {
    const { rows } = await db.query<SiteRow>(
      `select ${COLUMNS} from dealer_sites s join accounts a on a.id = s.account_id where ${where}`,
      params,
    );
    return rows[0] ? toSite(rows[0]) : null;
  }

  return {
    async page(accountId: number | undefined, page: PageRequest) {
      const where = '($1::int is null or s.account_id = $1)';
      const params = [accountId ?? null];
      const { rows: counted } = await db.query<{ total: number }>(
        `select count(*)::int as total from dealer_sites s where ${where}`,
        params,
      );
      const { rows } = await db.query<SiteRow>(
        `select ${COLUMNS} from dealer_sites s join accounts a on a.id = s.account_id
          where ${where} order by ${ORDER} limit $2 offset $3`,
        [...params, ...limitOffset(page)],
      );
      return { items: rows.map(toSite), total: counted[0]?.total ?? 0 };
    },

    /** A site of `accountId`; null for a missing site or another account's. */
    find(accountId: number, siteId: number): Promise<DealerSite | null> {
      return select('s.account_id = $1 and s.id = $2', [accountId, siteId]);
    },

    /**
     * Locks the account's sites against concurrent changes until the transaction ends (the cap and
     * the origin rule read them first), and answers how many it has.
     */
    async lockAccount(accountId: number): Promise<number> {
      await db.query('select id from accounts where id = $1 for update', [accountId]);
      const { rows } = await db.query<{ count: number }>(
        'select count(*)::int as count from dealer_sites where account_id = $1',
        [accountId],
      );
      return rows[0]!.count;
    },

    /** Which of `origins` another active site of the account already has, with that site's name. */
    async originsTaken(
      accountId: number,
      origins: string[],
      exceptSiteId: number | null,
    ): Promise<{ origin: string; site: string }[]> {
      const { rows } = await db.query<{ origin: string; site: string }>(
        `select o.origin, s.name as site
           from dealer_sites s cross join lateral unnest(s.origins) as o(origin)
          where s.account_id = $1 and s.active and o.origin = any ($2::text[])
            and s.id is distinct from $3::int
          order by s.id, o.origin`,
        [accountId, origins, exceptSiteId],
      );
      return rows;
    },

    async insert(site: NewDealerSite): Promise<DealerSite> {
      const { rows } = await db.query<{ id: number }>(
        `insert into dealer_sites (account_id, name, origins, publishable_key, created_by_user_id)
         values ($1, $2, $3, $4, $5) returning id`,
        [site.accountId, site.name, site.origins, site.publishableKey, site.createdBy],
      );
      return (await select('s.id = $1', [rows[0]!.id]))!;
    },

    /** Applies `changes` to a site of `accountId` (the key never changes); null when not found. */
    async update(
      accountId: number,
      siteId: number,
      changes: DealerSiteChanges,
    ): Promise<DealerSite | null> {
      const { rowCount } = await db.query(
        `update dealer_sites
            set name = coalesce($3, name), origins = coalesce($4::text[], origins),
                active = coalesce($5, active), updated_at = now()
          where account_id = $1 and id = $2`,
        [accountId, siteId, changes.name ?? null, changes.origins ?? null, changes.active ?? null],
      );
      return rowCount === 0 ? null : this.find(accountId, siteId);
    },
  };
}
