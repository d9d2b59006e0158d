import type { components } from '@liftline/sdk/schema';
import { createBranchRepository } from '../branches/branch-repository';
import type { Queryable } from '../db/database';
import { createAssetRepository } from '../products/asset-repository';
import type { CatalogCache } from './catalog-cache';
import { computeFacets, totalSql, type EquipmentFilters, type Typos } from './equipment-facets';
import {
  compileFilters,
  filtersByAvailability,
  MAX_INT4,
  orderBy,
  PUBLISHED,
  SqlParams,
  typoCandidates,
  whereClause,
  type EquipmentFilterInput,
  type EquipmentListInput,
} from './equipment-query';

type Schemas = components['schemas'];
export type EquipmentSummary = Schemas['EquipmentSummary'];
export type Equipment = Schemas['Equipment'];
export type EquipmentPage = Schemas['EquipmentPage'];

export const DEFAULT_PER_PAGE = 24;

/**
 * Numeric columns cast so both drivers answer JSON numbers (PGlite gives `numeric` as a string).
 * `image_url` is the primary image's URL: the product assets feature mirrors it into the column
 * whenever the primary image changes (src/products/asset-repository.ts, `syncImageUrl`).
 */
const SUMMARY_COLUMNS = `id, stock_number, title, category, make, model, year, condition, for_rent, for_sale,
  fuel_type, capacity_lbs, lift_height_ft, hours_used, sale_price::float8 as sale_price,
  rental_daily::float8 as rental_daily, rental_weekly::float8 as rental_weekly,
  rental_monthly::float8 as rental_monthly, image_url, image_width, image_height, image_sources, branch_id`;

const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, description, specs, created_at, updated_at`;

type SummaryRow = Omit<EquipmentSummary, 'rental_rates'> & {
  rental_daily: number | null;
  rental_weekly: number | null;
  rental_monthly: number | null;
};

type DetailRow = SummaryRow & {
  description: string;
  specs: Equipment['specs'];
  created_at: Date | string;
  updated_at: Date | string;
};

function toSummary(row: SummaryRow): EquipmentSummary {
  const { rental_daily: daily, rental_weekly: weekly, rental_monthly: monthly, ...rest } = row;
  // A rate card is all three rates; anything less is "rates on request".
  const rental_rates =
    daily !== null && weekly !== null && monthly !== null ? { daily, weekly, monthly } : null;
  return { ...rest, rental_rates };
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** Known words suggested for a word that matches nothing: trigram similarity at least this. */
const TYPO_SIMILARITY = 0.3;
/** At most this many known words replace a word that matches nothing. */
const TYPO_EXPANSIONS = 3;

/**
 * The words of `q` that no published unit matches (full text or prefix, as the search itself),
 * each with its most similar known words (`catalog_words`, migration 019), best first; undefined
 * when every word matches. Words that are only stop words are never typos.
 */
async function findTypos(db: Queryable, q: string | undefined): Promise<Typos | undefined> {
  const candidates = q ? typoCandidates(q) : [];
  if (candidates.length === 0) return undefined;
  const { rows } = await db.query<{ word: string; similar: string[] }>(
    `select q.word, array(
              select c.word from catalog_words as c
               where c.word % q.word and similarity(c.word, q.word) >= $2 and c.units > 0
               order by similarity(c.word, q.word) desc, c.word
               limit $3::int) as similar
       from unnest($1::text[]) as q(word)
      where numnode(to_tsquery('english', q.word || ':*')) > 0
        and not exists (select 1 from products
                         where ${PUBLISHED} and search @@ to_tsquery('english', q.word || ':*'))`,
    [candidates, TYPO_SIMILARITY, TYPO_EXPANSIONS],
  );
  return rows.length > 0 ? new Map(rows.map((row) => [row.word, row.similar])) : undefined;
}

/** Computes every time: for callers that read one row and need no cache. */
const uncached: Pick<CatalogCache, 'get'> = { get: (_key, compute) => compute() };

export function createEquipmentRepository(
  db: Queryable,
  { cache = uncached }: { cache?: Pick<CatalogCache, 'get'> } = {},
) {
  const branches = createBranchRepository(db);
  const assets = createAssetRepository(db);

  return {
    /** One page of published equipment: a count, then (when the page has rows) the page itself. */
    async page(input: EquipmentListInput): Promise<EquipmentPage> {
      const page = input.page ?? 1;
      const perPage = input.per_page ?? DEFAULT_PER_PAGE;
      const params = new SqlParams();
      const q = input.q?.trim();
      const typos = q ? await cache.get(`typos ${q}`, () => findTypos(db, q)) : undefined;
      const filters = compileFilters(input, params, typos);
      const where = whereClause(filters);
      const countSql = totalSql(filters);
      const count = async () => {
        const { rows } = await db.query<{ total: number }>(countSql, params.values);
        return rows[0]?.total ?? 0;
      };
      // This cache follows the catalog version only: counts that depend on bookings are not kept.
      const total = filters.conditions.availability
        ? await count()
        : await cache.get(`count ${countSql} ${JSON.stringify(params.values)}`, count);
      const meta = { page, per_page: perPage, total, total_pages: Math.ceil(total / perPage) };
      const offset = (page - 1) * perPage;
      if (offset >= total) return { items: [], meta };

      const order = orderBy(input.sort ?? 'newest', filters);
      const { rows } = await db.query<SummaryRow>(
        `select ${SUMMARY_COLUMNS} from products where ${where} order by ${order}
          limit ${params.add(perPage)}::int offset ${params.add(offset)}::int`,
        params.values,
      );
      return { items: rows.map(toSummary), meta };
    },

    /** Facets, ranges and total for the filters (disjunctive, see `computeFacets`). */
    async filters(input: EquipmentFilterInput): Promise<EquipmentFilters> {
      const compute = async () =>
        computeFacets(db, input, { typos: await findTypos(db, input.q?.trim()) });
      // Facets that depend on bookings are not kept by this cache (it follows the catalog only).
      return filtersByAvailability(input)
        ? compute()
        : cache.get(`filters ${JSON.stringify(input)}`, compute);
    },

    /** A published unit as a list item, or undefined (unknown, draft or archived). */
    async findPublishedSummary(id: number): Promise<EquipmentSummary | undefined> {
      if (id > MAX_INT4) return undefined;
      const { rows } = await db.query<SummaryRow>(
        `select ${SUMMARY_COLUMNS} from products where id = $1 and ${PUBLISHED}`,
        [id],
      );
      return rows[0] && toSummary(rows[0]);
    },

    /** A published unit with its details and holding branch, or undefined. */
    async findPublished(id: number): Promise<Equipment | undefined> {
      if (id > MAX_INT4) return undefined;
      const { rows } = await db.query<DetailRow>(
        `select ${DETAIL_COLUMNS} from products where id = $1 and ${PUBLISHED}`,
        [id],
      );
      const row = rows[0];
      if (!row) return undefined;
      const { description, specs, created_at, updated_at, ...summary } = row;
      const branch = summary.branch_id === null ? null : await branches.findById(summary.branch_id);
      return {
        ...toSummary(summary),
        description,
        specs,
        assets: await assets.listForProduct(id),
        branch: branch ?? null,
        created_at: iso(created_at),
        updated_at: iso(updated_at),
      };
    },
  };
}

export type EquipmentRepository = ReturnType<typeof createEquipmentRepository>;
