import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { purgeHourly } from './hourly-purge';

afterEach(() => vi.useRealTimers());

describe('purgeHourly', () => {
  it('purges when the app is ready, every hour after, and never once it is closed', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const app = Fastify({ logger: false });
    let runs = 0;
    purgeHourly(app, async () => (runs += 1), 'purge failed');
    await app.ready();
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(2 * 60 * 60 * 1000);
    expect(runs).toBe(3);
    await app.close();
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(runs).toBe(3);
  });

  it('logs a failed purge instead of failing the start', async () => {
    const app = Fastify({ logger: false });
    const warn = vi.spyOn(app.log, 'warn');
    purgeHourly(app, () => Promise.reject(new Error('database down')), 'purge failed');
    await app.ready();
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'purge failed',
    );
    await app.close();
  });
});
