import type { components } from '@liftline/sdk/schema';
import type { Queryable } from '../db/database';
import type { AssetKind } from './file-types';

export type ProductAsset = components['schemas']['ProductAsset'];
export type ProductAssetSource = components['schemas']['ProductAssetSource'];

/** A variant with where its file is. */
export type StoredSource = ProductAssetSource & { storage_key: string };

/** An asset with where its files are (never sent to clients). */
export type StoredAsset = Omit<ProductAsset, 'sources'> & {
  storage_key: string;
  sources: StoredSource[];
};

const COLUMNS = `a.id, a.product_id, a.kind, a.url, a.file_name, a.content_type, a.size_bytes,
  a.alt_text, a.position, a.is_primary, a.created_at, a.width, a.height, a.sources, a.storage_key`;

type AssetRow = Omit<StoredAsset, 'created_at' | 'sources'> & {
  created_at: Date | string;
  /** jsonb: parsed by both drivers, but a string should a driver leave it raw. */
  sources: StoredSource[] | string;
};

function toStored(row: AssetRow): StoredAsset {
  const sources = typeof row.sources === 'string' ? JSON.parse(row.sources) : row.sources;
  return { ...row, sources, created_at: new Date(row.created_at).toISOString() };
}

/** The public shape: everything but the storage keys. */
export function toProductAsset({
  storage_key: _key,
  sources,
  ...asset
}: StoredAsset): ProductAsset {
  return {
    ...asset,
    sources: sources.map(({ format, width, url }) => ({ format, width, url })),
  };
}

/** Every file of an asset: its main file and its variants (the main WebP is one of them). */
export function storageKeysOf(asset: Pick<StoredAsset, 'storage_key' | 'sources'>): string[] {
  return [...new Set([asset.storage_key, ...asset.sources.map((source) => source.storage_key)])];
}

export interface NewAsset {
  productId: number;
  kind: AssetKind;
  storageKey: string;
  url: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  altText: string | null;
  width?: number | null;
  height?: number | null;
  sources?: StoredSource[];
}

/** Rows of `product_assets`. Writes expect the product's row to be locked (`lockProduct`). */
export function createAssetRepository(db: Queryable) {
  return {
    /** A product's assets ordered by position. */
    async listForProduct(productId: number): Promise<ProductAsset[]> {
      const { rows } = await db.query<AssetRow>(
        `select ${COLUMNS} from product_assets a where a.product_id = $1 order by a.position, a.id`,
        [productId],
      );
      return rows.map((row) => toProductAsset(toStored(row)));
    },

    /** An asset of a product of `accountId`, locking it and its product; undefined otherwise. */
    async lockInAccount(assetId: number, accountId: number): Promise<StoredAsset | undefined> {
      const { rows } = await db.query<AssetRow>(
        `select ${COLUMNS} from product_assets a join products p on p.id = a.product_id
          where a.id = $1 and p.account_id = $2
          for update of p, a`,
        [assetId, accountId],
      );
      return rows[0] && toStored(rows[0]);
    },

    /** Locks a product of `accountId` (serializes its asset changes); false when there is none. */
    async lockProduct(productId: number, accountId: number): Promise<boolean> {
      const { rows } = await db.query(
        'select id from products where id = $1 and account_id = $2 for update',
        [productId, accountId],
      );
      return rows.length > 0;
    },

    /** Whether the product is published (its files are public). */
    async isPublished(productId: number): Promise<boolean> {
      const { rows } = await db.query<{ published: boolean }>(
        `select status = 'published' as published from products where id = $1`,
        [productId],
      );
      return rows[0]?.published ?? false;
    },

    /** Appends an asset (last position); the first image of a product becomes its primary. */
    async insert(asset: NewAsset): Promise<StoredAsset> {
      const { rows } = await db.query<AssetRow>(
        `insert into product_assets as a (product_id, kind, storage_key, url, file_name, content_type,
           size_bytes, alt_text, position, is_primary, width, height, sources)
         values ($1, $2, $3, $4, $5, $6, $7, $8,
           (select count(*)::int from product_assets where product_id = $1),
           $2::text = 'image' and not exists (select 1 from product_assets where product_id = $1 and is_primary),
           $9, $10, $11::jsonb)
         returning ${COLUMNS}`,
        [
          asset.productId,
          asset.kind,
          asset.storageKey,
          asset.url,
          asset.fileName,
          asset.contentType,
          asset.sizeBytes,
          asset.altText,
          asset.width ?? null,
          asset.height ?? null,
          JSON.stringify(asset.sources ?? []),
        ],
      );
      return toStored(rows[0]!);
    },

    async setAltText(assetId: number, altText: string | null): Promise<void> {
      await db.query('update product_assets set alt_text = $2 where id = $1', [assetId, altText]);
    },

    /** Makes `assetId` the product's only primary asset (null: none). */
    async setPrimary(productId: number, assetId: number | null): Promise<void> {
      // Two statements: the unique index on the primary flag is checked row by row.
      await db.query(
        'update product_assets set is_primary = false where product_id = $1 and is_primary and id is distinct from $2::int',
        [productId, assetId],
      );
      if (assetId !== null) {
        await db.query('update product_assets set is_primary = true where id = $1', [assetId]);
      }
    },

    /** The ids of a product's assets in position order. */
    async orderedIds(productId: number): Promise<number[]> {
      const { rows } = await db.query<{ id: number }>(
        'select id from product_assets where product_id = $1 order by position, id',
        [productId],
      );
      return rows.map((row) => row.id);
    },

    /** Positions 0, 1, 2 … in the order of `ids` (the unique position is checked at commit). */
    async renumber(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.query(
        `update product_assets a set position = v.ordinality - 1
           from unnest($1::int[]) with ordinality as v(id, ordinality)
          where a.id = v.id and a.position <> v.ordinality - 1`,
        [ids],
      );
    },

    /** The first image by position (the next primary), if any. */
    async firstImage(productId: number): Promise<number | undefined> {
      const { rows } = await db.query<{ id: number }>(
        `select id from product_assets where product_id = $1 and kind = 'image'
          order by position, id limit 1`,
        [productId],
      );
      return rows[0]?.id;
    },

    async delete(assetId: number): Promise<void> {
      await db.query('delete from product_assets where id = $1', [assetId]);
    },

    async find(assetId: number): Promise<StoredAsset | undefined> {
      const { rows } = await db.query<AssetRow>(
        `select ${COLUMNS} from product_assets a where a.id = $1`,
        [assetId],
      );
      return rows[0] && toStored(rows[0]);
    },

    /**
     * Mirrors the primary image's URL, intrinsic size and variants (without storage keys) into the
     * product (what listings show). Touching the product also bumps the catalog version
     * (006_catalog_version.sql) and `updated_at`.
     */
    async syncImageUrl(productId: number): Promise<void> {
      await db.query(
        `update products p
            set image_url = primary_image.url, image_width = primary_image.width,
                image_height = primary_image.height, image_sources = primary_image.sources,
                updated_at = now()
           from (select a.url, a.width, a.height,
                        coalesce((select jsonb_agg(jsonb_build_object('format', s->>'format',
                                   'width', (s->>'width')::int, 'url', s->>'url'))
                                    from jsonb_array_elements(a.sources) as s), '[]') as sources
                   from (select 1) as one
                   left join product_assets a on a.product_id = $1 and a.is_primary) as primary_image
          where p.id = $1
            and (p.image_url, p.image_width, p.image_height, p.image_sources)
                is distinct from (primary_image.url, primary_image.width, primary_image.height,
                                  primary_image.sources)`,
        [productId],
      );
    },
  };
}

export type AssetRepository = ReturnType<typeof createAssetRepository>;
