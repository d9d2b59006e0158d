import type { Queryable } from '../db/database';

export interface Counter {
  hits: number;
  /** Milliseconds until the window ends (the counter starts over then). */
  resetMs: number;
}

/** Counters of hits per key in fixed windows, shared by every instance (table `rate_limit_counters`). */
export interface Counters {
  /**
   * Adds one hit to `key` in one atomic statement; a window that is over starts again at 1.
   * `slide`: each hit moves the window's end to `windowMs` from now (forget after a quiet period).
   */
  hit(key: string, windowMs: number, options?: { slide?: boolean }): Promise<Counter>;
  read(key: string): Promise<Counter | null>;
  reset(key: string): Promise<void>;
  /** Deletes every row whose window is over; answers how many. */
  sweep(): Promise<number>;
}

const RESET_MS = `greatest(0, ceil(extract(epoch from (expires_at - clock_timestamp())) * 1000))::int`;

/**
 * The PostgreSQL counters. Keys are bounded by the windows: every `sweepEvery`th hit of an instance
 * deletes the rows whose window is over, so an attacker cycling through addresses or e-mails
 * leaves at most one window's worth of rows.
 */
export function createPostgresCounters(db: Queryable, { sweepEvery = 200 } = {}): Counters {
  let hits = 0;
  const counters: Counters = {
    async hit(key, windowMs, { slide = false } = {}) {
      if (++hits % sweepEvery === 0) await counters.sweep();
      const { rows } = await db.query<{ hits: number; reset_ms: number }>(
        `insert into rate_limit_counters as c (key, hits, expires_at)
         values ($1, 1, clock_timestamp() + $2::int * interval '1 millisecond')
         on conflict (key) do update set
           hits = case when c.expires_at <= clock_timestamp() then 1 else c.hits + 1 end,
           expires_at = case when c.expires_at <= clock_timestamp() or $3::boolean
                             then excluded.expires_at else c.expires_at end
         returning hits, ${RESET_MS} as reset_ms`,
        [key, Math.round(windowMs), slide],
      );
      return { hits: rows[0]!.hits, resetMs: rows[0]!.reset_ms };
    },
    async read(key) {
      const { rows } = await db.query<{ hits: number; reset_ms: number }>(
        `select hits, ${RESET_MS} as reset_ms from rate_limit_counters
          where key = $1 and expires_at > clock_timestamp()`,
        [key],
      );
      return rows[0] ? { hits: rows[0].hits, resetMs: rows[0].reset_ms } : null;
    },
    async reset(key) {
      await db.query('delete from rate_limit_counters where key = $1', [key]);
    },
    async sweep() {
      const { rowCount } = await db.query(
        'delete from rate_limit_counters where expires_at <= clock_timestamp()',
      );
      return rowCount;
    },
  };
  return counters;
}
