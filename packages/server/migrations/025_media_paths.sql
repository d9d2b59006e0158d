-- Uploaded files' URLs are stored as paths (`/media/<storage key>`), never with an origin: the
-- server builds the URLs it answers from them (relative in the API, or below ASSET_BASE_URL;
-- absolute on the current PUBLIC_URL in og:image and JSON-LD; src/products/media-urls.ts). Until
-- now they were stored absolute on PUBLIC_URL at upload (or seeding) time, so a server moved to
-- another address (port, LAN name, domain) kept pointing every picture at the old one.
-- Every stored URL of an uploaded file, whatever its origin (and any path before `/media/`), is
-- cut to its path: the assets' main file and variants, and the copies of the primary image in
-- the products (which moves the catalog version, so cached answers are dropped). URLs that are
-- not of an uploaded file (not `…/media/<product id>/<uuid>.<ext>`) are left as they are.
create function pg_temp.media_path(url text) returns text language sql immutable as $$
  select regexp_replace(url, '^[a-z][a-z0-9+.-]*://[^/]*(/.*)?(/media/[0-9]+/[0-9a-f-]{36}\.[a-z0-9]{2,5})$', '\2', 'i')
$$;

-- The same for the `url` of every element of a list of variants (order and other fields kept).
create function pg_temp.media_paths(sources jsonb) returns jsonb language sql immutable as $$
  select coalesce(jsonb_agg(case when jsonb_typeof(s -> 'url') = 'string'
                                 then jsonb_set(s, '{url}', to_jsonb(pg_temp.media_path(s ->> 'url')))
                                 else s end
                            order by n), '[]')
    from jsonb_array_elements(sources) with ordinality as e(s, n)
$$;

-- Only rows that change are written (a write to a product moves the catalog version).
update product_assets set url = pg_temp.media_path(url) where pg_temp.media_path(url) <> url;
update product_assets set sources = pg_temp.media_paths(sources)
 where pg_temp.media_paths(sources) <> sources;
update products set image_url = pg_temp.media_path(image_url)
 where pg_temp.media_path(image_url) <> image_url;
update products set image_sources = pg_temp.media_paths(image_sources)
 where jsonb_typeof(image_sources) = 'array' and pg_temp.media_paths(image_sources) <> image_sources;

drop function pg_temp.media_paths(jsonb);
drop function pg_temp.media_path(text);
