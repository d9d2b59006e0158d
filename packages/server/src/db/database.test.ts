import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { lockDataDir } from './data-dir-lock';
import { migrate } from './migrate';
import { openDatabase } from './open-database';
import { verifyPassword } from '../auth/password';
import { DEMO_ADMIN, DEMO_OWNER, DEMO_STAFF, seedDemoData } from './seed-demo-data';

const { migrationsDir } = loadConfig({});

describe('database', () => {
  it('migrations run once and seeding is idempotent', async () => {
    const db = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://', migrationsDir });
    expect(await migrate(db, migrationsDir)).toEqual([]);
    expect(await seedDemoData(db)).toEqual({
      branches: 30,
      equipment: expect.any(Number),
      pictures: 0,
    });
    expect(await seedDemoData(db)).toEqual({ branches: 0, equipment: 0, pictures: 0 });
    const { rows } = await db.query<{ count: number }>(
      "select count(*)::int as count from products where status = 'published'",
    );
    expect(rows[0]!.count).toBeGreaterThanOrEqual(200);
    const owner = await db.query<{
      email: string;
      password_hash: string;
      roles: string[];
      account: string;
    }>(
      `select u.email, u.password_hash, a.name as account, array_agg(r.name) as roles
         from users u join account_users au on au.user_id = u.id join accounts a on a.id = au.account_id
         join account_user_roles aur on aur.account_user_id = au.id join roles r on r.id = aur.role_id
        group by u.email, u.password_hash, a.name
        order by u.email`,
    );
    // The owner, the staff member and the administrator: seeded once despite the second run.
    expect(owner.rows.map(({ email, account, roles }) => ({ email, account, roles }))).toEqual([
      { email: DEMO_ADMIN.email, account: DEMO_ADMIN.accountName, roles: ['Owner'] },
      { email: DEMO_STAFF.email, account: DEMO_OWNER.accountName, roles: [DEMO_STAFF.role] },
      { email: DEMO_OWNER.email, account: DEMO_OWNER.accountName, roles: ['Owner'] },
    ]);
    const demoOwner = owner.rows.find((row) => row.email === DEMO_OWNER.email)!;
    expect(await verifyPassword(DEMO_OWNER.password, demoOwner.password_hash)).toBe(true);
    await db.close();
  });

  it('keeps data in the data directory across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'liftline-db-'));
    const first = await openDatabase({ databaseUrl: undefined, dataDir, migrationsDir });
    await seedDemoData(first);
    await first.close();
    const second = await openDatabase({ databaseUrl: undefined, dataDir, migrationsDir });
    const { rows } = await second.query<{ count: number }>(
      'select count(*)::int as count from branches',
    );
    expect(rows[0]!.count).toBe(30);
    await second.close();
  });

  it('refuses a data directory held by another live process, and takes over a stale lock', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'liftline-lock-'));
    // PID 1 is always alive: the directory is in use.
    writeFileSync(join(dataDir, 'liftline.lock'), '1');
    expect(() => lockDataDir(dataDir)).toThrow(/in use by process 1/);
    // A PID that cannot exist: stale, taken over.
    writeFileSync(join(dataDir, 'liftline.lock'), '99999999');
    const release = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(/in use by process/); // not even twice in one process
    release();
    expect(() => lockDataDir(dataDir)()).not.toThrow();
  });
});

describe('migrations with several instances', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'three instances starting together on one PostgreSQL migrate once, without errors',
    async () => {
      const { createScratchDatabase } = await import('../testing/test-database');
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
      const config = { databaseUrl: scratch.url, dataDir: 'unused', migrationsDir };
      const instances = await Promise.all([
        openDatabase(config),
        openDatabase(config),
        openDatabase(config),
      ]);
      const { rows } = await instances[0]!.query<{ count: number }>(
        'select count(*)::int as count from schema_migrations',
      );
      expect(rows[0]!.count).toBe(
        readdirSync(migrationsDir).filter((f) => f.endsWith('.sql')).length,
      );
      await Promise.all(instances.map((db) => db.close()));
      await scratch.drop();
    },
  );
});
