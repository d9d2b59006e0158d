import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

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
const compose = parse(read('deploy/compose.yaml')) as {
  services: Record<string, { environment?: Record<string, string>; build?: unknown }>;
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
  const stages = dockerfile.match(/^FROM /gm) ?? [];
  const cmd = /^CMD \[(.*)\]$/m.exec(dockerfile)?.[1] ?? '';

  it('is multi-stage and keeps only production dependencies', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/install --prod/);
  });

  it('runs what `npm run serve` runs, as a non-root user', () => {
    const served = scripts.serve!.replace(/^exec /, '').split(' ');
    expect(JSON.parse(`[${cmd}]`)).toEqual(served);
    expect(dockerfile).toMatch(/^USER (?!root)\w+/m);
  });

  it('checks /healthz', () => {
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*\/healthz/);
  });
});

describe('deploy/compose.yaml', () => {
  const apis = Object.entries(compose.services).filter(([, service]) => service.build);
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

  it('Caddy health-checks /readyz on every API instance', () => {
    const caddyfile = read('deploy/Caddyfile');
    expect(caddyfile).toMatch(/health_uri \/readyz/);
    for (const [name] of apis) expect(caddyfile).toContain(`${name}:3000`);
  });
});
