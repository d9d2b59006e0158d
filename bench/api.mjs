// API throughput: autocannon (this process) against the app in a child process; every route is
// reported as a ratio to the bare route served by the same process in the same run.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { root, stop } from './util.mjs';

export const API_ROUTES = [
  { name: 'bare route ({ok:true})', path: '/__bare', baseline: true },
  { name: 'GET /locate-branch', path: '/api/v1/locate-branch?zip_code=60601' },
  {
    name: 'GET /equipment (2 filters)',
    path: '/api/v1/equipment?category=lift-trucks&listing=rent',
  },
  {
    name: 'GET /equipment (2 filters), 304',
    path: '/api/v1/equipment?category=lift-trucks&listing=rent',
    conditional: true,
  },
  { name: 'GET /equipment/1', path: '/api/v1/equipment/1' },
];

/**
 * Starts `script` (default: bench/api-server.mjs) in a child process with `env`; resolves with the
 * child and the port it printed (`READY <port>`).
 */
export function startApiServer(script = join(root, 'bench', 'api-server.mjs'), env = process.env) {
  return new Promise((resolveStart, reject) => {
    const child = spawn(process.execPath, [script], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`API server did not start in 60 s: ${output.slice(-400)}`));
    }, 60_000);
    const onData = (chunk) => {
      output += chunk;
      const ready = /READY (\d+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolveStart({ child, port: Number(ready[1]) });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`API server exited (${code}): ${output.slice(-400)}`));
    });
  });
}

export const cannon = (options) =>
  new Promise((resolveRun, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolveRun(result)));
  });

export async function apiThroughput({ connections = 10, seconds = 5, warmupSeconds = 1, log }) {
  const { child, port } = await startApiServer();
  try {
    const results = [];
    for (const route of API_ROUTES) {
      const url = `http://127.0.0.1:${port}${route.path}`;
      const check = await fetch(url);
      if (!check.ok) throw new Error(`${route.path} answered ${check.status}`);
      await check.arrayBuffer();
      // A conditional route revalidates with the ETag it was given (a 304 counts as 2xx
      // for autocannon only when the server sends one; a server without ETags answers 200).
      const etag = route.conditional ? check.headers.get('etag') : null;
      const headers = etag ? { 'if-none-match': etag } : {};
      await cannon({ url, connections, duration: warmupSeconds, headers });
      const result = await cannon({ url, connections, duration: seconds, headers });
      results.push({
        ...route,
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        ...(route.conditional ? { notModified: result['3xx'] ?? 0 } : {}),
        errors: result.errors + result.timeouts,
        total: result.requests.total,
      });
      log(`  ${route.name}: ${Math.round(result.requests.average)} req/s`);
    }
    const bare = results.find((result) => result.baseline);
    for (const result of results) {
      result.rpsRatio = result.requestsPerSecond / bare.requestsPerSecond;
      result.p50Ratio = bare.p50 > 0 ? result.p50 / bare.p50 : null;
      result.p99Ratio = bare.p99 > 0 ? result.p99 / bare.p99 : null;
    }
    return { connections, seconds, warmupSeconds, results };
  } finally {
    await stop(child);
  }
}
