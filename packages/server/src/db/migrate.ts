import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database';

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
  });
  const { rows } = await db.query<{ name: string }>('select name from schema_migrations');
  const applied = new Set(rows.map((row) => row.name));
  const pending = readdirSync(migrationsDir)
    .filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file))
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

/** Splits a migration on semicolons at line ends (our migrations have no procedural bodies). */
function splitStatements(sql: string): string[] {
  return sql
    .replace(/--.*$/gm, '')
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter(Boolean);
}
