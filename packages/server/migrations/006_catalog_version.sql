-- Catalog version: bumped by every statement that changes products, so results that depend only on
-- the catalog (listing totals, facets) can be cached per version and stay exact (src/catalog/
-- catalog-cache.ts). A separate file because 005_catalog_search_and_leads.sql (then numbered 006) was already applied.
create table catalog_state (
  id boolean primary key default true check (id),
  version bigint not null default 0
);
insert into catalog_state default values;
create function catalog_changed() returns trigger language plpgsql as $$ begin update catalog_state set version = version + 1; return null; end $$;
create trigger products_catalog_changed after insert or update or delete or truncate on products for each statement execute function catalog_changed();
