// Installs the workspace's dependencies with the pinned pnpm (bootstrapped with npm if needed).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function install() {
  const frozen = existsSync(join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  console.log('› installing dependencies');
  return pnpm(['install', ...frozen, '--prefer-offline', '--reporter=append-only'], {
    env: { CI: 'true' }, // no interactive prompts
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(install());
}
