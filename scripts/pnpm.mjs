#!/usr/bin/env node
// Runs the pinned pnpm (package.json "packageManager") without needing it installed globally:
// on first use it is installed with npm into ./.tools, then every call goes through it, on the
// pinned Node (.node-version, scripts/pinned-node.mjs) with that Node first on PATH for its scripts.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePinnedNode, pinnedEnv } from './pinned-node.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const version = packageManager.replace(/^pnpm@/, '');
const toolsDir = join(root, '.tools');
const pnpmBin = join(toolsDir, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');

function installedVersion() {
  const manifest = join(toolsDir, 'node_modules', 'pnpm', 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : null;
}

export function ensurePnpm() {
  if (installedVersion() === version) return pnpmBin;
  console.log(`› installing pnpm ${version} into .tools/ (one time)`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(
    npm,
    ['install', '--prefix', toolsDir, '--no-save', '--no-audit', '--no-fund', `pnpm@${version}`],
    { stdio: 'inherit', cwd: root },
  );
  if (result.status !== 0 || installedVersion() !== version) {
    throw new Error(`Could not install pnpm ${version} with npm (exit ${result.status}).`);
  }
  return pnpmBin;
}

/** The command, arguments and environment that run pnpm with `args` (for an asynchronous spawn). */
export function pnpmCommand(args) {
  const node = ensurePinnedNode();
  const bin = ensurePnpm();
  return {
    command: node,
    args: [bin, ...args],
    env: { ...pinnedEnv(node), COREPACK_ENABLE_STRICT: '0' },
  };
}

/** Runs pnpm with the given arguments; resolves to the exit code. */
export function pnpm(args, options = {}) {
  const { command, args: all, env } = pnpmCommand(args);
  const result = spawnSync(command, all, {
    stdio: 'inherit',
    cwd: root,
    ...options,
    env: { ...env, ...options.env },
  });
  return result.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(pnpm(process.argv.slice(2)));
}
