import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * With `TEST_DATABASE_URL` (a PostgreSQL server; `npm test` starts one), every test app gets its own
 * fresh database on that server, dropped afterwards. Without it, tests use in-memory PGlite.
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

export async function createScratchDatabase(
  adminUrl: string,
  {
    template,
  }: {
    /** A database to copy (testing/database-template.ts); default: an empty one. */ template?: string;
  } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `liftline_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
