import type { ServerConfig } from '../config';
import type { Database } from './database';
import { lockDataDir } from './data-dir-lock';
import { migrate } from './migrate';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

/** Opens PostgreSQL when `DATABASE_URL` is set, otherwise PGlite (locked data dir), and migrates. */
export async function openDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'migrationsDir'>,
): Promise<Database> {
  let db: Database;
  if (config.databaseUrl) {
    db = await openPostgresDatabase(config.databaseUrl);
  } else if (config.dataDir.startsWith('memory://')) {
    db = await openPgliteDatabase(config.dataDir);
  } else {
    const release = lockDataDir(config.dataDir);
    try {
      const pglite = await openPgliteDatabase(config.dataDir);
      db = { ...pglite, close: () => pglite.close().finally(release) };
    } catch (error) {
      release();
      throw error;
    }
  }
  await migrate(db, config.migrationsDir);
  return db;
}
