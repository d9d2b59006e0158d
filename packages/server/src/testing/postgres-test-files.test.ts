import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

// `npm test`'s postgres step runs again only the server's test files that reach the test database
// setting (scripts/postgres-test-files.mjs); a file left out must be one that never could use it.

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const { postgresTestFiles } = (await import(
  pathToFileURL(join(root, 'scripts/postgres-test-files.mjs')).href
)) as { postgresTestFiles: (serverSrc?: string) => string[] };

function tree(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'liftline-postgres-files-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('the test files the postgres step runs again', () => {
  it('takes a file that reaches the setting through any chain of imports, and no other', () => {
    const dir = tree({
      'testing/test-database.ts': 'export const testDatabaseUrl = process.env.TEST_DATABASE_URL;',
      'testing/test-app.ts': "import { testDatabaseUrl } from './test-database';",
      'testing/helper.ts': "export { x } from './test-app';",
      'a/direct.test.ts': "import { createTestApp } from '../testing/test-app';",
      'a/through-helper.test.ts': "import { x } from '../testing/helper.js';",
      'a/dynamic.test.ts': "const m = await import('../testing/test-app');",
      'a/own.test.ts': 'const url = process.env.TEST_DATABASE_URL;',
      'b/circle-one.ts': "import './circle-two';",
      'b/circle-two.ts': "import './circle-one';",
      'b/pure.test.ts': "import { y } from './circle-one'; import { z } from 'pg';",
      'b/type-only.test.ts': "import type { Database } from '../db/database';",
    });
    const chosen = postgresTestFiles(dir).map((file) => relative(dir, join(root, file)));
    expect(chosen).toEqual([
      'a/direct.test.ts',
      'a/dynamic.test.ts',
      'a/own.test.ts',
      'a/through-helper.test.ts',
    ]);
  });

  it('takes every server test that makes a test app or a scratch database', () => {
    const chosen = postgresTestFiles();
    expect(chosen.length).toBeGreaterThan(80);
    for (const file of [
      'packages/server/src/auth/sessions.test.ts',
      'packages/server/src/db/database.test.ts',
      'packages/server/src/testing/database-template.test.ts',
      'packages/server/src/webhooks/multi-instance-delivery.test.ts',
    ])
      expect(chosen).toContain(file);
    for (const file of chosen) {
      expect(readFileSync(join(root, file), 'utf8')).toMatch(/import/);
    }
    expect(chosen).not.toContain('packages/server/src/config.test.ts');
    expect(chosen).not.toContain('packages/server/src/db/migrate.test.ts'); // PGlite by name
  });
});
