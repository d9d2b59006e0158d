import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startBuiltServer } from '../packages/server/src/testing/built-server';

// A business moves its server: `npm start` seeds the demo data on one port, stops, and starts again
// on another port on the same data (database and uploads). Every picture of the catalog page must
// load from the new address (URLs are stored as paths and built when answering), and link previews
// must name the new address.

const root = mkdtempSync(join(tmpdir(), 'liftline-moved-'));
const data = { DATA_DIR: join(root, 'data'), ASSETS_DIR: join(root, 'uploads') };

/** The built server on a free port (its default PUBLIC_URL: http://localhost:<port>), seeding. */
const startServer = () =>
  startBuiltServer(
    { ...data, PUBLIC_URL: undefined, SEED_DEMO_DATA: 'true' },
    { timeoutMs: 120_000 },
  );

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
  // Seeds the demo units with their pictures, then stops (as `npm start` + Ctrl-C).
  const first = await startServer();
  await stopServer(first.child);
  const next = await startServer();
  // Free ports are picked at random: the same one twice would prove nothing.
  expect(next.port).not.toBe(first.port);
  moved = next.child;
  movedPort = next.port;
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
