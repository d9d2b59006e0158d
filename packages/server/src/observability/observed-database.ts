import { SpanKind } from '@opentelemetry/api';
import type { Database, Queryable } from '../db/database';
import { statementKind, type Metrics } from './metrics';
import { inSpan } from './tracing';

/**
 * The database with each query timed (`liftline_db_query_duration_seconds`) and traced (a client
 * span with the statement's text, never its parameters), on PGlite and PostgreSQL alike; a
 * transaction is a span around its queries. Pool use is read at each scrape (PostgreSQL: the
 * pool's counts; PGlite: one connection, busy while a query runs).
 */
export function observeDatabase(db: Database, metrics: Metrics): Database {
  const system = db.kind === 'postgres' ? 'postgresql' : 'pglite';
  let running = 0;
  const observed = (target: Queryable): Queryable => ({
    query<Row>(sql: string, params?: unknown[]) {
      const statement = statementKind(sql);
      return inSpan(
        `db ${statement}`,
        {
          kind: SpanKind.CLIENT,
          attributes: {
            'db.system.name': 'postgresql',
            'db.client': system,
            'db.operation.name': statement,
            'db.query.text': sql.length > 2000 ? `${sql.slice(0, 2000)}…` : sql,
          },
        },
        async () => {
          const started = performance.now();
          running += 1;
          try {
            return await target.query<Row>(sql, params);
          } finally {
            running -= 1;
            metrics.query(statement, (performance.now() - started) / 1000);
          }
        },
      );
    },
  });
  metrics.readPoolWith(
    () =>
      db.poolStats?.() ?? {
        total: 1,
        idle: running === 0 ? 1 : 0,
        waiting: Math.max(0, running - 1),
        max: 1,
      },
  );
  return {
    ...db,
    query: observed(db).query,
    transaction: (work) =>
      inSpan('db transaction', { kind: SpanKind.CLIENT }, () =>
        db.transaction((tx) => work(observed(tx))),
      ),
  };
}
