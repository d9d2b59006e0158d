import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from '../scripts/chromium.mjs';
import { sentQuoteLink } from './quote-page.mjs';
import { freePort, root, stop, waitForHttp } from './util.mjs';
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['packages/server/dist/server.js'], { cwd: root, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'lhq-')), LOG_LEVEL: 'warn', PUBLIC_URL: origin }, stdio: 'ignore' });
await waitForHttp(`${origin}/api/v1/locate-branch?zip_code=60601`, 180_000, server);
const path = await sentQuoteLink(origin);
const en = path.replace(/^\/es(?=\/)/, '');
const lhCli = join(root, 'node_modules/lighthouse/cli/index.js');
for (const [name, route] of [['en', en], ['es', `/es${en}`]]) {
  const out = `/tmp/lh/${name}.json`;
  execFileSync(process.execPath, [lhCli, `${origin}${route}`, '--quiet', '--output=json', `--output-path=${out}`, '--only-categories=performance', '--chrome-flags=--headless --no-sandbox --disable-gpu'], { env: { ...process.env, CHROME_PATH: findChromium() } });
  const r = JSON.parse(readFileSync(out, 'utf8'));
  console.log(name, 'perf', r.categories.performance.score, 'TBT', r.audits['total-blocking-time'].numericValue, 'LCP', r.audits['largest-contentful-paint'].numericValue, 'FCP', r.audits['first-contentful-paint'].numericValue);
  for (const t of r.audits['long-tasks']?.details?.items ?? []) console.log('  long', t.url, t.startTime, t.duration);
  for (const t of (r.audits['bootup-time']?.details?.items ?? []).slice(0, 6)) console.log('  boot', t.url, t.total, t.scripting);
}
await stop(server);
