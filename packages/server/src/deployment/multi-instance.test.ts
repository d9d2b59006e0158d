import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftInput, FILES } from '../products/product-test-helpers';
import { freePort, serverIsBuilt } from '../testing/built-server';
import { EMULATOR_CREDENTIALS, startS3Emulator, type S3Emulator } from '../testing/s3-emulator';
import { testDatabaseUrl } from '../testing/test-database';

/**
 * The deployment of docs/deployment.md "Running on several machines", for real: one PostgreSQL, an S3 bucket
 * (s3rver), an SMTP server (the test's sink) and three instances started with `npm run serve`, as
 * every machine of a deployment starts. Runs in `npm test`'s PostgreSQL step (it needs the built
 * tree and PostgreSQL's binaries; the step has both), once.
 */
const root = resolve(fileURLToPath(import.meta.url), '../../../../..');
function postgresBinaries(): boolean {
  if (process.env.PG_BIN_DIR) return existsSync(join(process.env.PG_BIN_DIR, 'initdb'));
  const base = '/usr/lib/postgresql';
  return (
    existsSync(base) && readdirSync(base).some((v) => existsSync(join(base, v, 'bin', 'initdb')))
  );
}
const skipReason = !testDatabaseUrl
  ? "runs in npm test's PostgreSQL step"
  : !postgresBinaries()
    ? 'PostgreSQL binaries not installed'
    : !serverIsBuilt
      ? 'the server is not built (npm run build)'
      : '';
if (skipReason) console.log(`multi-instance.test.ts skipped: ${skipReason}`);

interface TempPostgres {
  url: string;
  halt(): void;
  resume(): void;
  stop(): void;
}

interface Instance {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
  output: () => string;
}

const JWT_SECRET = 'multi-instance-test-secret-0123456789abcdef';
const OWNER = { email: 'owner@liftline.example', password: 'LiftlineDemo2026!' };
const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Ends `npm run serve` and the server it started (its process group, see `serve`). */
function killGroup(child: ChildProcess) {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** Resolves once nothing listens at `base` any more; throws if a server still answers after 10 s. */
async function closed(base: string) {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await wait(100)) {
    try {
      await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(1000) });
    } catch (error) {
      // Refused: nothing listens. A timeout is no proof (a stopped process still holds the port).
      if ((error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') return;
    }
  }
  throw new Error(`${base} still answers after the test ended its instances`);
}

/** `npm run serve` with `env`; resolves once its `/readyz` answers 200. */
async function serve(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn('npm', ['run', '--silent', 'serve'], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: npm runs the server in a child of its own, which a SIGKILL to npm
    // would leave running (npm forwards SIGTERM, not SIGKILL). `stop` ends the whole group.
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { child, base, exited, output: () => output };
    } catch {
      // not listening yet
    }
    await wait(100);
  }
  killGroup(child);
  throw new Error(`npm run serve did not become ready (exit ${String(child.exitCode)}): ${output}`);
}

/** An SMTP server that keeps every message it receives (no TLS, no login: loopback only). */
async function startSmtpSink() {
  const subjects: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        const subject = /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '';
        subjects.push(subject);
        done();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    url: `smtp://127.0.0.1:${port}`,
    subjects,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`${response.status}: ${text}`);
  }
}

describe.skipIf(Boolean(skipReason))('three instances on one PostgreSQL and one bucket', () => {
  let postgres: TempPostgres;
  let s3: S3Emulator;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let assetsDir: string;
  let db: pg.Pool;
  const instances: Instance[] = [];

  beforeAll(async () => {
    const helpers = (await import(pathToFileURL(join(root, 'scripts/postgres.mjs')).href)) as {
      ensurePostgres(): string | null;
      startTempPostgres(binDir: string): Promise<TempPostgres>;
    };
    postgres = await helpers.startTempPostgres(helpers.ensurePostgres()!);
    s3 = await startS3Emulator('liftline-deployment');
    smtp = await startSmtpSink();
    assetsDir = mkdtempSync(join(tmpdir(), 'liftline-unused-assets-'));
    db = new pg.Pool({ connectionString: postgres.url, max: 2 });
    db.on('error', () => undefined); // its idle connections end when PostgreSQL is halted
    const env = {
      DATABASE_URL: postgres.url,
      JWT_SECRET,
      // The load balancer's address, the same on every instance (tokens name it as their issuer).
      PUBLIC_URL: 'http://127.0.0.1:8080',
      S3_BUCKET: s3.config.bucket,
      S3_ENDPOINT: s3.config.endpoint!,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: EMULATOR_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: EMULATOR_CREDENTIALS.secretAccessKey,
      // A directory the instances must not use: every file goes to the bucket.
      ASSETS_DIR: assetsDir,
      SMTP_URL: smtp.url,
      FORM_SUBMISSIONS_PER_HOUR: '4',
      SHUTDOWN_GRACE_SECONDS: '20',
    };
    // The first migrates and seeds the demo data; the other two start together once it is up.
    instances.push(await serve({ ...env, SEED_DEMO_DATA: 'true' }));
    instances.push(
      ...(await Promise.all([
        serve({ ...env, SEED_DEMO_DATA: 'false' }),
        serve({ ...env, SEED_DEMO_DATA: 'false' }),
      ])),
    );
  }, 240_000);

  afterAll(async () => {
    // Every group, also of an instance whose npm has exited: its server may still run.
    for (const instance of instances) killGroup(instance.child);
    // Nothing of the deployment outlives the test: every instance's port is closed.
    for (const instance of instances) await closed(instance.base);
    await db?.end().catch(() => undefined);
    await smtp?.close();
    await s3?.close();
    postgres?.stop();
    if (assetsDir) rmSync(assetsDir, { recursive: true, force: true });
  });

  const at = (index: number, path: string, init?: RequestInit) =>
    fetch(`${instances[index]!.base}${path}`, init);
  const post = (index: number, path: string, body: unknown, token?: string) =>
    at(index, path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });

  async function ownerToken(index = 0): Promise<string> {
    const response = await post(index, '/api/v1/user/login', OWNER);
    expect(response.status).toBe(200);
    return (await json<{ token: { access_token: string } }>(response)).token.access_token;
  }

  it('a session made on one instance refreshes on a second and is served on a third', async () => {
    const login = await post(0, '/api/v1/user/login', OWNER);
    expect(login.status).toBe(200);
    const { token } = await json<{ token: { refresh_token: string } }>(login);
    const refreshed = await post(1, '/api/v1/user/login/refresh', {
      refreshToken: token.refresh_token,
    });
    expect(refreshed.status, await refreshed.clone().text()).toBe(200);
    const fresh = (await json<{ token: { access_token: string } }>(refreshed)).token;
    const me = await at(2, '/api/v1/user', {
      headers: { authorization: `Bearer ${fresh.access_token}` },
    });
    expect(me.status, await me.clone().text()).toBe(200);
    expect((await json<{ email: string }>(me)).email).toBe(OWNER.email);
  });

  it('an upload through one instance is read back byte for byte through another, from the bucket', async () => {
    const token = await ownerToken(0);
    const created = await post(
      0,
      '/api/v1/products',
      draftInput({ title: 'Multi-instance upload check' }),
      token,
    );
    expect(created.status, await created.clone().text()).toBe(201);
    const product = await json<{ id: number }>(created);
    const bytes = Buffer.concat([FILES.pdf, Buffer.alloc(300_000, 7)]);
    const form = new FormData();
    form.append('product_id', String(product.id));
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'spec-sheet.pdf');
    const uploaded = await at(0, '/api/v1/products/assets', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const asset = await json<{ url: string }>(uploaded);
    // A draft's file (`/api/media/<key>`): served to the account's members only.
    const key = asset.url.replace(/^\/api\/media\//, '');

    const read = await at(2, `/media/${key}`, { headers: { authorization: `Bearer ${token}` } });
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(bytes)).toBe(true);
    // In the bucket, and nothing on the instances' disk.
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.config.endpoint,
      forcePathStyle: true,
      credentials: EMULATOR_CREDENTIALS,
    });
    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: s3.config.bucket, Prefix: `${product.id}/` }),
    );
    expect(listed.Contents?.map((object) => [object.Key, object.Size])).toContainEqual([
      key,
      bytes.length,
    ]);
    expect(readdirSync(assetsDir)).toEqual([]);
    client.destroy();
  });

  it('a product edited on one instance shows in the catalog of the others (their caches are told)', async () => {
    const token = await ownerToken(1);
    const listed = await at(1, '/api/v1/products?status=published&per_page=1', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(listed.status, await listed.clone().text()).toBe(200);
    const published = await json<{ items: { id: number; title: string }[] }>(listed);
    const unit = published.items[0]!;
    // Both other instances have the unit in their response caches first.
    for (const index of [0, 2])
      expect((await at(index, `/api/v1/equipment/${unit.id}`)).ok).toBe(true);
    const title = `${unit.title} (edited ${Date.now()})`;
    const saved = await post(1, `/api/v1/products/${unit.id}`, { title }, token);
    expect(saved.status, await saved.clone().text()).toBe(200);
    const titleAt = async (index: number) =>
      (await json<{ title: string }>(await at(index, `/api/v1/equipment/${unit.id}`))).title;
    // On PostgreSQL every instance reads the catalog version per request (docs/benchmarks.md: "exact
    // across instances"); 3 s keeps a loaded CI machine from failing it, while an instance that is
    // never told keeps the old title for its cache's lifetime.
    const deadline = Date.now() + 3000;
    let seen: string[] = [];
    while (Date.now() < deadline) {
      seen = await Promise.all([titleAt(0), titleAt(2)]);
      if (seen.every((seenTitle) => seenTitle === title)) break;
      await wait(50);
    }
    expect(seen).toEqual([title, title]);
  });

  it('20 queued mails are delivered exactly once across the three instances', async () => {
    const run = Date.now().toString(36);
    const before = smtp.subjects.length;
    for (let n = 1; n <= 20; n++)
      await db.query(
        `insert into email_outbox (kind, to_address, subject, text_body, links)
         values ('lead-status', $1, $2, 'Checking delivery.', '[]')`,
        [`mail-${n}@example.com`, `Delivery ${run} #${n}`],
      );
    const ours = () => smtp.subjects.slice(before).filter((subject) => subject.includes(run));
    const deadline = Date.now() + 60_000;
    while (ours().length < 20 && Date.now() < deadline) await wait(200);
    // One more delivery round of every instance (5 s): a second send would arrive by then.
    await wait(6000);
    const delivered = ours().sort();
    expect(delivered).toHaveLength(20);
    expect(new Set(delivered).size).toBe(20);
    const { rows } = await db.query<{ status: string; count: number }>(
      `select status, count(*)::int as count from email_outbox where subject like $1 group by status`,
      [`Delivery ${run} #%`],
    );
    expect(rows).toEqual([{ status: 'sent', count: 20 }]);
  }, 90_000);

  it('FORM_SUBMISSIONS_PER_HOUR=4 holds in total: the fifth request is refused whichever instance gets it', async () => {
    const catalog = await json<{ items: { id: number; for_sale: boolean }[] }>(
      await at(0, '/api/v1/equipment?listing=buy&per_page=1'),
    );
    const quote = (email: string) => ({
      equipment_id: catalog.items[0]!.id,
      listing: 'buy',
      purchase_timeframe: 'within-30-days',
      quantity: 1,
      jobsite_zip: '60601',
      name: 'Limit Check',
      email,
      phone: '(312) 555-0100',
    });
    const statuses: number[] = [];
    for (const [n, index] of [0, 1, 2, 0, 1].entries()) {
      const response = await post(
        index,
        '/api/v1/equipment/request-quote',
        quote(`limit-${n}@example.com`),
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
    // And still refused on the other two.
    for (const index of [2, 0]) {
      const again = await post(
        index,
        '/api/v1/equipment/request-quote',
        quote('limit-again@example.com'),
      );
      expect(again.status).toBe(429);
    }
  });

  it('SIGTERM during 50 concurrent catalog requests: all 50 answered, exit code 0', async () => {
    const first = instances[0]!;
    const requests = Array.from({ length: 50 }, (_, n) =>
      at(0, `/api/v1/equipment?per_page=24&page=${(n % 5) + 1}`).then(
        async (response) => {
          await response.arrayBuffer();
          return response.status;
        },
        (error: unknown) => `failed: ${String(error)}`,
      ),
    );
    await wait(20);
    first.child.kill('SIGTERM');
    const statuses = await Promise.all(requests);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(await first.exited, first.output()).toBe(0);
  }, 60_000);

  it('while PostgreSQL is down the instances answer 503 with Retry-After, then serve again without a restart', async () => {
    const running = instances.slice(1);
    const pids = running.map((instance) => instance.child.pid);
    postgres.halt();
    try {
      for (const index of [1, 2]) {
        const response = await at(index, '/api/v1/equipment?per_page=3&q=outage');
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBeTruthy();
        expect((await json<{ slug: string }>(response)).slug).toBe('service_unavailable');
      }
      await wait(1100); // past /readyz's 1 s result reuse
      for (const index of [1, 2]) expect((await at(index, '/readyz')).status).toBe(503);
    } finally {
      postgres.resume();
    }
    const deadline = Date.now() + 30_000;
    let statuses: number[] = [];
    while (Date.now() < deadline) {
      statuses = await Promise.all(
        [1, 2].map(
          async (index) => (await at(index, '/api/v1/equipment?per_page=3&q=back')).status,
        ),
      );
      if (statuses.every((status) => status === 200)) break;
      await wait(250);
    }
    expect(statuses).toEqual([200, 200]);
    expect(running.map((instance) => [instance.child.pid, instance.child.exitCode])).toEqual(
      pids.map((pid) => [pid, null]),
    );
  }, 60_000);
});
