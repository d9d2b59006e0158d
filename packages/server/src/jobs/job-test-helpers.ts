import type { Queryable } from '../db/database';
import type { JobQueue } from './job-queue';

/**
 * Tests: job `jobId` of `queue` has been active past its expiry (its instance stalled or died),
 * and pg-boss's supervisor has run: the job is handed out again.
 */
export async function expireJob(db: Queryable, jobs: JobQueue, queue: string, jobId: string) {
  await db.query(`update pgboss.job set started_on = now() - interval '1 day' where id = $1`, [
    jobId,
  ]);
  // The supervisor looks at a queue at most every monitorIntervalSeconds: let it look now.
  await db.query(
    'update pgboss.queue set monitor_on = null, monitor_claim_on = null where name = $1',
    [queue],
  );
  await jobs.boss.supervise(queue);
}

/** Tests: job `jobId` is due at `at` (an SQL expression; default now) instead of after its wait. */
export async function makeJobDue(db: Queryable, jobId: string, at = 'now()') {
  await db.query(`update pgboss.job set start_after = ${at} where id = $1`, [jobId]);
}
