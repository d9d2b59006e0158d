import { copyFileSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config';

const { migrationsDir } = loadConfig({});

/**
 * A migrations directory holding the project's migrations numbered up to `last` (`'014'`), for
 * tests of a migration on data written before it. Call again with a later number and the same
 * `dir` to add the following migrations.
 */
export function migrationsUpTo(
  last: string,
  dir = mkdtempSync(join(tmpdir(), 'liftline-migrations-')),
) {
  for (const file of readdirSync(migrationsDir).filter((name) => name.slice(0, 3) <= last)) {
    copyFileSync(join(migrationsDir, file), join(dir, file));
  }
  return dir;
}
