-- Uploaded files' URLs are stored as paths (`/media/<storage key>`), never with an origin: the
-- server builds the URLs it answers from them (relative in the API, or below ASSET_BASE_URL;
-- absolute on the current PUBLIC_URL in og:image and JSON-LD; src/products/media-urls.ts). Until
-- now they were stored absolute on PUBLIC_URL at upload (or seeding) time, so a server moved to
-- another address (port, LAN name, domain) kept pointing every picture at the old one.
-- Every stored URL of an uploaded file, whatever its origin (and any path before `/media/`), is
-- cut to its path: the assets' main file and variants, and the copies of the primary image in
-- the products (which moves the catalog version, so cached answers are dropped). URLs that are
-- not of an uploaded file (not `…/media/<product id>/<uuid>.<ext>`) are left as they are.
update product_assets
   set url = regexp_replace(url, '^[a-z][a-z0-9+.-]*://[^/]*(/.*)?(/media/[0-9]+/[0-9a-f-]{36}\.[a-z0-9]{2,5})$', '\2', 'i')
 where url ~* '^[a-z][a-z0-9+.-]*://[^/]*(/.*)?/media/[0-9]+/[0-9a-f-]{36}\.[a-z0-9]{2,5}$';

update product_assets a
   set sources = (
     select jsonb_agg(case when jsonb_typeof(s -> 'url') = 'string'
                           then jsonb_set(s, '{url}', to_jsonb(regexp_replace(s ->> 'url', '^[a-z][a-z0-9+.-]*://[^/]*(/.*)?(/media/[0-9]+/[0-9a-f-]{36}\.[a-z0-9]{2,5})$', '\2', 'i')))
                           else s end
                      order by n)
       from jsonb_array_elements(a.sources) with ordinality as e(s, n))
 where a.sources::text ~* '"url": "[a-z][a-z0-9+.-]*://';

update products
   set image_url = regexp_replace(image_url, '^[a-z][a-z0-9+.-]*://[^/]*(/.*)?(/media/[0-9]+/[0-9a-f-]{36}\.[a-z0-9]{2,5})$', '\2', 'i')
 where image_url ~* '^[a-z][a-z0-9+.-]*://[^/]*(/.*)?/media/[0-9]+/[0-9a-f-]{36}\.[a-z0-9]{2,5}$';

update products p
   set image_sources = (
     select jsonb_agg(case when jsonb_typeof(s -> 'url') = 'string'
                           then jsonb_set(s, '{url}', to_jsonb(regexp_replace(s ->> 'url', '^[a-z][a-z0-9+.-]*://[^/]*(/.*)?(/media/[0-9]+/[0-9a-f-]{36}\.[a-z0-9]{2,5})$', '\2', 'i')))
                           else s end
                      order by n)
       from jsonb_array_elements(p.image_sources) with ordinality as e(s, n))
 where jsonb_typeof(p.image_sources) = 'array' and p.image_sources::text ~* '"url": "[a-z][a-z0-9+.-]*://';
