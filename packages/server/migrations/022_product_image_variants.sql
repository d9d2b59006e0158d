-- Listings show the primary image with its variants (srcset) and its intrinsic size (no layout
-- shift), without a join: the product assets feature mirrors them into the product with its URL
-- (src/products/asset-repository.ts, `syncImageUrl`). The variants as the API shows them: format,
-- width and URL, never the storage key.
alter table products add column image_width integer;
alter table products add column image_height integer;
alter table products add column image_sources jsonb not null default '[]';
update products p set image_width = a.width, image_height = a.height, image_sources = coalesce((select jsonb_agg(jsonb_build_object('format', s->>'format', 'width', (s->>'width')::int, 'url', s->>'url')) from jsonb_array_elements(a.sources) as s), '[]') from product_assets a where a.product_id = p.id and a.is_primary;
