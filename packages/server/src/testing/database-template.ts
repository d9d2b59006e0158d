import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { MIGRATION_FILE, migrate } from '../db/migrate';
import { pgliteDatabase, type PgliteStart } from '../db/pglite-database';
import { openPostgresDatabase } from '../db/postgres-database';
import { seedDemoData } from '../db/seed-demo-data';

/**
 * A migrated database made once and copied for each test app, instead of migrating every test
 * app's database from nothing (docs/development.md, "Test databases"). Each test app still has its
 * own database: PGlite starts from a copy of the template's data directory (a tarball), PostgreSQL
 * clones the template database (`create database … template …`). The template's name holds a
 * hash of the migrations, of the code that applies them and of PGlite's version, so a changed
 * migration makes a new template and never reuses an old one; `migrate` still runs on each copy
 * (and finds nothing to do).
 */

const require = createRequire(import.meta.url);
const pgliteDist = dirname(require.resolve('@electric-sql/pglite'));

/**
 * What a migrated database depends on: the migration files, migrate.ts, PGlite's version, and this
 * file (how the template is made).
 */
export function templateKey(migrationsDir: string): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(pgliteDist, '..', 'package.json')));
  hash.update(readFileSync(new URL('../db/migrate.ts', import.meta.url)));
  hash.update(readFileSync(new URL(import.meta.url)));
  for (const file of readdirSync(migrationsDir)
    .filter((name) => MIGRATION_FILE.test(name))
    .sort()) {
    hash.update(`\0${file}\0`);
    hash.update(readFileSync(join(migrationsDir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

type WasmModule = NonNullable<PgliteStart['pgliteWasmModule']>;
// Node's global WebAssembly (this package's TypeScript libraries do not declare its functions).
const { compile } = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } }
).WebAssembly;

let wasmModule: Promise<WasmModule> | undefined;
const pgliteTemplates = new Map<string, Promise<Buffer>>();

/**
 * How to start a PGlite that is already migrated with `migrationsDir`: the template's data
 * directory, made on first use (and kept in the temporary directory across runs, by key), and the
 * WebAssembly module, compiled once per test process.
 */
export async function pgliteTemplate(migrationsDir: string): Promise<Required<PgliteStart>> {
  wasmModule ??= compile(readFileSync(join(pgliteDist, 'pglite.wasm')));
  const key = templateKey(migrationsDir);
  let tarball = pgliteTemplates.get(key);
  if (!tarball) {
    tarball = loadOrMakePgliteTemplate(key, migrationsDir, await wasmModule);
    pgliteTemplates.set(key, tarball);
  }
  return {
    loadDataDir: new Blob([new Uint8Array(await tarball)]),
    pgliteWasmModule: await wasmModule,
  };
}

async function loadOrMakePgliteTemplate(
  key: string,
  migrationsDir: string,
  pgliteWasmModule: WasmModule,
): Promise<Buffer> {
  const dir = join(tmpdir(), 'liftline-pglite-templates');
  const file = join(dir, `${key}.tar`);
  try {
    return readFileSync(file);
  } catch {
    // not made yet: make it below
  }
  const pglite = await PGlite.create('memory://', { pgliteWasmModule, extensions: { pg_trgm } });
  try {
    await migrate(pgliteDatabase(pglite), migrationsDir);
    const tarball = Buffer.from(await dumpCheckpointed(pglite));
    // Written aside, then renamed: test processes making it at the same time never read half a file.
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, tarball);
    renameSync(partial, file);
    return tarball;
  } finally {
    await pglite.close();
  }
}

/**
 * The data directory of a started PGlite, after a checkpoint: a copy then starts without replaying
 * the write-ahead log since the last one (about 40 ms of each start for the migrated template).
 */
async function dumpCheckpointed(pglite: PGlite): Promise<ArrayBuffer> {
  await pglite.query('checkpoint');
  return (await pglite.dumpDataDir('none')).arrayBuffer();
}

const seededPgliteTemplates = new Map<string, Promise<Blob>>();

/**
 * How to start a PGlite that is migrated and holds the demo data (`seedDemoData` without
 * pictures), as a test app seeded itself would: the migrated template, seeded once per test process
 * and day (the demo data's holiday closures start from the day it is seeded; its leads' times are
 * hours apart, so a copy made minutes earlier shows the same inbox). Kept in memory only: a copy
 * on disk would outlive a change to the seed's code.
 */
export async function seededPgliteTemplate(migrationsDir: string): Promise<Required<PgliteStart>> {
  const migrated = await pgliteTemplate(migrationsDir);
  const key = `${templateKey(migrationsDir)}:${new Date().toISOString().slice(0, 10)}`;
  let dataDir = seededPgliteTemplates.get(key);
  if (!dataDir) {
    dataDir = seedCopy(migrated, migrationsDir);
    seededPgliteTemplates.set(key, dataDir);
    // A failed seed is not remembered: the next test app tries again (and fails with its error).
    dataDir.catch(() => seededPgliteTemplates.delete(key));
  }
  return { loadDataDir: await dataDir, pgliteWasmModule: migrated.pgliteWasmModule };
}

async function seedCopy(migrated: Required<PgliteStart>, migrationsDir: string): Promise<Blob> {
  const pglite = await PGlite.create('memory://', { ...migrated, extensions: { pg_trgm } });
  try {
    const db = pgliteDatabase(pglite);
    await migrate(db, migrationsDir);
    await seedDemoData(db);
    return new Blob([await dumpCheckpointed(pglite)]);
  } finally {
    await pglite.close();
  }
}

const postgresTemplates = new Map<string, Promise<string>>();
/** Serializes the test processes making the PostgreSQL template (session-level advisory lock). */
const TEMPLATE_LOCK = 727010002;

/**
 * The name of a database on the server of `adminUrl` migrated with `migrationsDir`, to clone with
 * `create database … template …`. Made once per server: the first test process makes it under
 * another name and renames it when migrated; the others wait on the lock and find it.
 */
export function postgresTemplate(adminUrl: string, migrationsDir: string): Promise<string> {
  const key = templateKey(migrationsDir);
  let name = postgresTemplates.get(`${adminUrl}\0${key}`);
  if (!name) {
    name = makePostgresTemplate(adminUrl, `liftline_template_${key}`, migrationsDir);
    postgresTemplates.set(`${adminUrl}\0${key}`, name);
  }
  return name;
}

async function makePostgresTemplate(
  adminUrl: string,
  name: string,
  migrationsDir: string,
): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount) return name;
    const making = `${name}_${process.pid}_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${making}`);
    const url = new URL(adminUrl);
    url.pathname = `/${making}`;
    const db = await openPostgresDatabase(url.toString());
    try {
      await migrate(db, migrationsDir);
    } finally {
      await db.close();
    }
    // A clone needs the template without sessions; the pool's may take a moment to end.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`alter database ${making} rename to ${name}`);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    // Nobody connects to the template (a session on it would make a clone fail).
    await admin.query(`alter database ${name} with allow_connections false`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => {});
    await admin.end();
  }
}
