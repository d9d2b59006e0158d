#!/usr/bin/env node
// `npm run serve`: one instance on the BUILT tree (no install, no build) — for machines that run a
// prepared image or checkout. Migrations are safe when several instances start at once (an advisory
// lock: the first applies them, the others wait). The server runs in this process, so SIGTERM
// reaches it directly (the npm script `exec`s node, so no shell sits in between).
import './use-pinned-node.mjs';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const server = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'packages/server/dist/server.js',
);
if (!existsSync(server)) {
  console.error(
    'Liftline could not start: packages/server/dist/server.js is missing. Build first (npm run build), or use npm start.',
  );
  process.exit(1);
}
await import(pathToFileURL(server).href);
