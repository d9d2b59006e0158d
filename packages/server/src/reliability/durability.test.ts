import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openPgliteDatabase } from '../db/pglite-database';
import { testDatabaseUrl } from '../testing/test-database';

/**
 * Durability: the BUILT server (`dist/server.js`; `npm test` builds before the unit tests)
 * on a PGlite data directory acknowledges 100 quote requests, is killed with SIGKILL, restarts on
 * the same directory (taking over the stale lock) and all 100 acknowledged requests are there. A
 * second server on a directory in use refuses to start, and the first keeps working.
 * (The lock itself is unit-tested in src/db/database.test.ts.)
 */

const serverScript = resolve(fileURLToPath(import.meta.url), '../../../dist/server.js');
const built = existsSync(serverScript);
// PGlite-specific (data directory, lock): not repeated in the PostgreSQL run of `npm test`.
const skip = !built || Boolean(testDatabaseUrl);
const dataDir = mkdtempSync(join(tmpdir(), 'liftline-durability-'));
const assetsDir = mkdtempSync(join(tmpdir(), 'liftline-durability-assets-'));
const children = new Set<ChildProcess>();

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(assetsDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

interface Running {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts `dist/server.js` on DATA_DIR; resolves once it answers, or rejects when it exits first. */
async function startServer(): Promise<Running> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    DEV_OUTBOX: 'false',
    NODE_ENV: 'test',
    ASSETS_DIR: assetsDir,
    // 100 quote requests from one address: above the production per-IP limit.
    FORM_SUBMISSIONS_PER_HOUR: '1000',
  };
  delete env.DATABASE_URL; // PGlite in DATA_DIR, whatever the test environment uses
  delete env.SMTP_URL;
  const child = spawn(process.execPath, [serverScript], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const base = `http://127.0.0.1:${port}`;
  // A safety net, not a speed limit: a first start migrates and seeds 250 pictures and the demo
  // quote, about 20 s on a quiet machine and over 30 s at load 10 on 2 cores (the test failed so).
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${base}/api/v1/equipment/filters`);
      if (response.ok) return { child, base, output: () => output, exited };
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  const code = await Promise.race([exited, new Promise((wait) => setTimeout(wait, 2000))]);
  const error = new Error(`server did not start (exit ${String(code)}): ${output}`);
  Object.assign(error, { exitCode: code, output });
  throw error;
}

async function stop(running: Running, signal: NodeJS.Signals): Promise<void> {
  running.child.kill(signal);
  await running.exited; // reaped: its pid no longer holds the lock
}

describe.skipIf(skip)('durability of acknowledged quote requests (built server)', () => {
  it('keeps all 100 acknowledged requests across a SIGKILL and refuses a second server', async () => {
    const first = await startServer();
    const list = await fetch(`${first.base}/api/v1/equipment?listing=rent&per_page=1`);
    const equipmentId = ((await list.json()) as { items: { id: number }[] }).items[0]!.id;
    const start = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

    const references: string[] = [];
    for (let batch = 0; batch < 100; batch += 20) {
      const receipts = await Promise.all(
        Array.from({ length: 20 }, async (_, index) => {
          const response = await fetch(`${first.base}/api/v1/equipment/request-quote`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              equipment_id: equipmentId,
              listing: 'rent',
              start_date: start,
              end_date: end,
              quantity: 1,
              jobsite_zip: '60601',
              name: `Durable Customer ${batch + index}`,
              email: `durable${batch + index}@customer.example`,
              phone: '(312) 555-0100',
            }),
          });
          expect(response.status, await response.clone().text()).toBe(201);
          return ((await response.json()) as { reference: string }).reference;
        }),
      );
      references.push(...receipts);
    }
    expect(new Set(references).size).toBe(100);

    // A second server on the directory in use refuses to start; the first keeps answering.
    const refused = await startServer().then(
      () => null,
      (error: { exitCode?: number | null; output?: string }) => error,
    );
    expect(refused, 'the second server started on a locked data directory').not.toBeNull();
    expect(refused!.exitCode).not.toBe(0);
    expect(refused!.output).toMatch(/in use/);
    expect((await fetch(`${first.base}/api/v1/equipment/filters`)).status).toBe(200);

    await stop(first, 'SIGKILL');
    const second = await startServer(); // takes over the stale lock of the killed process
    expect((await fetch(`${second.base}/api/v1/equipment/filters`)).status).toBe(200);
    await stop(second, 'SIGTERM');

    const db = await openPgliteDatabase(dataDir);
    try {
      const { rows } = await db.query<{ reference: string }>(
        'select reference from quote_requests where reference = any($1::text[])',
        [references],
      );
      const stored = new Set(rows.map((row) => row.reference));
      const lost = references.filter((reference) => !stored.has(reference));
      console.log(
        `[durability] acknowledged: ${references.length} · after SIGKILL + restart: ${stored.size} · lost writes: ${lost.length}`,
      );
      expect(lost).toEqual([]);
    } finally {
      await db.close();
    }
  }, 400_000);
});

if (skip) {
  describe('durability of acknowledged quote requests (built server)', () => {
    it.skip(
      testDatabaseUrl
        ? 'PGlite data directories only: skipped in the PostgreSQL run'
        : `needs ${serverScript}: run the server build first (npm test does)`,
      () => {},
    );
  });
}
