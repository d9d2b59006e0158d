import { describe, expect, it } from 'vitest';
import { createScratchDatabase, testDatabaseUrl } from '../testing/test-database';
import { openPostgresDatabase } from './postgres-database';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!testDatabaseUrl)('a PostgreSQL transaction whose connection is dropped', () => {
  it('fails the transaction without crashing the process, and the pool serves on', async () => {
    const scratch = await createScratchDatabase(testDatabaseUrl!);
    const db = await openPostgresDatabase(scratch.url);
    try {
      await expect(
        db.transaction(async (tx) => {
          const { rows } = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
          // The server drops the connection between two statements (a restart, an admin).
          await db.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
          await wait(300);
          await tx.query('select 1');
        }),
      ).rejects.toThrow();
      expect((await db.query<{ x: number }>('select 1 as x')).rows).toEqual([{ x: 1 }]);
    } finally {
      await db.close();
      await scratch.drop();
    }
  });
});
