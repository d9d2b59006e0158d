#!/usr/bin/env node
// `npm run bench`: builds (production) when stale, then measures sizes, the widgets' page budgets
// on the dealer example, Lighthouse (the storefront, the storefront against the build of
// bench/lighthouse-reference.mjs's REFERENCE_COMMIT, and the dealer example), API
// throughput, catalog scaling, SDK overhead and a deployment (PostgreSQL, S3, several instances);
// prints one table and writes it to bench/results/latest.json and bench/results/latest.md.
// Everything runs on loopback, bounded.
//
//   node scripts/bench.mjs [--skip-build]
//     [--only=sizes,widget-pages,sdk,catalog,leads,planner,api-keys,dealer-events,dealer-funnel,webhooks,pdf,api,fuzz,lighthouse,lighthouse-reference,dealer-lighthouse,deployment]
import './use-pinned-node.mjs';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { apiThroughput } from '../bench/api.mjs';
import { apiKeyOverhead } from '../bench/api-keys.mjs';
import { catalogScaling } from '../bench/catalog.mjs';
import { dealerLighthouse, dealerWidgetPages } from '../bench/dealer-site.mjs';
import { dealerEvents } from '../bench/dealer-events.mjs';
import { dealerFunnel } from '../bench/dealer-funnel.mjs';
import { deploymentFigures } from '../bench/deployment.mjs';
import { fuzzServer } from '../bench/fuzz.mjs';
import { homeJavaScript } from '../bench/home-js.mjs';
import { leadInbox } from '../bench/leads.mjs';
import { lcpImages } from '../bench/lcp-images.mjs';
import { lighthouseRoutes } from '../bench/lighthouse.mjs';
import {
  lighthouseAgainstReference,
  REFERENCE_COMMIT,
  withReferenceBuild,
} from '../bench/lighthouse-reference.mjs';
import { buildRows, toMarkdown, toText } from '../bench/report.mjs';
import { pdfRendering } from '../bench/pdf.mjs';
import { plannerBenchmark } from '../bench/planner.mjs';
import { sdkOverhead } from '../bench/sdk.mjs';
import { storefrontSizes, widgetSizes } from '../bench/sizes.mjs';
import { webhookDelivery } from '../bench/webhooks.mjs';
import { freePort, root, stop, waitForHttp } from '../bench/util.mjs';
import { buildIfStale } from './build-if-stale.mjs';
import { findChromium } from './chromium.mjs';

const started = Date.now();
const args = process.argv.slice(2);
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wanted = (section) => !only || only.includes(section);
const log = (message) => console.log(message);

if (!args.includes('--skip-build')) {
  const benchEntry = join(root, 'packages', 'server', 'dist', 'bench-entry.js');
  const code = buildIfStale({ force: !existsSync(benchEntry) });
  if (code !== 0) {
    console.error('The build failed; nothing was measured.');
    process.exit(code);
  }
}

/** Runs one section; a failure is recorded in the table instead of ending the run. */
async function section(name, measure) {
  if (!wanted(name)) return undefined;
  const at = Date.now();
  log(`› ${name}`);
  try {
    return await measure();
  } catch (error) {
    log(`  ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    log(`  (${((Date.now() - at) / 1000).toFixed(1)} s)`);
  }
}

/**
 * The built server (dist), as `npm start` runs it, on a free loopback port with a temp data dir;
 * `at`: the checkout whose build it is (another commit's worktree for the reference comparison).
 */
async function withBuiltServer(work, at = root) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'liftline-bench-'));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(at, 'packages', 'server', 'dist', 'server.js')], {
    cwd: at,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      // The address the pages are visited at: links, canonical URLs and pictures on the page's own
      // origin, as in a deployment (the default, localhost, would put pictures on a second origin).
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      // Production mode seeds nothing by default; the benchmark measures the demo catalog.
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
    },
  });
  try {
    // Seeding the demo data takes about 20 s, over a minute on a loaded machine.
    await waitForHttp(`${origin}/api/v1/locate-branch?zip_code=60601`, 240_000, child);
    return await work(origin);
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Chromium for the browser sections: `CHROME_PATH`, else the usual places (scripts/chromium.mjs). */
function chromiumPath() {
  const path = process.env.CHROME_PATH || findChromium();
  if (!path) throw new Error('no Chromium found (set CHROME_PATH)');
  return path;
}

const results = {};
results.widgets = await section('sizes', async () => ({ files: widgetSizes() }));
if (results.widgets && !results.widgets.error) results.storefront = storefrontSizes();
results.homeJs = await section('sizes', async () => {
  const chromePath = chromiumPath();
  // The English home page, and its Spanish twin (each loads its own language's messages only).
  return withBuiltServer(async (origin) => ({
    pages: [
      await homeJavaScript({ origin, chromePath, path: '/' }),
      await homeJavaScript({ origin, chromePath, path: '/es' }),
    ],
  }));
});
results.lcpImages = await section('sizes', async () => {
  const chromePath = chromiumPath();
  return withBuiltServer(async (origin) => ({ pages: await lcpImages({ origin, chromePath }) }));
});
results.widgetPages = await section('widget-pages', async () => {
  const chromePath = chromiumPath();
  return withBuiltServer((liftlineOrigin) => dealerWidgetPages({ liftlineOrigin, chromePath }));
});
results.sdk = await section('sdk', () => sdkOverhead({ iterations: 20_000, rounds: 5 }));
results.catalog = await section('catalog', () =>
  catalogScaling({ sizes: [1_000, 10_000, 100_000], runs: 7, log }),
);
results.leads = await section('leads', () => leadInbox({ count: 10_000, runs: 15, log }));
results.planner = await section('planner', () =>
  plannerBenchmark({ units: 2_000, runs: 21, chromePath: chromiumPath(), log }),
);
results.apiKeys = await section('api-keys', () => apiKeyOverhead({ runs: 400, warmup: 50, log }));
results.dealerEvents = await section('dealer-events', () =>
  dealerEvents({ connections: 10, seconds: 5, warmupSeconds: 1, log }),
);
results.dealerFunnel = await section('dealer-funnel', () => dealerFunnel({ log }));
results.webhooks = await section('webhooks', () =>
  webhookDelivery({ runs: 40, warmup: 5, count: 1000, log }),
);
results.pdf = await section('pdf', () => pdfRendering({ runs: 40, warmup: 5, log }));
results.api = await section('api', () =>
  apiThroughput({ connections: 10, seconds: 5, warmupSeconds: 1, log }),
);
results.deployment = await section('deployment', () =>
  deploymentFigures({ quoteWarmup: 30, quoteRequests: 300, seconds: 10, warmupSeconds: 2, log }),
);
results.fuzz = await section('fuzz', () => withBuiltServer(async (origin) => fuzzServer(origin)));
results.lighthouse = await section('lighthouse', async () => {
  const chromePath = chromiumPath();
  return withBuiltServer(async (origin) => ({
    chromePath,
    routes: await lighthouseRoutes({
      origin,
      routes: ['/', '/equipment', '/equipment/1', '/es', '/es/equipment', '/es/equipment/1'],
      runs: 3,
      chromePath,
      log,
    }),
  }));
});

// The hydration cost against the build before the Spanish pages (issue 42, item 20): that commit
// built in a temporary worktree, both servers up, Lighthouse alternating between them.
results.lighthouseReference = await section('lighthouse-reference', async () => {
  const chromePath = chromiumPath();
  return withReferenceBuild(REFERENCE_COMMIT, log, (referenceRoot) =>
    withBuiltServer(
      (referenceOrigin) =>
        withBuiltServer(async (origin) => ({
          commit: REFERENCE_COMMIT,
          pages: await lighthouseAgainstReference({
            origin,
            referenceOrigin,
            runs: 3,
            chromePath,
            log,
          }),
        })),
      referenceRoot,
    ),
  );
});

results.dealerLighthouse = await section('dealer-lighthouse', async () => {
  const chromePath = chromiumPath();
  return withBuiltServer(async (liftlineOrigin) => ({
    chromePath,
    routes: await dealerLighthouse({ liftlineOrigin, chromePath, runs: 3, log }),
  }));
});

const meta = {
  date: new Date().toISOString().slice(0, 10),
  machine: `${cpus().length} × ${cpus()[0]?.model?.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB`,
  node: process.versions.node,
  durationSeconds: (Date.now() - started) / 1000,
};
const rows = buildRows(results);
const markdown = toMarkdown(rows, meta);
const outDir = join(root, 'bench', 'results');
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'latest.json'), `${JSON.stringify({ meta, rows, results }, null, 2)}\n`);
writeFileSync(join(outDir, 'latest.md'), markdown);

console.log('');
console.log(toText(rows));
console.log('');
console.log(
  `${meta.date}, ${meta.machine}, Node ${meta.node}: ${meta.durationSeconds.toFixed(0)} s. Written to bench/results/latest.{json,md}.`,
);
const missed = rows.filter((row) => row.ok === false).length;
if (missed) console.log(`${missed} goal(s) missed (✘).`);
