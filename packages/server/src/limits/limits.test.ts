import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createLimits } from './limits';

/** A database that is never queried: choosing a store runs no SQL. */
const fakeDb = (kind: 'pglite' | 'postgres') => ({
  kind,
  query: () => Promise.reject(new Error('not queried')),
});

describe('createLimits: where the limits are counted', () => {
  it('follows the database by default: the shared table on PostgreSQL, memory on PGlite', () => {
    expect(createLimits(fakeDb('postgres')).httpStore).toBeDefined();
    expect(createLimits(fakeDb('pglite')).httpStore).toBeUndefined();
  });

  it('RATE_LIMIT_STORE=memory counts in memory on PostgreSQL too', () => {
    const limits = createLimits(fakeDb('postgres'), 'memory');
    expect(limits.httpStore).toBeUndefined();
    // The in-memory limiter answers at once (no database round trip).
    expect(limits.limiter('quotes', { limit: 1, windowMs: 60_000 }).consume('ip')).toBe(0);
  });

  it('RATE_LIMIT_STORE=postgres is refused without PostgreSQL', () => {
    expect(() => createLimits(fakeDb('pglite'), 'postgres')).toThrow(/PostgreSQL/);
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'postgres' })).toThrow(/DATABASE_URL/);
  });

  it('RATE_LIMIT_STORE is read from the environment; unset follows the database', () => {
    expect(loadConfig({}).rateLimitStore).toBeUndefined();
    expect(loadConfig({ RATE_LIMIT_STORE: 'memory' }).rateLimitStore).toBe('memory');
    expect(
      loadConfig({ RATE_LIMIT_STORE: 'postgres', DATABASE_URL: 'postgres://db/x' }).rateLimitStore,
    ).toBe('postgres');
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'redis' })).toThrow(/RATE_LIMIT_STORE/);
  });
});
