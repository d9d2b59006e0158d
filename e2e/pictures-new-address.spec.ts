import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

// A business moves its server: `npm start` seeds the demo data on one port, stops, and starts again
// on another port on the same data (database and uploads). Every picture of the catalog page must
// load from the new address (URLs are stored as paths and built when answering), and link previews
// must name the new address.

/** A loopback port nothing listens on. */
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

const root = mkdtempSync(join(tmpdir(), 'liftline-moved-'));
const data = { DATA_DIR: join(root, 'data'), ASSETS_DIR: join(root, 'uploads') };

/** The built server on `port` (its default PUBLIC_URL: http://localhost:<port>), once ready. */
async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['packages/server/dist/server.js'], {
    env: {
      ...process.env,
      ...data,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      PUBLIC_URL: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server on port ${port} did not start: ${errors}`);
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

let moved: ChildProcess | undefined;
let movedPort = 0;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const firstPort = await freePort();
  // Seeds the demo units with their pictures, then stops (as `npm start` + Ctrl-C).
  await stopServer(await startServer(firstPort));
  do movedPort = await freePort();
  while (movedPort === firstPort);
  moved = await startServer(movedPort);
});
test.afterAll(async () => {
  if (moved) await stopServer(moved);
  rmSync(root, { recursive: true, force: true });
});

test('after a restart on another port, every picture of the catalog page loads', async ({
  page,
}) => {
  const origin = `http://127.0.0.1:${movedPort}`;
  await page.goto(`${origin}/equipment`);
  const images = page.locator('main img');
  await expect(images.first()).toBeVisible();
  const count = await images.count();
  expect(count).toBeGreaterThanOrEqual(12);
  for (let index = 0; index < count; index += 1) {
    const image = images.nth(index);
    await image.evaluate((img) => img.scrollIntoView({ block: 'center' }));
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        message: `picture ${index} of the catalog page`,
      })
      .toBeGreaterThan(0);
    const source = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(new URL(source).origin, source).toBe(origin);
  }

  // Link previews name the address the server now has (its default PUBLIC_URL).
  await page.goto(`${origin}/equipment/1`);
  const preview = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(preview).toMatch(new RegExp(`^http://localhost:${movedPort}/media/1/`));
});
