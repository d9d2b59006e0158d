-- The upload image pipeline (src/products/image-variants.ts): an uploaded photo is stored
-- re-encoded, without metadata, at up to three widths in AVIF and WebP. `width`/`height` are the
-- intrinsic size of the image at `url` (null for videos, documents and images stored before);
-- `sources` lists the variants as `{format, width, url, storage_key}` (the storage key is never
-- sent to clients; every variant file is removed with its asset). Older assets keep `[]`.
alter table product_assets
  add column width integer check (width between 1 and 16384),
  add column height integer check (height between 1 and 16384),
  add column sources jsonb not null default '[]' check (jsonb_typeof(sources) = 'array'),
  add check ((width is null) = (height is null));
