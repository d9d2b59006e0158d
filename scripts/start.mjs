#!/usr/bin/env node
// `npm start`: install, build when sources changed, then serve storefront + API + widgets on
// http://localhost:3000 (PORT honoured) with the embedded database in ./data (DATA_DIR).
import './use-pinned-node.mjs';
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';
import { serveDealerSite } from './serve-dealer-site.mjs';
import { install } from './install.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

if (install() !== 0) process.exit(1);
if (buildIfStale() !== 0) process.exit(1);

const server = spawn(
  process.execPath,
  ['--enable-source-maps', join(root, 'packages/server/dist/server.js')],
  {
    stdio: 'inherit',
    cwd: root,
    env: process.env,
  },
);
// The example dealer page (examples/dealer-site) on another origin, embedding the widgets.
const port = Number(process.env.PORT || 3000);
const dealerPort = Number(process.env.DEALER_PORT || 3100);
if (process.env.DEALER_PORT !== '0') {
  serveDealerSite({
    port: dealerPort,
    host: 'localhost',
    liftlineOrigin: `http://localhost:${port}`,
  })
    .then(() => console.log(`Example dealer site with the widgets: http://localhost:${dealerPort}`))
    .catch((error) => console.error(`The example dealer site could not start: ${error.message}`));
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => server.kill('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// `npm` does not always pass a kill on to us: when our parent goes away, stop the server too
// (it closes the database cleanly and releases the data directory's lock).
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) server.kill('SIGTERM');
}, 1000).unref();
