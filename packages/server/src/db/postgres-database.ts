import pg from 'pg';
import type { Database, Queryable } from './database';
import { retryFirstConnection, type FirstConnectionOptions } from './first-connection';

/** How long a starting server waits for PostgreSQL to answer (it may start after us). */
export const FIRST_CONNECTION_TIMEOUT_MS = 60_000;

// int8 (count(*), bigint ids) as numbers, numeric as numbers: both fit our value ranges.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

function adapt(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await client.query(sql, params);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
  };
}

/**
 * A real PostgreSQL server through a connection pool. The first connection is retried with backoff
 * while the server is not reachable yet (for `FIRST_CONNECTION_TIMEOUT_MS`); later outages are
 * 503s, not waits.
 */
export async function openPostgresDatabase(
  connectionString: string,
  firstConnection: Partial<FirstConnectionOptions> = {},
): Promise<Database> {
  // A server that does not answer fails a query within 30 s (a 503 to the client), not never. The
  // same limit bounds the wait for a free connection of the pool, so it stays well above what a
  // burst of writes queues for (36 concurrent writers waited over 5 s on a loaded 2-core machine);
  // a stopped server refuses at once and is a 503 at once.
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 30_000 });
  // An idle connection dropped by the server (restart, failover, admin termination) must not crash
  // the process: the pool replaces it on the next query.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') console.warn(`PostgreSQL connection lost: ${error.message}`);
  });
  await retryFirstConnection(() => pool.query('select 1'), {
    timeoutMs: FIRST_CONNECTION_TIMEOUT_MS,
    onRetry: (reason, delayMs) =>
      console.warn(`PostgreSQL is not reachable yet (${reason}); retrying in ${delayMs / 1000} s`),
    ...firstConnection,
  }).catch(async (error: unknown) => {
    await pool.end().catch(() => {});
    throw error;
  });
  const queryable = adapt(pool);
  return {
    kind: 'postgres',
    // pg-boss sends multi-statement text without parameters: the pool's raw results serve it.
    jobDatabase: { executeSql: (text, values) => pool.query(text, values) },
    query: queryable.query,
    async transaction(work) {
      const client = await pool.connect();
      // The pool listens for errors of idle connections only: a connection the server drops while
      // it is checked out here (a restart between two statements) would crash the process with an
      // unhandled 'error'. Its next statement fails instead, and the connection is discarded.
      let lost: Error | undefined;
      const onLost = (error: Error) => (lost = error);
      client.on('error', onLost);
      try {
        await client.query('begin');
        const result = await work(adapt(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.removeListener('error', onLost);
        client.release(lost);
      }
    },
    close: () => pool.end(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max ?? 10,
    }),
  };
}
