// Entry for `npm run bench` (scripts/bench.mjs): the pieces to build the app in a plain Node
// process, without listening or reading the environment the way `server.ts` does.
export { buildApp } from './app';
export { loadConfig } from './config';
export { openDatabase } from './db/open-database';
export { seedDemoData } from './db/seed-demo-data';
