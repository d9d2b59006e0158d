import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../testing/test-database';
import { serverIsBuilt, startBuiltServer, type BuiltServer } from '../testing/built-server';

/**
 * SIGTERM while 50 catalog requests are in flight, on the BUILT server: every request is answered
 * 200 and the process exits 0. The requests go over keep-alive connections that were used before
 * and on fresh connections. Before the drain work 121 of 150 were lost in 3 rounds (Fastify's 503 to
 * requests arriving while closing, and resets of connections not accepted yet).
 * Three rounds on one data directory, to catch a race rather than a lucky run.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'liftline-drain-'));
const assetsDir = mkdtempSync(join(tmpdir(), 'liftline-drain-assets-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(assetsDir, { recursive: true, force: true });
});

interface Answer {
  status: number | string;
  connection: string | undefined;
}

function get(agent: Agent | false, base: string, path: string): Promise<Answer> {
  return new Promise((done) => {
    const req = request(`${base}${path}`, { agent }, (res) => {
      res.resume();
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, connection: res.headers.connection }),
      );
      res.on('error', (error) => done({ status: error.message, connection: undefined }));
    });
    req.on('error', (error: Error & { code?: string }) =>
      done({ status: error.code ?? error.message, connection: undefined }),
    );
    req.end();
  });
}

async function round(first: boolean): Promise<{ answers: Answer[]; exitCode: number | null }> {
  const server: BuiltServer = await startBuiltServer({
    DATA_DIR: dataDir,
    ASSETS_DIR: assetsDir,
    SEED_DEMO_DATA: first ? 'true' : 'false',
    DATABASE_URL: undefined,
    SMTP_URL: undefined,
    SHUTDOWN_GRACE_SECONDS: '20',
  });
  const agent = new Agent({ keepAlive: true, maxSockets: 25 });
  // 25 warm keep-alive connections, idle at the server.
  await Promise.all(Array.from({ length: 25 }, () => get(agent, server.base, '/healthz')));
  // Half on those warm keep-alive connections, half on fresh ones: 50 concurrent requests.
  const pending = Array.from({ length: 50 }, (_, index) =>
    get(
      index % 2 === 0 ? agent : false,
      server.base,
      `/api/v1/equipment?page=${(index % 5) + 1}&per_page=${10 + index}`,
    ),
  );
  // Mid-way: as soon as the first answer is back, most are still queued at the server.
  await Promise.race(pending);
  server.child.kill('SIGTERM');
  const answers = await Promise.all(pending);
  agent.destroy();
  return { answers, exitCode: await server.exited };
}

describe.skipIf(!serverIsBuilt || Boolean(testDatabaseUrl))(
  'SIGTERM drain (built server; PGlite)',
  () => {
    it('answers all 50 in-flight catalog requests with 200 and exits 0, three times', async () => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const { answers, exitCode } = await round(attempt === 0);
        const lost = answers.filter((answer) => answer.status !== 200);
        expect(lost, `round ${attempt + 1}`).toEqual([]);
        expect(exitCode).toBe(0);
      }
    }, 180_000);
  },
);
