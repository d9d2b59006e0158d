import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { MIGRATION_FILE, migrate, RENAMED_MIGRATIONS, splitStatements } from './migrate';
import { openDatabase } from './open-database';

const { migrationsDir } = loadConfig({});
const files = readdirSync(migrationsDir)
  .filter((file) => MIGRATION_FILE.test(file))
  .sort();

describe('migrations', () => {
  it('are numbered 001, 002, … without a gap or a number used twice', () => {
    const numbers = files.map((file) => Number(file.slice(0, 3)));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    expect(readdirSync(migrationsDir).filter((file) => file.endsWith('.sql'))).toEqual(
      expect.arrayContaining(files),
    );
    expect(readdirSync(migrationsDir).filter((file) => file.endsWith('.sql'))).toHaveLength(
      files.length,
    );
  });

  it('rename only to files that exist, from names that no longer do', () => {
    for (const [before, after] of Object.entries(RENAMED_MIGRATIONS)) {
      expect(files).toContain(after);
      expect(files).not.toContain(before);
    }
  });

  it('bring a database migrated under the old names up to date without running anything again', async () => {
    const db = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://', migrationsDir });
    // As an installation from before the renumbering recorded them.
    for (const [before, after] of Object.entries(RENAMED_MIGRATIONS))
      await db.query('update schema_migrations set name = $1 where name = $2', [before, after]);

    expect(await migrate(db, migrationsDir)).toEqual([]);
    const { rows } = await db.query<{ name: string }>(
      'select name from schema_migrations order by name',
    );
    expect(rows.map((row) => row.name)).toEqual(files);
    await db.close();
  });
});

describe('splitStatements', () => {
  it('splits on semicolons at line ends and drops comments', () => {
    expect(
      splitStatements('-- a table\ncreate table a (x int);\ninsert into a values (1);\n'),
    ).toEqual(['create table a (x int)', 'insert into a values (1)']);
  });

  it('keeps a function body with semicolons of its own in one statement', () => {
    const body = [
      'create function f() returns trigger language plpgsql as $$',
      'begin',
      '  update a set x = x + 1;',
      '  return null;',
      'end',
      '$$;',
    ].join('\n');
    const tagged = 'create function g() returns int language sql as $body$ select 1; $body$;';
    expect(splitStatements(`${body}\n${tagged}\ncreate table b (y int);`)).toEqual([
      body.slice(0, -1),
      tagged.slice(0, -1),
      'create table b (y int)',
    ]);
  });
});
