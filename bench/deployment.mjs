// The deployment of docs/deployment.md "Running on several machines", measured: one throwaway PostgreSQL, an
// S3 bucket (s3rver, in this process) and instances of the built server (`scripts/serve.mjs`, what
// `npm run serve` execs), all on 127.0.0.1.
//
// 1. Media streaming memory: a 25 MiB video uploaded through the product assets API, then 20
//    parallel full downloads through `/media/…` while the server's RSS is sampled every 50 ms.
// 2. Shared vs memory limiter: `POST /equipment/request-quote` on two instances of the same
//    PostgreSQL, one counting its limits in the shared table (the default), one in memory
//    (`RATE_LIMIT_STORE=memory`); requests interleaved one at a time, medians compared.
// 3. Catalog throughput through a round-robin proxy (this process; autocannon in a worker thread):
//    1 instance vs 2, in ABBA order; the same load straight at one instance for reference.
//
// Every child is stopped by its PID at the end (also on failure); temp directories are removed.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { freePort, median, root, stop } from './util.mjs';

const MiB = 2 ** 20;
export const VIDEO_BYTES = 25 * MiB;
export const DOWNLOADS = 20;
export const RSS_GROWTH_BUDGET = 64 * MiB;
export const LIMITER_BUDGET_MS = 2;
const OWNER = { email: 'owner@liftline.example', password: 'LiftlineDemo2026!' };
const CATALOG_PATH = '/api/v1/equipment?category=lift-trucks&listing=rent';
/** s3rver's built-in account: the only credentials it accepts. */
const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const wait = (ms) => new Promise((done) => setTimeout(done, ms));

/** s3rver (a devDependency of packages/server) on a free loopback port, with `bucket` created. */
async function startS3(bucket) {
  const S3rver = createRequire(join(root, 'packages', 'server', 'package.json'))('s3rver');
  const directory = mkdtempSync(join(tmpdir(), 'liftline-bench-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** One instance of the built server; resolves once `/readyz` answers 200. */
async function startInstance(env, children) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'scripts', 'serve.mjs')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      ...env,
      PORT: String(port),
    },
  });
  children.push(child);
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-2000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2000) })).ok)
        return { child, origin, port, pid: child.pid };
    } catch {
      // not listening yet
    }
    await wait(100);
  }
  throw new Error(`an instance did not become ready (exit ${child.exitCode}): ${output}`);
}

async function json(response) {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** Resident set size of a process, in bytes (Linux `/proc/<pid>/status`); null when unreadable. */
function rssOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
  } catch {
    return null;
  }
}

/** Samples `pid`'s RSS every `everyMs` until `stop()`. */
function sampleRss(pid, everyMs = 50) {
  const samples = [];
  const take = () => {
    const rss = rssOf(pid);
    if (rss !== null) samples.push(rss);
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    samples,
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

/** GET `url` to its end without keeping the body; resolves to { status, bytes, type }. */
function download(url, headers = {}) {
  return new Promise((resolveGet, reject) => {
    http
      .get(url, { agent: false, headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () =>
          resolveGet({
            status: response.statusCode,
            bytes,
            type: response.headers['content-type'],
          }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** 1. Upload a 25 MiB MP4 (random bytes behind an `ftyp isom` header), then 20 parallel GETs. */
async function mediaMemory(instance, log) {
  const login = await json(
    await fetch(`${instance.origin}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(OWNER),
    }),
  );
  const auth = { authorization: `Bearer ${login.token.access_token}` };
  const product = await json(
    await fetch(`${instance.origin}/api/v1/products`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        stock_number: `BENCH-${Date.now().toString(36)}`,
        title: '2022 Bench Lift 5000 (video streaming check)',
        category: 'lift-trucks',
        make: 'Benchmake',
        model: 'BL-5000',
        year: 2022,
        condition: 'used',
        for_rent: false,
        for_sale: false,
      }),
    }),
  );
  const video = randomBytes(VIDEO_BYTES);
  // An ISO base media `ftyp` box with the `isom` brand: sniffed as video/mp4.
  Buffer.from([0, 0, 0, 0x18]).copy(video, 0);
  Buffer.from('ftypisom\0\0\0\0isomiso2', 'latin1').copy(video, 4);
  const form = new FormData();
  form.append('product_id', String(product.id));
  form.append('file', new Blob([video], { type: 'video/mp4' }), 'walkaround.mp4');
  const uploadStarted = Date.now();
  const asset = await json(
    await fetch(`${instance.origin}/api/v1/products/assets`, {
      method: 'POST',
      headers: auth,
      body: form,
    }),
  );
  const uploadSeconds = (Date.now() - uploadStarted) / 1000;
  // A draft's file (`/api/media/<key>`): served to the account's members only, so with the token.
  const url = new URL(asset.url, instance.origin).href;
  log(`  uploaded ${asset.kind ?? 'asset'} ${new URL(url).pathname} in ${uploadSeconds} s`);

  // The level before: 1 s of samples with nothing in flight.
  const before = sampleRss(instance.pid);
  await wait(1000);
  const baseline = median(before.stop());
  const during = sampleRss(instance.pid);
  const started = Date.now();
  const results = await Promise.all(Array.from({ length: DOWNLOADS }, () => download(url, auth)));
  const seconds = (Date.now() - started) / 1000;
  const samples = during.stop();
  if (!before.samples.length || !samples.length)
    throw new Error(`no RSS samples of PID ${instance.pid} (/proc/<pid>/status unreadable)`);
  const peak = Math.max(...samples);
  const wrong = results.filter(
    (result) =>
      result.status !== 200 || result.bytes !== VIDEO_BYTES || result.type !== 'video/mp4',
  );
  if (wrong.length)
    throw new Error(
      `${wrong.length} of ${DOWNLOADS} downloads were not ${VIDEO_BYTES} bytes of video/mp4: ${JSON.stringify(wrong[0])}`,
    );
  log(
    `  ${DOWNLOADS} × ${VIDEO_BYTES} B in ${seconds.toFixed(1)} s; RSS ${(baseline / MiB).toFixed(1)} → peak ${(peak / MiB).toFixed(1)} MiB`,
  );
  return {
    fileBytes: VIDEO_BYTES,
    downloads: DOWNLOADS,
    verified: results.length,
    uploadSeconds,
    downloadSeconds: seconds,
    megabytesPerSecond: (DOWNLOADS * VIDEO_BYTES) / MiB / seconds,
    baselineRss: baseline,
    peakRss: peak,
    growth: peak - baseline,
    samples: samples.length,
  };
}

/** POST a JSON body over a keep-alive agent; resolves to { status, ms }. */
function timedPost(origin, path, body, agent) {
  return new Promise((resolvePost, reject) => {
    const payload = JSON.stringify(body);
    const started = performance.now();
    const request = http.request(
      `${origin}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolvePost({ status: response.statusCode, ms: performance.now() - started }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** 2. The same quote on the shared-limiter and the memory-limiter instance, interleaved (ABBA). */
async function limiterLatency(shared, memory, { warmup, requests, log }) {
  const unit = (await json(await fetch(`${shared.origin}/api/v1/equipment?listing=buy&per_page=1`)))
    .items[0];
  const run = Date.now().toString(36);
  let n = 0;
  const quote = () => ({
    equipment_id: unit.id,
    listing: 'buy',
    purchase_timeframe: 'within-30-days',
    quantity: 1,
    jobsite_zip: '60601',
    name: 'Bench Quote',
    email: `bench-${run}-${++n}@example.com`,
    phone: '(312) 555-0100',
  });
  const targets = [
    { name: 'shared', origin: shared.origin, agent: new http.Agent({ keepAlive: true }), ms: [] },
    { name: 'memory', origin: memory.origin, agent: new http.Agent({ keepAlive: true }), ms: [] },
  ];
  try {
    for (let i = 0; i < warmup + requests; i++) {
      // ABBA: neither instance is always the first of a pair.
      const order = i % 2 ? [targets[1], targets[0]] : targets;
      for (const target of order) {
        const { status, ms } = await timedPost(
          target.origin,
          '/api/v1/equipment/request-quote',
          quote(),
          target.agent,
        );
        if (status !== 201) throw new Error(`request-quote answered ${status} (${target.name})`);
        if (i >= warmup) target.ms.push(ms);
      }
    }
  } finally {
    for (const target of targets) target.agent.destroy();
  }
  const percentile = (values, p) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  };
  const [sharedMs, memoryMs] = targets.map((target) => target.ms);
  const result = {
    warmup,
    requests,
    shared: { p50: median(sharedMs), p90: percentile(sharedMs, 90) },
    memory: { p50: median(memoryMs), p90: percentile(memoryMs, 90) },
  };
  result.difference = result.shared.p50 - result.memory.p50;
  log(
    `  request-quote p50 shared ${result.shared.p50.toFixed(2)} ms, memory ${result.memory.p50.toFixed(2)} ms`,
  );
  return result;
}

/** A round-robin HTTP proxy on a free loopback port; counts the answers of each upstream. */
async function startProxy(upstreams) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const answered = upstreams.map(() => 0);
  let next = 0;
  const server = http.createServer((request, response) => {
    const index = next++ % upstreams.length;
    const { connection: _connection, 'keep-alive': _keepAlive, ...headers } = request.headers;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: upstreams[index].port,
        method: request.method,
        path: request.url,
        headers,
        agent,
      },
      (reply) => {
        answered[index]++;
        const { connection: _c, 'keep-alive': _k, ...replyHeaders } = reply.headers;
        response.writeHead(reply.statusCode, replyHeaders);
        reply.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  const port = await freePort();
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${port}`,
    answered,
    close: () =>
      new Promise((done) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

const cannon = (options) =>
  new Promise((resolveRun, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolveRun(result)));
  });

/**
 * autocannon (in a worker thread: its own event loop, not the proxy's) on the catalog query:
 * a warm-up, then `afterWarmup()`, then `seconds` measured.
 */
async function load(origin, { connections, seconds, warmupSeconds }, afterWarmup = () => {}) {
  const options = { url: `${origin}${CATALOG_PATH}`, connections, workers: 1 };
  await cannon({ ...options, duration: warmupSeconds });
  afterWarmup();
  const result = await cannon({ ...options, duration: seconds });
  return {
    requestsPerSecond: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * 3. The catalog query through a proxy to instance #1 and through one to both, in ABBA order
 * (1, 2, 2, 1 instances; `seconds` / 2 each) so that a change of the machine's load during the
 * run weighs on both alike; the answers of each upstream are counted in the measured runs.
 */
async function oneVersusTwo(first, second, { seconds, ...options }) {
  const proxies = [await startProxy([first]), await startProxy([first, second])];
  try {
    const runs = [[], []];
    for (const which of [0, 1, 1, 0]) {
      const proxy = proxies[which];
      let before = [];
      const result = await load(
        proxy.origin,
        { ...options, seconds: seconds / 2 },
        () => (before = [...proxy.answered]),
      );
      runs[which].push({
        ...result,
        answered: proxy.answered.map((count, i) => count - (before[i] ?? 0)),
      });
    }
    return runs.map((segments, which) => {
      const answered = segments
        .map((run) => run.answered)
        .reduce((sum, counts) => sum.map((count, i) => count + counts[i]));
      const total = answered.reduce((sum, count) => sum + count, 0);
      return {
        instances: which + 1,
        requestsPerSecond: total / seconds,
        segments: segments.map((run) => run.requestsPerSecond),
        p50: median(segments.map((run) => run.p50)),
        p99: Math.max(...segments.map((run) => run.p99)),
        non2xx: segments.reduce((sum, run) => sum + run.non2xx, 0),
        errors: segments.reduce((sum, run) => sum + run.errors, 0),
        answered,
      };
    });
  } finally {
    await Promise.all(proxies.map((proxy) => proxy.close()));
  }
}

export async function deploymentFigures({
  quoteWarmup = 30,
  quoteRequests = 300,
  connections = 10,
  seconds = 10,
  warmupSeconds = 2,
  log = () => {},
} = {}) {
  const { ensurePostgres, startTempPostgres } = await import(
    pathToFileURL(join(root, 'scripts', 'postgres.mjs')).href
  );
  // The machine's 1-minute load average before anything starts (other work skews every figure).
  const loadAverage = loadavg()[0];
  const children = [];
  const dirs = [];
  let postgres;
  let s3;
  try {
    const binDir = ensurePostgres();
    if (!binDir) throw new Error('PostgreSQL binaries not found (set PG_BIN_DIR)');
    postgres = await startTempPostgres(binDir);
    s3 = await startS3('liftline-bench');
    const assetsDir = mkdtempSync(join(tmpdir(), 'liftline-bench-unused-assets-'));
    dirs.push(assetsDir);
    const env = {
      DATABASE_URL: postgres.url,
      JWT_SECRET: 'deployment-bench-secret-0123456789abcdef',
      PUBLIC_URL: 'http://127.0.0.1:8080',
      S3_BUCKET: 'liftline-bench',
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
      // Every file goes to the bucket; this directory stays empty.
      ASSETS_DIR: assetsDir,
      // No quote is refused during the measurement (all come from 127.0.0.1).
      FORM_SUBMISSIONS_PER_HOUR: '1000000',
      SEED_DEMO_DATA: 'false',
    };
    let at = Date.now();
    // The first instance migrates and seeds the demo data (its pictures into the bucket).
    const first = await startInstance({ ...env, SEED_DEMO_DATA: 'true' }, children);
    log(`  PostgreSQL, s3rver and instance #1 (seeded) up in ${(Date.now() - at) / 1000} s`);

    const media = await mediaMemory(first, log);

    at = Date.now();
    const [memoryLimited, second] = await Promise.all([
      startInstance({ ...env, RATE_LIMIT_STORE: 'memory' }, children),
      startInstance(env, children),
    ]);
    log(`  instances #2 (memory limits) and #3 up in ${(Date.now() - at) / 1000} s`);
    const limiter = await limiterLatency(first, memoryLimited, {
      warmup: quoteWarmup,
      requests: quoteRequests,
      log,
    });
    await stop(memoryLimited.child);

    const options = { connections, seconds, warmupSeconds };
    // For reference: the same load straight at instance #1 (what the proxy costs).
    const direct = { instances: 1, ...(await load(first.origin, { ...options, seconds: 5 })) };
    log(`  catalog direct to 1 instance: ${Math.round(direct.requestsPerSecond)} req/s`);
    const [one, two] = await oneVersusTwo(first, second, options);
    log(
      `  catalog via proxy: 1 instance ${Math.round(one.requestsPerSecond)} req/s (${one.segments.map(Math.round).join(', ')}), 2 instances ${Math.round(two.requestsPerSecond)} req/s (${two.segments.map(Math.round).join(', ')}; answered ${two.answered.join(' / ')})`,
    );
    for (const run of [direct, one, two])
      if (run.non2xx || run.errors)
        throw new Error(
          `catalog through the proxy: ${run.non2xx} non-2xx, ${run.errors} errors (${run.instances} instance(s))`,
        );
    return {
      loadAverage,
      media,
      limiter,
      catalog: {
        path: CATALOG_PATH,
        connections,
        seconds,
        direct,
        one,
        two,
        ratio: two.requestsPerSecond / one.requestsPerSecond,
      },
    };
  } finally {
    await Promise.all(children.map((child) => stop(child)));
    await s3?.close().catch(() => undefined);
    try {
      postgres?.stop();
    } finally {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  }
}
