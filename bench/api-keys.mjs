// The cost of a secret API key (issue 37): the same call - page 1 of the demo account's leads
// (`GET /account/{id}/leads`) - with the demo owner's access token and with a key holding
// leads.view, through `app.inject` in one process on in-memory PGlite (the demo data). The two
// kinds of call alternate, so both see the same warm caches and the same machine load; p50 each
// after a warm-up, and the difference. A key is looked up by the SHA-256 of its secret on every
// request (no cache), counted against its own per-minute limit (set high here so nothing is
// refused), and writes `last_used_at` at most once a minute.
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { loginDemoOwner, median, root } from './util.mjs';

/** Budget: a call with a key costs at most this much more at p50 than with a person's token. */
export const KEY_OVERHEAD_BUDGET_MS = 1;

export async function apiKeyOverhead({ runs = 400, warmup = 50, log }) {
  const entry = await import(
    pathToFileURL(join(root, 'packages', 'server', 'dist', 'bench-entry.js')).href
  );
  const config = {
    ...entry.loadConfig({ ...process.env, DATA_DIR: 'memory://', NODE_ENV: 'production' }),
    devOutbox: false,
    apiKeyLimitPerMinute: 1_000_000,
  };
  const db = await entry.openDatabase(config);
  try {
    await entry.seedDemoData(db);
    const app = await entry.buildApp({ config, db }, { logger: false });
    try {
      const { authorization: person, accountId } = await loginDemoOwner(app);
      const created = await app.inject({
        method: 'POST',
        url: `/api/v1/account/${accountId}/api-keys`,
        headers: { authorization: person },
        payload: { name: 'Bench key', permission_names: ['leads.view'] },
      });
      if (created.statusCode !== 201)
        throw new Error(`createApiKey answered ${created.statusCode}`);
      const key = `Bearer ${created.json().secret}`;
      const url = `/api/v1/account/${accountId}/leads`;
      const call = async (authorization) => {
        const started = performance.now();
        const response = await app.inject({ method: 'GET', url, headers: { authorization } });
        const elapsed = performance.now() - started;
        if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
        return elapsed;
      };
      const times = { person: [], key: [] };
      for (let i = 0; i < warmup + runs; i++) {
        // Alternate which goes first, so neither always follows the other.
        const order = i % 2 === 0 ? ['person', 'key'] : ['key', 'person'];
        for (const kind of order) {
          const elapsed = await call(kind === 'person' ? person : key);
          if (i >= warmup) times[kind].push(elapsed);
        }
      }
      const result = {
        call: 'GET /account/{id}/leads',
        runs,
        person: { p50: median(times.person) },
        key: { p50: median(times.key) },
      };
      result.differenceMs = result.key.p50 - result.person.p50;
      log(
        `  ${result.call}: person p50 ${result.person.p50.toFixed(2)} ms, key p50 ${result.key.p50.toFixed(2)} ms (${result.differenceMs >= 0 ? '+' : ''}${result.differenceMs.toFixed(2)} ms)`,
      );
      return result;
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
}
