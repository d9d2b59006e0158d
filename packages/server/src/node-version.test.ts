import { spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * One Node.js release, pinned in `.node-version`: the tests run on it (`npm test` and the other entry
 * scripts re-run themselves under it, scripts/use-pinned-node.mjs), and every other place that
 * names a Node version (engines, @types/node, the Dockerfile's base image, the docs) agrees.
 */
const root = resolve(fileURLToPath(import.meta.url), '../../../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const pinned = read('.node-version').trim();
const major = pinned.split('.')[0]!;

describe('the pinned Node.js release', () => {
  it('is one exact release', () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('runs these tests (npm test re-runs itself under it)', () => {
    expect(
      process.versions.node,
      `the tests run on Node.js ${process.versions.node}, not the pinned ${pinned}: run them through npm test, or put $(node scripts/pinned-node.mjs) first on PATH`,
    ).toBe(pinned);
  });

  it('is what package.json names (engines, @types/node of its major)', () => {
    const manifest = JSON.parse(read('package.json')) as {
      engines: { node: string };
      devDependencies: Record<string, string>;
    };
    expect(manifest.engines.node).toBe(pinned);
    expect(manifest.devDependencies['@types/node']).toMatch(new RegExp(`^\\D*${major}\\.`));
    for (const dir of [
      'packages/sdk',
      'packages/widgets',
      'packages/storefront',
      'packages/server',
    ]) {
      const own = JSON.parse(read(`${dir}/package.json`)) as {
        engines?: { node?: string };
        devDependencies?: Record<string, string>;
      };
      expect(own.engines?.node ?? pinned, dir).toBe(pinned);
      const types = own.devDependencies?.['@types/node'];
      if (types) expect(types, dir).toMatch(new RegExp(`^\\D*${major}\\.`));
    }
  });

  it('is the base image of every stage of the Dockerfile', () => {
    // `FROM deps AS build` names an earlier stage, not an image.
    const images = [...read('Dockerfile').matchAll(/^FROM (\S+)/gm)]
      .map((m) => m[1]!)
      .filter((image) => image.includes(':'));
    expect(images.length).toBeGreaterThan(1);
    for (const image of images) expect(image).toBe(`node:${pinned}-bookworm-slim`);
  });

  it('is the only Node version the docs, the Dockerfile and the image check name', () => {
    const files = [
      'README.md',
      'docs/development.md',
      'docs/deployment.md',
      'docs/architecture.md',
      'Dockerfile',
      'scripts/check-image.mjs',
      'scripts/image-check/base-image.mjs',
    ];
    const mentions =
      /\bNode(?:\.js)? v?(\d+(?:\.\d+)*)|\bnode:(\d+(?:\.\d+)*)|\bnode@(\d+(?:\.\d+)*)/g;
    const wrong: string[] = [];
    for (const file of files) {
      read(file)
        .split('\n')
        .forEach((line, index) => {
          for (const match of line.matchAll(mentions)) {
            const version = match[1] ?? match[2] ?? match[3]!;
            // A measurement's machine ("AMD EPYC, Node 20.20.2, …") records where it was taken.
            if (/AMD EPYC[^)]*$/.test(line.slice(0, match.index))) continue;
            if (version !== pinned && version !== major) {
              wrong.push(`${file}:${index + 1}: ${match[0]}`);
            }
          }
        });
    }
    expect(wrong, `every mention names ${pinned} (or ${major})`).toEqual([]);
  });
});

// The re-run itself, from a Node that is not the pinned one (CI machines have Node 20 on PATH
// besides the pinned one in .tools/node). The scripts are copied into a scratch root whose .tools is
// this checkout's, so the pinned Node is already installed there (no network).
const otherNode = (process.env.PATH ?? '')
  .split(delimiter)
  .map((dir) => join(dir, 'node'))
  .find(
    (candidate) =>
      existsSync(candidate) &&
      spawnSync(candidate, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim() !==
        pinned,
  );
const installed = existsSync(join(root, '.tools/node/node_modules/node/bin/node'));

describe.skipIf(!otherNode || !installed)(`an entry script started by another Node`, () => {
  let scratch = '';
  let env: NodeJS.ProcessEnv = {};
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'liftline-pinned-node-'));
    mkdirSync(join(scratch, 'scripts'));
    for (const name of ['pinned-node.mjs', 'use-pinned-node.mjs']) {
      copyFileSync(join(root, 'scripts', name), join(scratch, 'scripts', name));
    }
    writeFileSync(join(scratch, '.node-version'), `${pinned}\n`);
    symlinkSync(join(root, '.tools'), join(scratch, '.tools'));
    // Says which Node runs it and which `node` its children get; exits with its first argument, or
    // waits for SIGTERM and exits 0 once it came.
    writeFileSync(
      join(scratch, 'scripts', 'probe.mjs'),
      `import './use-pinned-node.mjs';
import { execFileSync } from 'node:child_process';
process.on('SIGTERM', () => { console.log('stopping'); process.exit(0); });
const child = execFileSync('node', ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
console.log(JSON.stringify({ self: process.versions.node, child, args: process.argv.slice(2) }));
if (process.argv[2] === 'wait') setTimeout(() => process.exit(3), 20_000);
else process.exit(Number(process.argv[2]));
`,
    );
    // The other Node first on PATH, as on a machine where the pinned Node is not the one installed.
    env = { ...process.env, PATH: [dirname(otherNode!), process.env.PATH].join(delimiter) };
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('runs again under the pinned Node, with it first on PATH, and exits as it did', () => {
    const run = spawnSync(otherNode!, [join(scratch, 'scripts', 'probe.mjs'), '7', 'x y'], {
      encoding: 'utf8',
      env,
    });
    expect(run.status, run.stderr).toBe(7);
    expect(JSON.parse(run.stdout.trim().split('\n').pop()!)).toEqual({
      self: pinned,
      child: pinned,
      args: ['7', 'x y'],
    });
  });

  it('passes a SIGTERM sent to it alone on to the script', async () => {
    const child = spawn(otherNode!, [join(scratch, 'scripts', 'probe.mjs'), 'wait'], { env });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('"self"')) child.kill('SIGTERM');
    });
    const [code, signal] = await new Promise<[number | null, string | null]>((done) =>
      child.on('exit', (exitCode, exitSignal) => done([exitCode, exitSignal])),
    );
    expect(out).toContain('stopping');
    expect([code, signal]).toEqual([0, null]);
  });
});
