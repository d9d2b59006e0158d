import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The server's source files (tests and helpers of tests left out), relative to `src`. */
const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter(
    (path) => path.endsWith('.ts') && !/\.test(-d)?\.ts$/.test(path) && !path.endsWith('.d.ts'),
  )
  .map((path) => path.split('\\').join('/'))
  .filter((path) => !path.startsWith('testing/'));
/** A file's code without its comments (which may well name ASSETS_DIR). */
const text = (path: string) =>
  readFileSync(join(src, path), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

describe('the asset store boundary', () => {
  it('leaves ASSETS_DIR to the configuration, the local driver and whoever picks a driver', () => {
    const naming = sources.filter((path) => /assetsDir|ASSETS_DIR/.test(text(path)));
    expect(naming.sort()).toEqual([
      'assets-migrate.ts',
      'config.ts',
      'products/local-asset-store.ts',
      'products/open-asset-store.ts',
    ]);
  });

  it('lets only the local driver touch the file system among the code of stored files', () => {
    const assetCode = sources.filter(
      (path) =>
        path.startsWith('products/') ||
        [
          'http/media-files.ts',
          'http/byte-range.ts',
          'db/seed-demo-pictures.ts',
          'assets-migrate.ts',
        ].includes(path),
    );
    expect(assetCode.length).toBeGreaterThan(10);
    const usingFs = assetCode.filter((path) =>
      /from '(node:)?fs(\/promises)?'|require\('(node:)?fs/.test(text(path)),
    );
    expect(usingFs).toEqual(['products/local-asset-store.ts']);
  });

  it('serves /media from the store, not from a directory', () => {
    const serving = sources.filter((path) => text(path).includes("prefix: '/media/'"));
    expect(serving).toEqual([]);
    expect(text('http/media-files.ts')).not.toMatch(/@fastify\/static|node:fs/);
  });
});
