import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error -- plain ESM helper shared with scripts/test.mjs
import { findChromium } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://127.0.0.1:${port}`;
// The example dealer page (examples/dealer-site) on another origin than the API and the widgets.
const dealerPort = Number(process.env.E2E_DEALER_PORT ?? port + 1);
// Every run starts the real server on a fresh embedded database (PGlite data directory).
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'liftline-e2e-'));
const executablePath: string | undefined = process.env.CHROMIUM_PATH ?? findChromium() ?? undefined;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A bound against hangs, not a budget: the longest keyboard journeys take about 15 s on a quiet
  // machine, and ran past 30 s (every step slower, none stuck) at load 11 on 2 cores.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node packages/server/dist/server.js',
      url: `${baseURL}/api/v1/locate-branch?zip_code=60601`,
      reuseExistingServer: false,
      // A first start migrates and seeds 250 pictures: about 20 s on a quiet machine, over 60 s at load 15.
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Every spec submits quotes and messages from 127.0.0.1; the per-IP limit has its own tests.
        FORM_SUBMISSIONS_PER_HOUR: '1000',
        // Specs register, reset and re-verify many accounts from 127.0.0.1 (limits: their own tests).
        AUTH_LIMIT_PER_IP_PER_HOUR: '1000',
        AUTH_LIMIT_PER_ADDRESS_PER_HOUR: '1000',
      },
    },
    {
      command: 'node scripts/serve-dealer-site.mjs',
      url: `http://127.0.0.1:${dealerPort}/`,
      reuseExistingServer: false,
      timeout: 10_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { DEALER_PORT: String(dealerPort), DEALER_HOST: '127.0.0.1', LIFTLINE_ORIGIN: baseURL },
    },
  ],
});
