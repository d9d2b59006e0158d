-- A unit's answer carries its branch (name, address, phone, hours, closures), so a change to a
-- branch is a change to the catalog: it bumps the catalog version (and notifies, see 017) like a
-- product write, and no cached answer or ETag outlives it.
create trigger branches_catalog_changed after insert or update or delete or truncate on branches for each statement execute function catalog_changed();
