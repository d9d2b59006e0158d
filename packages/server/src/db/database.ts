/** The small query interface every repository is written against (PGlite and `pg` both fit it). */
export interface Queryable {
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
  ): Promise<{ rows: Row[]; rowCount: number }>;
}

/** What pg-boss runs its SQL through (its `db` option): raw results, multi-statement text allowed. */
export interface JobDatabase {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  listen?(
    channel: string,
    onNotification: (payload: string) => void,
    onReconnect: () => void,
  ): Promise<{ close(): Promise<void> }>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** The connection the job queue (pg-boss, jobs/) runs on: PGlite itself, or the pool. */
  readonly jobDatabase: JobDatabase;
  /** Runs `work` in one transaction; use the `tx` it receives, never the outer database. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PostgreSQL only: the connection pool's use now (`/metrics`). */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
  /**
   * Embedded database only: calls `onMessage` for each `NOTIFY` on `channel`, before the writing
   * statement (or its transaction's commit) resolves — so in-process state derived from it is never
   * behind a write. PostgreSQL delivers notifications later, on another connection, so it has no
   * `listen` here and callers read the state they need instead. Answers the unsubscribe function.
   */
  listen?(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
}
