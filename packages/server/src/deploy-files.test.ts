import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { baseImageOf, chainOf, copyParts, parseDockerfile } from './testing/dockerfile';

/**
 * The deployment files (no container runtime is needed to check them): the Dockerfile runs what
 * `npm run serve` runs, as a non-root user, with a health check; the compose file's API instances
 * set only variables the server reads (config.ts) or the S3 asset store will read, each documented
 * in docs/configuration.md; Caddy sends traffic only to ready instances.
 */
const root = resolve(fileURLToPath(import.meta.url), '../../../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
const dockerfile = read('Dockerfile');
interface ComposeService {
  image?: string;
  build?: unknown;
  pull_policy?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
  healthcheck?: { test: string[] };
  entrypoint?: string[];
  command?: string[] | string;
  stop_grace_period?: string;
}
// `merge`: the API instances share their settings through `<<: *api`, as compose reads them.
const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
// The S3 asset store's settings (its driver is built on another branch; the names are agreed).
const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_FORCE_PATH_STYLE',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
];

describe('npm run serve and npm start', () => {
  it('exec node, so SIGTERM reaches the server and not only the shell npm runs', () => {
    expect(scripts.serve).toMatch(/^exec node .*scripts\/serve\.mjs$/);
    expect(scripts.start).toMatch(/^exec node scripts\/start\.mjs$/);
    expect(existsSync(join(root, 'scripts/serve.mjs'))).toBe(true);
  });
});

describe('Dockerfile', () => {
  const stages = parseDockerfile(dockerfile);
  const runtime = stages.at(-1)!;
  const cmd = /^CMD \[(.*)\]$/m.exec(dockerfile)?.[1] ?? '';
  const workspacePackages = ['packages', 'examples'].flatMap((dir) =>
    readdirSync(join(root, dir))
      .map((name) => `${dir}/${name}/package.json`)
      .filter((path) => existsSync(join(root, path))),
  );
  const installs = (stage: (typeof stages)[number]) =>
    stage.instructions.filter((i) => i.keyword === 'RUN' && /pnpm\.mjs install\b/.test(i.args));

  it('installs the dependencies from the manifests alone, before the sources are copied', () => {
    const build = stages.find((stage) => chainOf(stages, stage).some((i) => i.args === '. .'));
    expect(build, 'a stage copies the sources (COPY . .)').toBeDefined();
    const chain = chainOf(stages, build!);
    const firstInstall = chain.findIndex((i) => i.keyword === 'RUN' && /install\b/.test(i.args));
    const copyAll = chain.findIndex((i) => i.keyword === 'COPY' && i.args === '. .');
    expect(firstInstall, 'the install runs before COPY . .').toBeGreaterThan(-1);
    expect(firstInstall).toBeLessThan(copyAll);
    const copiedFirst = chain
      .slice(0, firstInstall)
      .filter((i) => i.keyword === 'COPY')
      .flatMap((i) =>
        copyParts(i.args).sources.map((source) => ({ source, dest: copyParts(i.args).dest })),
      );
    for (const { source } of copiedFirst)
      expect(
        source,
        'only manifests, the lockfile, the pinned Node version and the pnpm launcher',
      ).toMatch(
        /(^|\/)package\.json$|^pnpm-lock\.yaml$|^pnpm-workspace\.yaml$|^\.node-version$|^scripts\/(pnpm|pinned-node)\.mjs$/,
      );
    const manifests = copiedFirst.map(({ source, dest }) =>
      source.includes('/') ? source : `${dest.replace(/^\.\/?$/, '')}${source}`,
    );
    expect(manifests).toEqual(expect.arrayContaining(['package.json', ...workspacePackages]));
  });

  it("keeps only the server's production dependencies, installed apart from the dev tools", () => {
    const prod = stages.find((stage) => installs(stage).some((i) => /--prod\b/.test(i.args)));
    expect(prod, 'a stage runs install --prod').toBeDefined();
    expect(installs(prod!)[0]!.args).toMatch(/--frozen-lockfile/);
    expect(installs(prod!)[0]!.args).toMatch(/--filter @liftline\/server\b/);
    expect(
      chainOf(stages, prod!).some((i) => i.args === '. .'),
      'no sources in it',
    ).toBe(false);
    const copies = runtime.instructions
      .filter((i) => i.keyword === 'COPY')
      .map((i) => copyParts(i.args));
    const modules = copies.filter(({ sources }) => sources.some((s) => s.endsWith('node_modules')));
    expect(modules.length).toBeGreaterThan(0);
    for (const { from } of modules) expect(from).toBe(prod!.name);
    // The built tree is copied whole: the build stage deletes its own (dev) node_modules first.
    const built = copies.filter(({ sources }) => sources.includes('/app'));
    for (const { from } of built) {
      const stage = stages.find((candidate) => candidate.name === from)!;
      expect(stage.instructions.at(-1)!.args).toMatch(
        /rm -rf node_modules packages\/\*\/node_modules/,
      );
    }
  });

  it('builds and runs on one Node image (native modules match)', () => {
    const images = new Set(stages.map((stage) => baseImageOf(stages, stage)));
    expect([...images]).toHaveLength(1);
    expect([...images][0]).toMatch(/^node:\d+(\.\d+\.\d+)?-/);
  });

  it('runs what `npm run serve` runs, as a non-root user', () => {
    const served = scripts.serve!.replace(/^exec /, '').split(' ');
    expect(JSON.parse(`[${cmd}]`)).toEqual(served);
    expect(dockerfile).toMatch(/^USER (?!root)\w+/m);
  });

  it('checks /healthz', () => {
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*\/healthz/);
  });

  it('drains within the 10 s a plain `docker stop` waits before SIGKILL', () => {
    const env = runtime.instructions
      .filter((i) => i.keyword === 'ENV')
      .map((i) => i.args)
      .join(' ');
    const grace = Number(/SHUTDOWN_GRACE_SECONDS=(\d+)/.exec(env)?.[1]);
    expect(grace).toBeGreaterThan(0);
    expect(grace).toBeLessThan(10);
  });
});

describe('deploy/compose.yaml', () => {
  const builders = Object.entries(compose.services).filter(([, service]) => service.build);
  const apiImage = builders[0]?.[1].image;
  const apis = Object.entries(compose.services).filter(([, service]) => service.image === apiImage);
  const configSource = read('packages/server/src/config.ts');
  const serverVariables = new Set(
    [...configSource.matchAll(/env\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]),
  );
  const configurationDoc = read('docs/configuration.md');

  it('has PostgreSQL, MinIO, Caddy and two API instances', () => {
    expect(Object.keys(compose.services)).toEqual(
      expect.arrayContaining(['postgres', 'minio', 'caddy']),
    );
    expect(apis.length).toBeGreaterThanOrEqual(2);
  });

  it('sets only variables the server reads, each in docs/configuration.md', () => {
    for (const [name, service] of apis) {
      const variables = Object.keys(service.environment ?? {});
      expect(variables, name).toEqual(expect.arrayContaining(['DATABASE_URL', ...S3_VARIABLES]));
      for (const variable of variables) {
        expect(serverVariables.has(variable) || S3_VARIABLES.includes(variable), variable).toBe(
          true,
        );
        expect(configurationDoc, `docs/configuration.md documents ${variable}`).toContain(
          `\`${variable}\``,
        );
      }
      expect(service.environment!.S3_FORCE_PATH_STYLE).toBe('true');
    }
  });

  it('builds the API image once and runs it on every instance', () => {
    expect(builders).toHaveLength(1);
    expect(apiImage).toBeTruthy();
    expect(builders[0]![1].pull_policy).toBe('build');
    for (const [name, service] of apis.filter(([, s]) => !s.build))
      expect(service.pull_policy, `${name} uses the built image`).toBe('never');
  });

  it('pins every image it pulls', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (service.image === apiImage) continue;
      expect(service.image, name).toMatch(/^[^:]+:(?!latest$)[^:]*\d[^:]*$/);
    }
    expect(compose.services.minio!.image).toMatch(/^minio\/minio:RELEASE\./);
  });

  it('starts the API instances once PostgreSQL accepts TCP connections and the bucket exists', () => {
    const postgresCheck = compose.services.postgres!.healthcheck!.test.join(' ');
    // Without -h the check uses the Unix socket, which answers during the first run's init.
    expect(postgresCheck).toMatch(/pg_isready .*-h 127\.0\.0\.1/);
    expect(compose.services.minio!.healthcheck!.test.join(' ')).toMatch(/mc ready local/);
    const init = compose.services['minio-init']!;
    expect(init.depends_on).toEqual({ minio: { condition: 'service_healthy' } });
    for (const [name, service] of apis) {
      expect(service.depends_on, name).toEqual({
        postgres: { condition: 'service_healthy' },
        'minio-init': { condition: 'service_completed_successfully' },
      });
      const bucket = service.environment!.S3_BUCKET;
      expect([init.command].flat().join(' '), 'minio-init creates S3_BUCKET').toMatch(
        new RegExp(`\\bmb --ignore-existing local/${bucket}$`),
      );
    }
  });

  it('lets an instance drain before compose kills it', () => {
    for (const [name, service] of apis) {
      const grace = Number(service.environment!.SHUTDOWN_GRACE_SECONDS ?? 8);
      expect(parseInt(service.stop_grace_period ?? '10s'), name).toBeGreaterThan(grace);
    }
  });

  it('Caddy health-checks /readyz on every API instance', () => {
    const caddyfile = read('deploy/Caddyfile');
    expect(caddyfile).toMatch(/health_uri \/readyz/);
    for (const [name] of apis) expect(caddyfile).toContain(`${name}:3000`);
  });
});
