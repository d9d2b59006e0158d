import { readdirSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ROLES } from '../auth/permissions';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { migrationsUpTo } from '../testing/migrations-up-to';

/**
 * Migration 016 on a database that already has leads and accounts (migrated up to 014): owners
 * backfilled like new leads get them, `received` → `new`, a first timeline row each, the lead
 * permissions on the existing system roles and a Manager role in every account.
 */
const { migrationsDir } = loadConfig({});
let db: Database;
let before: string;
const ids = {} as Record<
  'unitOwner' | 'operator' | 'branch' | 'unit' | 'general' | 'aboutUnit' | 'message',
  number
>;

beforeAll(async () => {
  before = migrationsUpTo('014');
  db = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://', migrationsDir: before });
  const one = async (sql: string, params: unknown[] = []) =>
    (await db.query<{ id: number }>(sql, params)).rows[0]!.id;
  ids.unitOwner = await one(`insert into accounts (name) values ('Unit owner') returning id`);
  ids.operator = await one(`insert into accounts (name) values ('Operator') returning id`);
  for (const [name, permissions] of [
    ['Owner', ['products.view', 'users.manage']],
    ['Sales', ['products.view', 'products.manage', 'assets.manage', 'users.view']],
    ['Member', ['products.view', 'users.view']],
  ] as const) {
    await db.query(
      `insert into roles (account_id, name, description, is_system, permission_names)
       values ($1, $2, $3, true, $4)`,
      [
        ids.operator,
        name,
        name === 'Sales' ? 'Manages products and their assets' : name,
        permissions,
      ],
    );
  }
  // A custom role already called "manager": no second one.
  await db.query(
    `insert into roles (account_id, name, permission_names) values ($1, 'manager', '{}')`,
    [ids.unitOwner],
  );
  ids.branch = await one(
    `insert into branches (name, address_line1, city, state, zip_code, latitude, longitude, account_id)
     values ('Old branch', '1 Road', 'Town', 'IL', '60601', 41, -87, $1) returning id`,
    [ids.operator],
  );
  ids.unit = await one(
    `insert into products (stock_number, title, category, make, model, year, condition, branch_id, account_id, status)
     values ('OLD-1', 'Old unit', 'lift-trucks', 'Make', 'Model', 2020, 'used', $1, $2, 'draft') returning id`,
    [ids.branch, ids.unitOwner],
  );
  ids.general = await one(
    `insert into quote_requests (listing, quantity, jobsite_zip, name, email, phone, branch_id)
     values ('buy', 1, '60601', 'A', 'a@example.net', '1', $1) returning id`,
    [ids.branch],
  );
  ids.aboutUnit = await one(
    `insert into quote_requests (equipment_id, listing, quantity, jobsite_zip, name, email, phone, branch_id)
     values ($1, 'buy', 1, '60601', 'B', 'b@example.net', '1', $2) returning id`,
    [ids.unit, ids.branch],
  );
  ids.message = await one(
    `insert into contact_requests (branch_id, name, email, subject, message)
     values ($1, 'C', 'c@example.net', 'Hi', 'Hello') returning id`,
    [ids.branch],
  );
  expect(await migrate(db, migrationsDir)).toEqual(
    readdirSync(migrationsDir).filter((name) => name >= '015' && name.endsWith('.sql')),
  );
});
afterAll(async () => {
  await db.close();
  rmSync(before, { recursive: true, force: true });
});

describe('migration 016 on existing data', () => {
  it('gives existing leads their owner, status new, updated_at and a received row', async () => {
    const { rows } = await db.query<{ id: number; account_id: number; status: string }>(
      `select id, account_id, status from quote_requests order by id`,
    );
    expect(rows).toEqual([
      { id: ids.general, account_id: ids.operator, status: 'new' },
      { id: ids.aboutUnit, account_id: ids.unitOwner, status: 'new' },
    ]);
    const message = await db.query(`select account_id, status from contact_requests`);
    expect(message.rows).toEqual([{ account_id: ids.operator, status: 'new' }]);
    const events = await db.query<{ lead_type: string; kind: string; to_status: string }>(
      `select lead_type, kind, to_status from lead_events order by lead_type, lead_id`,
    );
    expect(events.rows).toEqual([
      { lead_type: 'contact', kind: 'received', to_status: 'new' },
      { lead_type: 'quote', kind: 'received', to_status: 'new' },
      { lead_type: 'quote', kind: 'received', to_status: 'new' },
    ]);
    await expect(
      db.query(`update quote_requests set status = 'received' where id = $1`, [ids.general]),
    ).rejects.toThrow();
  });

  it('adds the lead permissions to Owner, Admin and Sales and a Manager role where none exists', async () => {
    const { rows } = await db.query<{
      account_id: number;
      name: string;
      permission_names: string[];
    }>(`select account_id, name, permission_names from roles order by account_id, id`);
    const of = (accountId: number, name: string) =>
      rows.find((row) => row.account_id === accountId && row.name === name)?.permission_names;
    expect(of(ids.operator, 'Owner')).toEqual([
      'products.view',
      'users.manage',
      'leads.view',
      'leads.manage',
      'dealers.manage', // migration 028 (the dealer program)
      'api_keys.manage', // migration 029 (integrations)
      'webhooks.manage',
      'audit.view',
    ]);
    expect(of(ids.operator, 'Sales')).toEqual(
      SYSTEM_ROLES.find((role) => role.name === 'Sales')!.permission_names,
    );
    expect(of(ids.operator, 'Member')).toEqual(['products.view', 'users.view']);
    expect(of(ids.operator, 'Manager')).toEqual(
      SYSTEM_ROLES.find((role) => role.name === 'Manager')!.permission_names,
    );
    expect(rows.filter((row) => row.account_id === ids.unitOwner).map((row) => row.name)).toEqual([
      'manager',
    ]);
    const sales = await db.query<{ description: string }>(
      `select description from roles where account_id = $1 and name = 'Sales'`,
      [ids.operator],
    );
    expect(sales.rows[0]!.description).toBe(
      SYSTEM_ROLES.find((role) => role.name === 'Sales')!.description,
    );
  });
});
