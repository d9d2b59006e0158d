import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { health, runReadinessChecks } from './health';

describe('/healthz and /readyz on the app', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp({ seed: false });
  });
  afterAll(() => testApp.close());

  it('/healthz answers 200, not cached', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('/readyz answers 200 when the database answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is outside the rate limits: 200 answers in a row stay 200', async () => {
    const codes = new Set<number>();
    for (let i = 0; i < 200; i += 1)
      codes.add((await testApp.app.inject({ method: 'GET', url: '/healthz' })).statusCode);
    expect([...codes]).toEqual([200]);
  });
});

describe('readiness checks', () => {
  it('names the failing parts, never their errors', async () => {
    const app = Fastify();
    await app.register(health, {
      checks: {
        database: () => Promise.reject(new Error('password authentication failed for "admin"')),
        storage: () => Promise.resolve(),
      },
      cacheMs: 0,
    });
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', failing: ['database'] });
    expect(response.body).not.toMatch(/password|admin/);
    expect(response.headers['cache-control']).toBe('no-store');
    await app.close();
  });

  it('a check that hangs fails after the timeout', async () => {
    const started = Date.now();
    const result = await runReadinessChecks(
      { storage: () => new Promise(() => {}), database: async () => 1 },
      50,
    );
    expect(result).toEqual({ ready: false, failing: ['storage'] });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('a check that throws synchronously fails instead of crashing', async () => {
    const result = await runReadinessChecks(
      {
        database: () => {
          throw new Error('boom');
        },
      },
      50,
    );
    expect(result).toEqual({ ready: false, failing: ['database'] });
  });

  it('reuses a result for cacheMs: a burst of /readyz runs the checks once', async () => {
    let runs = 0;
    const app = Fastify();
    await app.register(health, { checks: { database: async () => (runs += 1) }, cacheMs: 60_000 });
    await Promise.all(
      Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/readyz' })),
    );
    expect(runs).toBe(1);
    await app.close();
  });

  it('answers 503 "draining" once the server starts closing', async () => {
    const app = Fastify({ return503OnClosing: false });
    let finishClose!: () => void;
    await app.register(health, { checks: { database: async () => 1 } });
    app.addHook('preClose', () => new Promise<void>((resolve) => (finishClose = resolve)));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/readyz`;
    expect((await fetch(url)).status).toBe(200);
    const closed = app.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The keep-alive connection fetch opened above still carries requests while the hooks run.
    const draining = await fetch(url);
    expect(draining.status).toBe(503);
    expect(draining.headers.get('connection')).toBe('close');
    expect(await draining.json()).toEqual({ status: 'unavailable', failing: ['draining'] });
    finishClose();
    await closed;
  });
});
