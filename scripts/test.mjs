#!/usr/bin/env node
// `npm test`: installs everything, then runs every check. All steps run; the exit code is non-zero
// when any failed. The last line counts the test cases: "tests: N passed, N failed".
import './use-pinned-node.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { buildIfStale } from './build-if-stale.mjs';
import { ensureChromium } from './chromium.mjs';
import { ensurePdftotext } from './pdftotext.mjs';
import { ensurePostgres, startTempPostgres } from './postgres.mjs';
import { install } from './install.mjs';
import { pnpmCommand } from './pnpm.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const reports = mkdtempSync(join(tmpdir(), 'liftline-test-'));
// Everything the steps write to the temporary directory (test databases, servers' data, browser
// profiles) goes under one directory of this run, removed at its end: the test files that do not
// clean up after themselves left about 500 MB in /tmp per run. The reports above stay.
const scratch = mkdtempSync(join(tmpdir(), 'liftline-run-'));
// Others may pass through (not list it): a root run starts PostgreSQL as `postgres` in here.
chmodSync(scratch, 0o711);
process.env.TMPDIR = scratch;
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
const only = process.argv.slice(2); // e.g. `npm test -- unit e2e`

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

/** Runs a command with its output kept; resolves to its exit code and that output. */
function runKept(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
    child.on('close', (code) =>
      resolve({ code: code ?? 1, output: Buffer.concat(output).toString() }),
    );
  });
}

const results = [];
/** The checks that ran at the same time, and how long they took together. */
let together = null;
/**
 * Steps that read the sources and write nothing run at the same time: each is mostly one
 * process on one core. Each one's output is printed whole, in order, when all have ended.
 */
async function checks(list) {
  const chosen = list.filter(([name]) => !only.length || only.includes(name));
  const started = Date.now();
  const ended = await Promise.all(
    chosen.map(async ([name, action]) => {
      const started = Date.now();
      const { code, output } = await action().catch((error) => ({
        code: 1,
        output: String(error),
      }));
      return { name, code, output, seconds: (Date.now() - started) / 1000 };
    }),
  );
  for (const { name, code, output, seconds } of ended) {
    console.log(`\n━━ ${name} ━━`);
    process.stdout.write(output);
    results.push({ name, ok: code === 0, skipped: false, seconds });
  }
  if (ended.length > 1) {
    together = { names: ended.map(({ name }) => name), seconds: (Date.now() - started) / 1000 };
  }
}
async function step(name, action) {
  if (only.length && !only.includes(name)) return;
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  let code;
  try {
    code = await action();
  } catch (error) {
    console.error(error);
    code = 1;
  }
  const seconds = (Date.now() - started) / 1000;
  results.push({
    name,
    ok: code === 0 || code === 'skipped',
    skipped: code === 'skipped',
    seconds,
  });
}

if (install() !== 0) process.exit(1);

const keptPnpm = (args) => {
  const { command, args: all, env } = pnpmCommand(args);
  return runKept(command, all, env);
};
await checks([
  ['lint', () => runKept(bin('eslint'), ['.', '--max-warnings=0'])],
  ['format', () => runKept(bin('prettier'), ['--check', '.', '--log-level=warn'])],
  [
    'typecheck',
    async () => {
      const packages = await keptPnpm(['-r', 'run', 'typecheck']);
      if (packages.code !== 0) return packages;
      const rest = await runKept(bin('tsc'), ['-p', 'tsconfig.json']);
      return { code: rest.code, output: packages.output + rest.output };
    },
  ],
  [
    'openapi-lint',
    () =>
      runKept(bin('redocly'), ['lint', 'openapi/openapi.yaml', '--config', 'openapi/redocly.yaml']),
  ],
  ['openapi-types', () => keptPnpm(['--filter', '@liftline/sdk', 'run', 'generate:check'])],
]);
await step('build', () => buildIfStale());
await step('widget-size', () => run(process.execPath, ['scripts/check-widget-size.mjs']));
await step('storefront-size', () => run(process.execPath, ['scripts/check-storefront-size.mjs']));
await step('unit', () => {
  // The quote PDFs' tests read them with poppler's pdftotext: installed here, before the test
  // files run in parallel (they skip, saying why, where it cannot be installed).
  ensurePdftotext();
  return run(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, 'vitest.json')}`,
  ]);
});
// The server's repository and API tests again, against a real PostgreSQL server (DATABASE_URL path):
// the test files that reach TEST_DATABASE_URL (scripts/postgres-test-files.mjs); the others would
// run exactly as in the unit step.
await step('postgres', async () => {
  const binDir = ensurePostgres();
  if (!binDir) {
    console.log(
      'PostgreSQL is not installed: the PostgreSQL run is skipped. Install it (Debian/Ubuntu: apt-get install postgresql) or set PG_BIN_DIR.',
    );
    return 'skipped';
  }
  // Imported here: it needs TypeScript, which install() above brings on a fresh clone.
  const { postgresTestFiles } = await import('./postgres-test-files.mjs');
  const files = postgresTestFiles();
  const server = await startTempPostgres(binDir);
  try {
    return run(
      bin('vitest'),
      [
        'run',
        '--project',
        'server',
        ...files,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${join(reports, 'vitest-postgres.json')}`,
      ],
      {
        TEST_DATABASE_URL: server.url,
      },
    );
  } finally {
    server.stop();
  }
});
await step('e2e', () => {
  const chromium = ensureChromium();
  if (!chromium) return 1;
  ensurePdftotext(); // the quote journey reads the PDFs' text
  return run(bin('playwright'), ['test', '--reporter=list,json'], {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json'),
  });
});

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
}
function firstLine(message) {
  const text = stripVTControlCharacters(String(message ?? ''));
  return (text.split('\n').find((line) => line.trim()) ?? '').trim().slice(0, 200);
}
function vitestFailures(report, label) {
  if (!report) return [];
  return report.testResults.flatMap((file) => {
    const name = relative(root, file.name);
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map(
        (test) => `${label}: ${name} › ${test.fullName} — ${firstLine(test.failureMessages?.[0])}`,
      );
    // A file that failed before its tests ran (import error, failing hook) has no failed test of its own.
    return tests.length || file.status !== 'failed'
      ? tests
      : [`${label}: ${name} — ${firstLine(file.message)}`];
  });
}
function playwrightFailures(report) {
  if (!report) return [];
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        // Flaky: failed, then passed when retried (playwright.config.ts) — a failure all the same.
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results?.find((result) => result.error)?.error?.message;
        const retried = test.status === 'flaky' ? ' (passed when retried)' : '';
        out.push(
          `playwright: ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}${retried} — ${firstLine(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return out;
}
const vitest = readJson(join(reports, 'vitest.json'));
const vitestPostgres = readJson(join(reports, 'vitest-postgres.json'));
const playwright = readJson(join(reports, 'playwright.json'));
const passed =
  (vitest?.numPassedTests ?? 0) +
  (vitestPostgres?.numPassedTests ?? 0) +
  (playwright?.stats?.expected ?? 0);
const failed =
  (vitest?.numFailedTests ?? 0) +
  (vitestPostgres?.numFailedTests ?? 0) +
  (playwright?.stats?.unexpected ?? 0) +
  (playwright?.stats?.flaky ?? 0);

console.log('\n━━ summary ━━');
for (const { name, ok, skipped, seconds } of results) {
  const mark = skipped ? '–' : ok ? '✔' : '✘';
  console.log(`${mark} ${name.padEnd(14)} ${seconds.toFixed(1)} s${skipped ? ' (skipped)' : ''}`);
}
if (together) {
  console.log(
    `  ${together.names.join(', ')} ran at the same time: ${together.seconds.toFixed(1)} s in all`,
  );
}
if (vitest) {
  console.log(
    `  vitest: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed, ${vitest.numPendingTests} skipped`,
  );
}
if (vitestPostgres) {
  console.log(
    `  vitest on PostgreSQL: ${vitestPostgres.numPassedTests} passed, ${vitestPostgres.numFailedTests} failed`,
  );
}
if (playwright) {
  console.log(
    `  playwright: ${playwright.stats.expected} passed, ${playwright.stats.unexpected + playwright.stats.flaky} failed (${playwright.stats.flaky} of them passed when retried), ${playwright.stats.skipped} skipped`,
  );
}
// The failing tests by name, with the first line of each error, so the tail of a CI log says what broke.
const failedTests = [
  ...vitestFailures(vitest, 'vitest'),
  ...vitestFailures(vitestPostgres, 'vitest on PostgreSQL'),
  ...playwrightFailures(playwright),
];
if (failedTests.length) {
  console.log('failed tests:');
  for (const line of failedTests.slice(0, 20)) console.log(`  ✘ ${line}`);
  if (failedTests.length > 20) console.log(`  … and ${failedTests.length - 20} more`);
}
const failedSteps = results.filter((r) => !r.ok).map((r) => r.name);
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
// A failing non-test step (lint, typecheck …) counts as a failure even when every test passed.
const failures = failed > 0 ? failed : failedSteps.length;
console.log(`reports (JSON, each file's time): ${reports}`);
console.log(`tests: ${passed} passed, ${failures} failed`);
process.exit(failedSteps.length ? 1 : 0);
