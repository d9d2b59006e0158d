import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { testDatabaseUrl } from '../testing/test-database';

/**
 * A PostgreSQL outage: the test starts its own throwaway server (scripts/postgres.mjs), stops it
 * under a running app and starts it again. Skipped when the PostgreSQL binaries are missing, and in
 * `npm test`'s PostgreSQL run (it already ran in the unit step).
 */
const root = resolve(fileURLToPath(import.meta.url), '../../../../..');
function postgresBinaries(): boolean {
  if (process.env.PG_BIN_DIR) return existsSync(join(process.env.PG_BIN_DIR, 'initdb'));
  const base = '/usr/lib/postgresql';
  return (
    existsSync(base) && readdirSync(base).some((v) => existsSync(join(base, v, 'bin', 'initdb')))
  );
}
const skipReason = testDatabaseUrl
  ? 'runs once, in the unit step'
  : !postgresBinaries()
    ? 'PostgreSQL binaries not installed (apt-get install postgresql, or set PG_BIN_DIR)'
    : '';
if (skipReason) console.log(`database-outage.test.ts skipped: ${skipReason}`);

interface TempPostgres {
  url: string;
  halt(): void;
  resume(): void;
  stop(): void;
}

describe.skipIf(Boolean(skipReason))('while PostgreSQL is down', () => {
  let server: TempPostgres;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    const helpers = (await import(pathToFileURL(join(root, 'scripts/postgres.mjs')).href)) as {
      ensurePostgres(): string | null;
      startTempPostgres(binDir: string): Promise<TempPostgres>;
    };
    server = await helpers.startTempPostgres(helpers.ensurePostgres()!);
    t = await createTestApp({ seed: false, config: { databaseUrl: server.url } });
  }, 60_000);
  afterAll(async () => {
    await t?.close().catch(() => undefined);
    server?.stop();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const login = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: 'someone@example.com', password: 'whatever-password' },
    });

  it('answers 503 service_unavailable with Retry-After, /readyz 503; serves again once it is back', async () => {
    expect((await get('/api/v1/equipment')).statusCode).toBe(200);
    expect((await get('/readyz')).statusCode).toBe(200);

    server.halt();
    for (const response of [await get('/api/v1/equipment'), await login()]) {
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toEqual({
        message: 'The service is briefly unavailable. Please try again in a few seconds.',
        slug: 'service_unavailable',
      });
      expect(response.headers['retry-after']).toBe('5');
    }
    await new Promise((wait) => setTimeout(wait, 1100)); // past /readyz's 1 s result reuse
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', failing: ['database'] });

    server.resume();
    await new Promise((wait) => setTimeout(wait, 1100));
    expect((await get('/readyz')).statusCode).toBe(200);
    expect((await get('/api/v1/equipment')).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(401);
  }, 60_000);
});
