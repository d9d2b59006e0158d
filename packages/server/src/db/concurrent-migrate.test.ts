import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createScratchDatabase, testDatabaseUrl } from '../testing/test-database';
import type { Database } from './database';
import { migrate } from './migrate';
import { openPostgresDatabase } from './postgres-database';

/**
 * Instances starting at the same time on one PostgreSQL: the advisory lock lets one apply each
 * migration while the others wait and skip it. Needs PostgreSQL (`TEST_DATABASE_URL`); PGlite is
 * one process by design.
 */
describe.skipIf(!testDatabaseUrl)('concurrent migrations on one PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  const dbs: Database[] = [];
  beforeAll(async () => {
    scratch = await createScratchDatabase(testDatabaseUrl!);
    for (let i = 0; i < 3; i += 1) dbs.push(await openPostgresDatabase(scratch.url));
  });
  afterAll(async () => {
    for (const db of dbs) await db.close();
    await scratch?.drop();
  });

  it('three instances migrating at once apply every migration exactly once, without errors', async () => {
    const { migrationsDir } = loadConfig({});
    const applied = await Promise.all(dbs.map((db) => migrate(db, migrationsDir)));
    const all = applied.flat();
    expect(new Set(all).size).toBe(all.length); // nobody applied a file another one applied
    const { rows } = await dbs[0]!.query<{ name: string }>(
      'select name from schema_migrations order by name',
    );
    expect(rows.map((row) => row.name)).toEqual([...all].sort());
    expect(all.length).toBeGreaterThan(20);
  });
});
