// Lighthouse (mobile preset, the CLI of the `lighthouse` devDependency) against the built server.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, root, run } from './util.mjs';

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const lighthouseCli = join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * One Lighthouse run; resolves to the scores (0–100) and metrics, or throws. `withoutScripts` blocks
 * every `.js` request and measures performance alone: the page's own ceiling (its HTML, styles,
 * fonts and pictures), which no change to the app's JavaScript can raise.
 */
export async function lighthouseOnce(url, chromePath, { withoutScripts = false } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'liftline-lh-'));
  const output = join(dir, 'report.json');
  try {
    const result = await run(
      process.execPath,
      [
        lighthouseCli,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        `--only-categories=${withoutScripts ? 'performance' : CATEGORIES.join(',')}`,
        ...(withoutScripts ? ['--blocked-url-patterns=*.js'] : []),
        `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
        '--max-wait-for-load=45000',
      ],
      { timeoutMs: 120_000, env: { CHROME_PATH: chromePath } },
    );
    if (result.code !== 0) {
      const lines = result.stderr.trim().split('\n');
      const reason = lines.find((line) => /error/i.test(line)) ?? lines.at(-1);
      throw new Error(`lighthouse exited ${result.code}: ${reason}`);
    }
    const report = JSON.parse(readFileSync(output, 'utf8'));
    const score = (id) =>
      report.categories[id]?.score == null ? null : Math.round(report.categories[id].score * 100);
    const numeric = (id) => report.audits[id]?.numericValue ?? null;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      fcp: numeric('first-contentful-paint'),
      runtimeError: report.runtimeError?.message ?? null,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What the page shows once rendered (to label a route the storefront does not have yet). */
async function pageText(url, chromePath) {
  const result = await run(
    chromePath,
    [...CHROME_FLAGS, '--virtual-time-budget=8000', '--dump-dom', url],
    { timeoutMs: 45_000 },
  );
  return result.stdout.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '');
}

export async function lighthouseRoutes({
  origin,
  routes,
  runs = 3,
  maxRetries = 3,
  chromePath,
  log,
}) {
  const results = [];
  for (const route of routes) {
    const url = `${origin}${route}`;
    let notFound = false;
    try {
      const text = await pageText(url, chromePath);
      notFound = /page not found|not found|404/i.test(text.replace(/<[^>]+>/g, ' '));
    } catch {
      // the label is a courtesy; the measurement still runs
    }
    const errors = [];
    // Lighthouse on headless Chromium now and then loses the trace (NO_NAVSTART): such a run is
    // retried, up to `runs + maxRetries` attempts in all.
    const measure = async (what, options) => {
      const samples = [];
      for (let attempt = 1; samples.length < runs && attempt <= runs + maxRetries; attempt++) {
        const started = Date.now();
        try {
          samples.push(await lighthouseOnce(url, chromePath, options));
          log(
            `  lighthouse ${route}${what} run ${samples.length}/${runs} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
          );
        } catch (error) {
          errors.push(error.message);
          log(`  lighthouse ${route}${what} attempt ${attempt} failed: ${error.message}`);
        }
      }
      return samples;
    };
    const samples = await measure('', {});
    const ceilingSamples = await measure(' without JavaScript', { withoutScripts: true });
    const pick = (key) => median(samples.map((sample) => sample[key]));
    results.push({
      route,
      notFound,
      runs: samples.length,
      errors,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      fcp: pick('fcp'),
      samples,
      // The same page with its JavaScript blocked (see lighthouseOnce).
      withoutScripts: ceilingSamples.length
        ? {
            runs: ceilingSamples.length,
            performance: median(ceilingSamples.map((sample) => sample.performance)),
            tbt: median(ceilingSamples.map((sample) => sample.tbt)),
            lcp: median(ceilingSamples.map((sample) => sample.lcp)),
          }
        : null,
    });
  }
  return results;
}
