// Child process of the API benchmark: the real app (built dist, in-memory PGlite with the demo
// data) plus a bare route `/__bare` answering `{ ok: true }`, listening on 127.0.0.1. Prints
// `READY <port>` when listening. Started and stopped by bench/api.mjs.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './util.mjs';

const entry = await import(
  pathToFileURL(join(root, 'packages', 'server', 'dist', 'bench-entry.js')).href
);
const config = {
  ...entry.loadConfig({
    ...process.env,
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: 'memory://',
    NODE_ENV: 'production',
  }),
  devOutbox: false,
};
const db = await entry.openDatabase(config);
await entry.seedDemoData(db);
const app = await entry.buildApp({ config, db }, { logger: false });
app.get('/__bare', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`READY ${app.server.address().port}\n`);

const shutdown = async () => {
  await app.close().catch(() => {});
  await db.close().catch(() => {});
  process.exit(0);
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
