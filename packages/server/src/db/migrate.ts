import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database';

/**
 * Migrations renamed when the files were numbered into one strictly increasing sequence (two
 * `006_` and two `010_` files, no `005_`): a database that applied them under the old name is
 * brought to the new one before anything runs, so nothing is applied twice.
 */
export const RENAMED_MIGRATIONS: Readonly<Record<string, string>> = {
  '006_catalog_search_and_leads.sql': '005_catalog_search_and_leads.sql',
  '010_leads_by_email.sql': '011_leads_by_email.sql',
  '011_email_change_and_refresh_replay.sql': '012_email_change_and_refresh_replay.sql',
};

/** `NNN_name.sql`: the files that are migrations. */
export const MIGRATION_FILE = /^\d{3}_[\w-]+\.sql$/;

/** Serializes migrations of instances starting at the same time (transaction-level advisory lock). */
const MIGRATION_LOCK = 'select pg_advisory_xact_lock(727010001)';

/**
 * Applies `migrations/NNN_name.sql` files in order, each once, each in its own transaction. Safe
 * when several instances start together on one PostgreSQL: they take turns, and each re-checks.
 */
export async function migrate(db: Database, migrationsDir: string): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query(MIGRATION_LOCK);
    await tx.query(`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`);
    for (const [before, after] of Object.entries(RENAMED_MIGRATIONS)) {
      await tx.query(
        `update schema_migrations set name = $2
          where name = $1 and not exists (select 1 from schema_migrations where name = $2)`,
        [before, after],
      );
    }
  });
  const { rows } = await db.query<{ name: string }>('select name from schema_migrations');
  const applied = new Set(rows.map((row) => row.name));
  const pending = readdirSync(migrationsDir)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort()
    .filter((file) => !applied.has(file));
  const appliedNow: string[] = [];
  for (const file of pending) {
    const sql = readFileSync(join(migrationsDir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.query(MIGRATION_LOCK);
      const done = await tx.query('select 1 from schema_migrations where name = $1', [file]);
      if (done.rows.length > 0) return; // another instance applied it meanwhile
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
      appliedNow.push(file);
    });
  }
  return appliedNow;
}

/** A dollar-quote delimiter (`$$`, `$body$`): what opens and closes a function's body. */
const DOLLAR_QUOTE = /\$[A-Za-z_]*\$/g;

/**
 * Splits a migration into statements on semicolons at line ends, except inside a dollar-quoted
 * function body, which may span lines with semicolons of its own. `--` comments are dropped.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let openQuote: string | undefined;
  for (const line of sql.replace(/--.*$/gm, '').split('\n')) {
    for (const [quote] of line.matchAll(DOLLAR_QUOTE)) {
      if (openQuote === undefined) openQuote = quote;
      else if (quote === openQuote) openQuote = undefined;
    }
    current.push(line);
    if (openQuote === undefined && /;\s*$/.test(line)) {
      statements.push(current.join('\n'));
      current = [];
    }
  }
  statements.push(current.join('\n'));
  return statements.map((statement) => statement.trim().replace(/;$/, '').trim()).filter(Boolean);
}
