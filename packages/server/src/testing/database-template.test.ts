import { appendFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, type ServerConfig } from '../config';
import type { Queryable } from '../db/database';
import { MIGRATION_FILE } from '../db/migrate';
import { seedDemoData } from '../db/seed-demo-data';
import { templateKey } from './database-template';
import { migrationsUpTo } from './migrations-up-to';
import { openTestDatabase } from './test-app';
import { testDatabaseUrl } from './test-database';

// Test apps start from a copy of a migrated template (database-template.ts): on PGlite here, on
// PostgreSQL in `npm test`'s postgres step. A copy must be what migrating from nothing gives, and
// each test app must still have a database of its own.

const { migrationsDir } = loadConfig({});
const migrationFiles = readdirSync(migrationsDir)
  .filter((file) => MIGRATION_FILE.test(file))
  .sort();

/** What the migrations made: tables and columns, indexes, constraints, functions, triggers, rows. */
async function schemaOf(db: Queryable) {
  const columns = await db.query(
    `select table_name, column_name, data_type, is_nullable, column_default
       from information_schema.columns where table_schema = 'public'
      order by table_name, column_name`,
  );
  const indexes = await db.query(
    `select indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`,
  );
  const constraints = await db.query(
    `select conrelid::regclass::text as on_table, conname, pg_get_constraintdef(oid) as definition
       from pg_constraint where connamespace = 'public'::regnamespace
      order by on_table, conname`,
  );
  const functions = await db.query(
    `select proname, pg_get_functiondef(oid) as definition from pg_proc
      where pronamespace = 'public'::regnamespace and prokind = 'f' order by proname`,
  );
  const triggers = await db.query(
    `select tgrelid::regclass::text as on_table, tgname, pg_get_triggerdef(oid) as definition
       from pg_trigger where not tgisinternal order by on_table, tgname`,
  );
  const extensions = await db.query('select extname from pg_extension order by extname');
  const tables = await db.query<{ table_name: string }>(
    `select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const rows: Record<string, unknown> = {};
  for (const { table_name } of tables.rows) {
    if (table_name === 'schema_migrations') continue; // applied_at: when, not what
    rows[table_name] = (await db.query(`select * from "${table_name}" order by 1`)).rows;
  }
  const applied = await db.query<{ name: string }>(
    'select name from schema_migrations order by name',
  );
  return {
    columns: columns.rows,
    indexes: indexes.rows,
    constraints: constraints.rows,
    functions: functions.rows,
    triggers: triggers.rows,
    extensions: extensions.rows,
    rows,
    applied: applied.rows.map((row) => row.name),
  };
}

describe('test databases copied from a migrated template', () => {
  const opened: Awaited<ReturnType<typeof openTestDatabase>>[] = [];
  afterAll(async () => {
    for (const { db, drop } of opened) await db.close().finally(drop);
  });
  async function testDatabase(config: Partial<ServerConfig> = {}, { seeded = false } = {}) {
    const database = await openTestDatabase(
      { ...loadConfig({}), dataDir: 'memory://', ...config },
      { seeded },
    );
    opened.push(database);
    return database;
  }

  it('a copy holds exactly what migrating an empty database gives', async () => {
    const copy = await testDatabase();
    // Another migrations directory (the same files): no template, every migration applied here.
    const migrated = await testDatabase({ migrationsDir: migrationsUpTo('999') });
    const [fromTemplate, fromNothing] = [await schemaOf(copy.db), await schemaOf(migrated.db)];
    expect(fromTemplate.applied).toEqual(migrationFiles);
    expect(fromTemplate.columns.length).toBeGreaterThan(100);
    expect(fromTemplate.extensions).toContainEqual({ extname: 'pg_trgm' });
    expect(fromTemplate).toEqual(fromNothing);
  });

  it('every test app has a database of its own', async () => {
    const [one, two] = [await testDatabase(), await testDatabase()];
    await one.db.query('create table only_here (note text)');
    await one.db.query(`insert into only_here values ('one')`);
    await one.db.query(`update schema_migrations set name = name || '.changed'`);
    const state = async (db: Queryable) => ({
      table: (await db.query(`select to_regclass('only_here') is not null as exists`)).rows[0],
      applied: (await db.query('select name from schema_migrations order by name')).rows.length,
      changed: (
        await db.query(
          `select count(*)::int as n from schema_migrations where name like '%.changed'`,
        )
      ).rows[0],
    });
    expect(await state(one.db)).toEqual({
      table: { exists: true },
      applied: migrationFiles.length,
      changed: { n: migrationFiles.length },
    });
    expect(await state(two.db)).toEqual({
      table: { exists: false },
      applied: migrationFiles.length,
      changed: { n: 0 },
    });
    // And the next copy is as the migrations left it, whatever an earlier one was given.
    const three = await testDatabase();
    expect(await state(three.db)).toEqual(await state(two.db));
  });

  it('a seeded copy holds what seeding a migrated copy gives, sequences included', async () => {
    const copy = await testDatabase({}, { seeded: true });
    const seededHere = await testDatabase();
    // On PostgreSQL (TEST_DATABASE_URL) there is no seeded template: the caller seeds.
    expect(copy.seeded).toBe(!testDatabaseUrl);
    expect(seededHere.seeded).toBe(false);
    if (!copy.seeded) await seedDemoData(copy.db);
    await seedDemoData(seededHere.db);
    // What differs from one seeding to the next: when (timestamps) and the passwords' random salts.
    const comparable = async (db: Queryable) => {
      const { rows, ...schema } = await schemaOf(db);
      const sequences = await db.query(
        'select sequencename, last_value from pg_sequences order by sequencename',
      );
      const withoutTimes = Object.fromEntries(
        Object.entries(rows).map(([table, list]) => [
          table,
          (list as Record<string, unknown>[]).map((row) =>
            Object.fromEntries(
              Object.entries(row).filter(
                ([column, value]) => !(value instanceof Date) && column !== 'password_hash',
              ),
            ),
          ),
        ]),
      );
      return { schema, rows: withoutTimes, sequences: sequences.rows };
    };
    const [fromTemplate, fromSeeding] = [
      await comparable(copy.db),
      await comparable(seededHere.db),
    ];
    expect((fromTemplate.rows as Record<string, unknown[]>).products!.length).toBeGreaterThan(100);
    expect(fromTemplate).toEqual(fromSeeding);
    // The next row of a table gets the same id in both (no sequence jumped ahead in the copy).
    const nextId = async (db: Queryable) =>
      (
        await db.query<{ id: number }>(
          `insert into branches (name, address_line1, city, state, zip_code, phone_number, email,
             time_zone, weekly_hours, closures, latitude, longitude, account_id)
           select name || ' 2', address_line1, city, state, zip_code, phone_number, email,
             time_zone, weekly_hours, closures, latitude, longitude, account_id
             from branches order by id limit 1 returning id`,
        )
      ).rows[0]!.id;
    expect(await nextId(copy.db)).toBe(await nextId(seededHere.db));
  });

  it('a changed or added migration makes another template', () => {
    const dir = migrationsUpTo('999');
    const before = templateKey(dir);
    expect(templateKey(migrationsUpTo('999'))).toBe(before);
    appendFileSync(join(dir, migrationFiles.at(-1)!), '\n-- changed\n');
    const changed = templateKey(dir);
    expect(changed).not.toBe(before);
    appendFileSync(join(dir, '999_added.sql'), 'select 1;\n');
    expect(templateKey(dir)).not.toBe(changed);
  });
});
