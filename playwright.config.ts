import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { apiPort, apiPortOf, dealerPortOf, lanes } from './e2e/lanes';
// @ts-expect-error -- plain ESM helper shared with scripts/test.mjs
import { findChromium } from './scripts/chromium.mjs';

// This worker's lane's server (e2e/lanes.ts).
const baseURL = `http://127.0.0.1:${apiPort}`;
const executablePath: string | undefined = process.env.CHROMIUM_PATH ?? findChromium() ?? undefined;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // A spec file runs whole in one worker; each worker is a lane with its own server (e2e/lanes.ts).
  fullyParallel: false,
  workers: lanes,
  // A failing test runs once more, and only that second run records a trace (below): recording
  // one for every test cost about 10 % of the suite's CPU time. A test that passes on the second
  // run still fails the suite (`failOnFlakyTests`; scripts/test.mjs counts it as failed), so the
  // retry hides nothing: it is there to record the trace.
  retries: 1,
  failOnFlakyTests: true,
  // A bound against hangs, not a budget: the longest keyboard journeys take about 15 s on a quiet
  // machine, and ran past 30 s (every step slower, none stuck) at load 11 on 2 cores.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL,
    // The failed test's second run is traced whole: actions, DOM snapshots, network, console, the
    // screencast and the sources. The first run keeps its error and a screenshot.
    trace: 'on-first-retry',
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
  webServer: process.env.TEST_WORKER_INDEX === undefined ? laneServers() : [],
});

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

/**
 * The servers of every lane, started by the runner process (not the workers): the real server on
 * a fresh embedded database (a PGlite data directory of its own), and the example dealer page
 * (examples/dealer-site) on another origin than the API and the widgets.
 */
function laneServers(): WebServer[] {
  return Array.from({ length: lanes }, (_, lane): WebServer[] => {
    const port = apiPortOf(lane);
    const dealerPort = dealerPortOf(lane);
    const origin = `http://127.0.0.1:${port}`;
    const dataDir = process.env.E2E_DATA_DIR
      ? join(process.env.E2E_DATA_DIR, `lane-${lane}`)
      : mkdtempSync(join(tmpdir(), `liftline-e2e-${lane}-`));
    return [
      {
        command: 'node packages/server/dist/server.js',
        url: `${origin}/api/v1/locate-branch?zip_code=60601`,
        reuseExistingServer: false,
        // A first start migrates and seeds 250 pictures: about 20 s on a quiet machine, over 60 s
        // at load 15 (and the lanes' servers start together).
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
        env: { DEALER_PORT: String(dealerPort), DEALER_HOST: '127.0.0.1', LIFTLINE_ORIGIN: origin },
      },
    ];
  }).flat();
}
