#!/usr/bin/env node
// `npm run assets:migrate [-- --repair]`: builds the server when its sources changed (as
// `npm start` does), then copies ASSETS_DIR into the S3_BUCKET bucket
// (packages/server/src/assets-migrate.ts). Re-run it at will: files already copied are skipped.
import './use-pinned-node.mjs';
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (buildIfStale() !== 0) process.exit(1);
const child = spawn(
  process.execPath,
  [
    '--enable-source-maps',
    join(root, 'packages/server/dist/assets-migrate.js'),
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', cwd: root, env: process.env },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
