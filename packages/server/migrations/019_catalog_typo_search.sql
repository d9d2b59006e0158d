-- Typo-tolerant search ("toyta" finds Toyota units, "telehandlr" telehandlers). A query word that
-- no published unit matches (full text or prefix) is replaced by the most similar known words
-- (pg_trgm similarity >= 0.3, top 3) of this word list: the words of published units' title, make,
-- model and category, each with the number of published units holding it. Those results rank
-- below the exact ones (src/catalog/equipment-query.ts, `typoTsquery`). pg_trgm ships with
-- PostgreSQL and is loaded into PGlite by src/db/pglite-database.ts.
-- (One line per statement: the migration runner splits on semicolons at line ends.)
create extension if not exists pg_trgm;
create table catalog_words (word text primary key, units integer not null default 0);
create index catalog_words_trgm_idx on catalog_words using gin (word gin_trgm_ops);
-- The known words of one unit: runs of letters and digits, 3+ characters, no stop words.
create function catalog_words_of(title text, make text, model text, category text) returns setof text language sql stable as $$ select distinct w from regexp_split_to_table(lower(title || ' ' || make || ' ' || model || ' ' || category), '[^[:alnum:]]+') as w where length(w) >= 3 and to_tsvector('english', w) <> ''::tsvector $$;
-- Kept current by every statement writing products: the net change of the published units'
-- words, in one upsert per statement (transition tables), so bulk writes stay cheap. A word no
-- longer held by any published unit keeps its row with units = 0 and is never suggested.
create function catalog_words_sync() returns trigger language plpgsql as $$ begin if tg_op = 'INSERT' then insert into catalog_words as c (word, units) select w, count(*) from new_rows n, catalog_words_of(n.title, n.make, n.model, n.category) as w where n.status = 'published' group by w on conflict (word) do update set units = c.units + excluded.units; elsif tg_op = 'DELETE' then update catalog_words as c set units = c.units - d.units from (select w, count(*) as units from old_rows o, catalog_words_of(o.title, o.make, o.model, o.category) as w where o.status = 'published' group by w) as d where c.word = d.w; else insert into catalog_words as c (word, units) select w, sum(delta) from (select w, 1 as delta from new_rows n, catalog_words_of(n.title, n.make, n.model, n.category) as w where n.status = 'published' union all select w, -1 from old_rows o, catalog_words_of(o.title, o.make, o.model, o.category) as w where o.status = 'published') as changes group by w having sum(delta) <> 0 on conflict (word) do update set units = c.units + excluded.units; end if; return null; end $$;
create trigger products_words_insert after insert on products referencing new table as new_rows for each statement execute function catalog_words_sync();
create trigger products_words_update after update on products referencing old table as old_rows new table as new_rows for each statement execute function catalog_words_sync();
create trigger products_words_delete after delete on products referencing old table as old_rows for each statement execute function catalog_words_sync();
create function catalog_words_truncated() returns trigger language plpgsql as $$ begin update catalog_words set units = 0; return null; end $$;
create trigger products_words_truncate after truncate on products for each statement execute function catalog_words_truncated();
insert into catalog_words (word, units) select w, count(*) from products p, catalog_words_of(p.title, p.make, p.model, p.category) as w where p.status = 'published' group by w;
