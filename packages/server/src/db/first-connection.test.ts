import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { errorCode, retryFirstConnection } from './first-connection';
import { openPostgresDatabase } from './postgres-database';

/** A clock that only moves when the code under test sleeps: no real waiting, no timing. */
function fakeClock() {
  let time = 0;
  const pauses: number[] = [];
  return {
    pauses,
    now: () => time,
    sleep: async (ms: number) => {
      pauses.push(ms);
      time += ms;
    },
  };
}

const failure = (code: string) => Object.assign(new Error(`connect ${code}`), { code });

describe('retryFirstConnection', () => {
  it('waits for a database that is not up yet, with growing pauses', async () => {
    const clock = fakeClock();
    const attempts = [failure('ECONNREFUSED'), failure('57P03'), failure('ENOTFOUND')];
    const result = await retryFirstConnection(
      async () => {
        const next = attempts.shift();
        if (next) throw next;
        return 'connected';
      },
      { timeoutMs: 60_000, ...clock },
    );
    expect(result).toBe('connected');
    expect(clock.pauses).toEqual([500, 1000, 2000]);
  });

  it('gives up after the time limit with the last error', async () => {
    const clock = fakeClock();
    let calls = 0;
    const connect = async () => {
      calls += 1;
      throw failure('ECONNREFUSED');
    };
    await expect(retryFirstConnection(connect, { timeoutMs: 20_000, ...clock })).rejects.toThrow(
      'connect ECONNREFUSED',
    );
    expect(clock.pauses).toEqual([500, 1000, 2000, 4000, 5000, 5000]);
    expect(calls).toBe(7);
  });

  it('fails at once on errors that waiting does not fix (wrong password, missing database)', async () => {
    for (const code of ['28P01', '3D000']) {
      const clock = fakeClock();
      await expect(
        retryFirstConnection(() => Promise.reject(failure(code)), { timeoutMs: 60_000, ...clock }),
      ).rejects.toMatchObject({ code });
      expect(clock.pauses).toEqual([]);
    }
  });

  it("reads the code of Node's multi-address connect errors", () => {
    const aggregate = Object.assign(new AggregateError([failure('ECONNREFUSED')]), {});
    expect(errorCode(aggregate)).toBe('ECONNREFUSED');
    expect(errorCode(new Error('no code'))).toBeUndefined();
  });
});

/** A loopback port nothing listens on: connecting is refused at once. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('openPostgresDatabase', () => {
  it('retries its first connection while PostgreSQL refuses it', async () => {
    const port = await closedPort();
    const clock = fakeClock();
    const reasons: string[] = [];
    await expect(
      openPostgresDatabase(`postgres://liftline@127.0.0.1:${port}/liftline`, {
        timeoutMs: 2000,
        ...clock,
        onRetry: (reason) => reasons.push(reason),
      }),
    ).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(reasons).toEqual(['ECONNREFUSED', 'ECONNREFUSED']);
  });
});
