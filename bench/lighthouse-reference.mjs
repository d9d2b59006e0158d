// Lighthouse against a reference build (issue 42, item 20): the storefront of an older commit,
// built from a temporary git worktree and served on its own port, measured in alternation with the
// current build on the same machine, so the figure that travels between hosts is a ratio.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { lighthouseOnce } from './lighthouse.mjs';
import { median, ms, ratio, root, run } from './util.mjs';

/** The build before the Spanish pages (2026-11-27): what the storefront's hydration cost then. */
export const REFERENCE_COMMIT = '3b34569';

/** The pages compared; a Spanish twin is compared with the reference's English page (it had none). */
export const REFERENCE_PAGES = [
  { path: '/', reference: '/' },
  { path: '/equipment', reference: '/equipment' },
  { path: '/equipment/1', reference: '/equipment/1' },
  { path: '/es', reference: '/' },
  { path: '/es/equipment', reference: '/equipment' },
  { path: '/es/equipment/1', reference: '/equipment/1' },
];

/** The goal: Total Blocking Time at most the reference's (median against median). */
export const TBT_RATIO_GOAL = 1.0;

async function step(what, command, args, cwd, timeoutMs) {
  const result = await run(command, args, { cwd, timeoutMs, env: { CI: 'true' } });
  if (result.code !== 0) {
    const tail = `${result.stdout}\n${result.stderr}`.trim().split('\n').slice(-5).join(' | ');
    throw new Error(`${what} failed (exit ${result.code}): ${tail}`);
  }
}

/**
 * Builds `commit` in a temporary worktree (`git worktree add --detach`, the repo's install script,
 * `npm run build`) and gives its directory to `work`; removes the worktree afterwards.
 */
export async function withReferenceBuild(commit, log, work) {
  const dir = mkdtempSync(join(tmpdir(), `liftline-ref-${commit}-`));
  rmSync(dir, { recursive: true, force: true });
  await step('git worktree add', 'git', ['worktree', 'add', '--detach', dir, commit], root, 60_000);
  try {
    // The pinned pnpm the repo bootstraps into .tools/ (scripts/pnpm.mjs): reused, not fetched again.
    if (existsSync(join(root, '.tools')))
      cpSync(join(root, '.tools'), join(dir, '.tools'), { recursive: true });
    log(`  installing ${commit} (scripts/install.mjs)`);
    await step('install', process.execPath, ['scripts/install.mjs'], dir, 600_000);
    log(`  building ${commit} (npm run build)`);
    await step(
      'build',
      process.execPath,
      ['scripts/pnpm.mjs', '-r', '--filter=!./examples/**', 'run', 'build'],
      dir,
      900_000,
    );
    return await work(dir);
  } finally {
    await run('git', ['worktree', 'remove', '--force', dir], { cwd: root, timeoutMs: 60_000 });
    rmSync(dir, { recursive: true, force: true });
    // `remove` can leave the worktree's entry behind (its directory gone): drop such entries.
    await run('git', ['worktree', 'prune'], { cwd: root, timeoutMs: 60_000 });
  }
}

/**
 * `runs` Lighthouse runs of each page of `pages`, the reference's page and the current one in
 * turn (reference first, then current, `runs` times), with the 1-minute load average before each
 * run. Resolves to one entry per page: medians of each side and the ratio of the TBT medians.
 */
export async function lighthouseAgainstReference({
  origin,
  referenceOrigin,
  pages = REFERENCE_PAGES,
  runs = 3,
  maxRetries = 3,
  chromePath,
  log,
}) {
  const results = [];
  for (const page of pages) {
    const sides = { reference: [], current: [] };
    const errors = [];
    const measure = async (side, url) => {
      for (let attempt = 1; attempt <= 1 + maxRetries; attempt++) {
        const load = loadavg()[0];
        try {
          const sample = { ...(await lighthouseOnce(url, chromePath)), load };
          sides[side].push(sample);
          log(
            `  ${page.path} ${side} run ${sides[side].length}/${runs}: TBT ${ms(sample.tbt)}, score ${sample.performance}, load ${load.toFixed(1)}`,
          );
          return;
        } catch (error) {
          errors.push(error.message);
          log(`  ${page.path} ${side} attempt ${attempt} failed: ${error.message}`);
        }
      }
    };
    for (let i = 0; i < runs; i++) {
      await measure('reference', `${referenceOrigin}${page.reference}`);
      await measure('current', `${origin}${page.path}`);
    }
    const summary = (samples) => ({
      runs: samples.length,
      tbt: median(samples.map((sample) => sample.tbt)),
      performance: median(samples.map((sample) => sample.performance)),
      lcp: median(samples.map((sample) => sample.lcp)),
      load: median(samples.map((sample) => sample.load)),
    });
    const reference = summary(sides.reference);
    const current = summary(sides.current);
    results.push({
      path: page.path,
      referencePath: page.reference,
      reference,
      current,
      tbtRatio: reference.tbt ? current.tbt / reference.tbt : null,
      samples: sides,
      errors,
    });
  }
  return results;
}

/** The rows of `npm run bench`'s table for this section (bench/report.mjs). */
export function referenceRows(add, failed, section) {
  const title = `Lighthouse mobile against ${section?.commit ?? REFERENCE_COMMIT}`;
  if (section?.error) failed(title, section.error);
  for (const page of section?.pages ?? []) {
    const label =
      page.path === page.referencePath ? page.path : `${page.path} (vs ${page.referencePath})`;
    if (!page.reference.runs || !page.current.runs) {
      failed(title, `${label}: no successful run (${page.errors[0] ?? ''})`);
      continue;
    }
    add(
      `${title}, median of ${page.current.runs} alternating runs`,
      `${label} TBT now / then`,
      `${ms(page.current.tbt)} / ${ms(page.reference.tbt)} = ${ratio(page.tbtRatio)} (load ${page.current.load.toFixed(1)})`,
      `≤ ${TBT_RATIO_GOAL.toFixed(1)}×`,
      page.tbtRatio != null && page.tbtRatio <= TBT_RATIO_GOAL,
    );
    add(
      `${title}, median of ${page.current.runs} alternating runs`,
      `${label} performance now / then`,
      `${page.current.performance} / ${page.reference.performance}`,
      page.reference.performance >= 98 ? '≥ 98' : '',
      page.reference.performance >= 98 ? page.current.performance >= 98 : null,
    );
  }
}
