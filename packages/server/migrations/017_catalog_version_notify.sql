-- Every catalog version bump is also announced on the `catalog_version` channel (payload: the new
-- version), delivered when the writing transaction commits. The embedded database (PGlite) hands it
-- to its listener before the writing statement returns, so the catalog keeps the version in memory
-- there instead of reading it on every request (src/catalog/catalog-responses.ts).
-- (One line per statement: the migration runner splits on semicolons at line ends.)
create or replace function catalog_changed() returns trigger language plpgsql as $$ declare next bigint; begin update catalog_state set version = version + 1 returning version into next; perform pg_notify('catalog_version', next::text); return null; end $$;
