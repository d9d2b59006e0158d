import type { Queryable } from '../db/database';
import type { QueueStats } from './metrics';

/**
 * The backlog of today's queue tables: mails `pending` or `sending`, webhook deliveries `pending`
 * (due now or waiting for a retry) or `delivering`. A queue library replacing these tables hands
 * `metrics.readQueuesWith()` its own reader instead.
 */
export async function readQueueStats(db: Queryable): Promise<QueueStats[]> {
  const { rows } = await db.query<{ queue: QueueStats['queue']; depth: number; age: number }>(
    `select 'mail' as queue, count(*)::int as depth,
            coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as age
       from email_outbox where status in ('pending', 'sending')
     union all
     select 'webhook', count(*)::int,
            coalesce(extract(epoch from now() - min(created_at)), 0)::float8
       from webhook_deliveries where status in ('pending', 'delivering')`,
  );
  return rows.map((row) => ({
    queue: row.queue,
    depth: Number(row.depth),
    oldestAgeSeconds: Math.max(0, Number(row.age)),
  }));
}
