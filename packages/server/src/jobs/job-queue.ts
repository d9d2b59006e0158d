import { PgBoss, type Job } from 'pg-boss';
import type { Database, Queryable } from '../db/database';

/** The queues pg-boss runs for us. */
export const MAIL_QUEUE = 'mail';
export const WEBHOOK_QUEUE = 'webhook-delivery';
/** A webhook job active this long (its instance stopped mid-send) is handed out again. */
export const WEBHOOK_EXPIRE_SECONDS = 60;

/** A mail is tried this many times in all (the first attempt and its retries). */
export const MAIL_ATTEMPTS = 5;
/** The first retry of a mail waits about this long; each next one about twice as long. */
export const MAIL_RETRY_DELAY_SECONDS = 30;
/** No retry of a mail waits longer than this. */
export const MAIL_RETRY_DELAY_MAX_SECONDS = 60 * 60;
/** A mail job active this long (its instance died while sending) is handed to another instance. */
export const MAIL_EXPIRE_SECONDS = 10 * 60;

export interface QueueStat {
  queue: string;
  /** Jobs waiting (due or scheduled for a retry) or being worked on. */
  depth: number;
  /** Age of the oldest of them; 0 when there is none. */
  oldestAgeSeconds: number;
}

export interface JobQueueOptions {
  /** Mail retries (tests make them short); default MAIL_RETRY_DELAY_SECONDS. */
  mailRetryDelaySeconds?: number;
  onError?: (error: unknown) => void;
}

/** pg-boss's `db` option for one of our transactions: its SQL runs in `tx`. */
export function inTransaction(tx: Queryable) {
  return {
    executeSql: async (text: string, values: unknown[] = []) => ({
      rows: (await tx.query(text, values)).rows,
    }),
  };
}

/**
 * The PostgreSQL job queue (pg-boss, schema `pgboss`) on the server's database: PGlite (one
 * connection, shared with the app; LISTEN/NOTIFY stays off, workers poll) or PostgreSQL (the pool).
 * `start()` creates or upgrades its schema and the queues; jobs are sent in the caller's
 * transaction (`inTransaction(tx)`), so a rolled-back change queues nothing.
 */
export function createJobQueue(db: Database, options: JobQueueOptions = {}) {
  const boss = new PgBoss({
    db: db.jobDatabase,
    backend: db.kind === 'pglite' ? 'pglite' : 'postgres',
    schedule: false,
    // Expired jobs (a stopped instance) are handed out again within a minute.
    superviseIntervalSeconds: 30,
    monitorIntervalSeconds: 30,
  });
  boss.on('error', (error: unknown) => options.onError?.(error));
  let started: Promise<void> | null = null;

  return {
    boss,

    /** Creates the schema and queues (once; safe with several instances at once). */
    start(): Promise<void> {
      started ??= (async () => {
        await boss.start();
        await boss.createQueue(MAIL_QUEUE, {
          retryLimit: MAIL_ATTEMPTS - 1,
          retryDelay: options.mailRetryDelaySeconds ?? MAIL_RETRY_DELAY_SECONDS,
          retryBackoff: true,
          retryDelayMax: MAIL_RETRY_DELAY_MAX_SECONDS,
          expireInSeconds: MAIL_EXPIRE_SECONDS,
          // Sent mails stay in email_outbox; the job itself is not needed after a day.
          deleteAfterSeconds: 24 * 60 * 60,
          retentionSeconds: 14 * 24 * 60 * 60,
        });
        // One job per attempt of a delivery: a failed attempt's job completes and the next
        // attempt is a new job due after the delivery's backoff (webhooks/delivery-store). pg-boss
        // retries a job only when it expired (its instance stopped): at once, without limit.
        await boss.createQueue(WEBHOOK_QUEUE, {
          retryLimit: 1_000_000,
          retryDelay: 0,
          expireInSeconds: WEBHOOK_EXPIRE_SECONDS,
          deleteAfterSeconds: 24 * 60 * 60,
          retentionSeconds: 30 * 24 * 60 * 60,
        });
      })();
      return started;
    },

    /** Queues the delivery of mail `mailId` in `tx` (answers the job id). */
    async sendMail(tx: Queryable, mailId: number): Promise<string> {
      // Never start here: on PGlite `tx` holds the one connection pg-boss would start on.
      if (!started) throw new Error('the job queue is not started');
      await started;
      const id = await boss.send(MAIL_QUEUE, { mailId }, { db: inTransaction(tx) });
      if (!id) throw new Error(`mail ${mailId} was not queued`);
      await tx.query('update email_outbox set job_id = $2 where id = $1', [mailId, id]);
      return id;
    },

    /**
     * Queues the mails stored without a job (rows from before the queue — migration 031 — or
     * written by a tool without one). Row locks keep two starting instances from both queuing one.
     */
    async queueUnqueuedMail(): Promise<number> {
      await this.start();
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          `select id from email_outbox where status in ('pending', 'sending') and job_id is null
            order by id for update skip locked`,
        );
        for (const row of rows) await this.sendMail(tx, row.id);
        return rows.length;
      });
    },

    /** Fetches up to `batchSize` due jobs of `queue` (with their attempt, for the fence). */
    async fetch<T extends object>(queue: string, batchSize = 1): Promise<Job<T>[]> {
      await this.start();
      return (await boss.fetch<T>(queue, { batchSize, includeMetadata: true })) as Job<T>[];
    },

    /**
     * Per queue: the jobs waiting or being worked on and the age of the oldest (for metrics).
     * The webhook deliveries are counted from their own table (see webhooks/delivery-store).
     */
    async stats(): Promise<QueueStat[]> {
      await this.start();
      const { rows } = await db.query<{ queue: string; depth: number; oldest: number | null }>(
        `select q.name as queue, count(j.id)::int as depth,
                coalesce(extract(epoch from now() - min(j.created_on)), 0)::float8 as oldest
           from pgboss.queue q
           left join pgboss.job j on j.name = q.name and j.state in ('created', 'retry', 'active')
          group by q.name order by q.name`,
      );
      return rows.map((row) => ({
        queue: row.queue,
        depth: row.depth,
        oldestAgeSeconds: Math.max(0, Math.round(Number(row.oldest ?? 0))),
      }));
    },

    /** Stops pg-boss's own timers (our database stays open). */
    async stop(): Promise<void> {
      if (!started) return;
      await started.catch(() => {});
      await boss.stop({ graceful: false, close: false });
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;

/** Per queue: depth and age of the oldest job (for metrics: `queueStats(app.jobs)`). */
export const queueStats = (jobs: JobQueue): Promise<QueueStat[]> => jobs.stats();
