import type { Database } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import type { Outbox } from '../mail/outbox';
import {
  claimDeliveries,
  purgeOldEvents,
  recordResults,
  releaseDeliveries,
  retryDelayMs,
  type AttemptResult,
  type ClaimedDelivery,
  type Outcome,
} from './delivery-store';
import { disableFailingEndpoint } from './endpoint-disabling';
import type { WebhookSender } from './sender';
import { signatureHeader } from './signature';

export interface DispatcherOptions {
  db: Database;
  /** The job queue the deliveries' jobs are in (pg-boss, queue `webhook-delivery`). */
  jobs: JobQueue;
  outbox: Outbox;
  sender: WebhookSender;
  /** For the link in the mail sent when an endpoint is turned off. */
  publicUrl: string;
  /** First retry delay (`WEBHOOK_RETRY_BASE_MS`, 30 s). */
  retryBaseMs: number;
  /** Deliveries in flight on this instance at most. */
  concurrency?: number;
  /** How often due deliveries are looked for without a wake-up (retries, other instances). */
  pollMs?: number;
  /** Events and their deliveries older than this many days are deleted (hourly). */
  retentionDays?: number;
  onError?: (error: unknown, context: string) => void;
  /** The clock of `t=` in signatures (tests). */
  now?: () => number;
}

const HOUR = 60 * 60 * 1000;

/**
 * Delivers queued webhook deliveries: claims as many as it has free slots (one claim at a time;
 * pg-boss hands out at most ENDPOINT_CONCURRENCY per endpoint, so one slow endpoint cannot hold
 * the slots), sends each outside any transaction, writes each result under its fence, and turns off an
 * endpoint that has been failing for 3 days. Runs on `wake()` (after a transaction that queued
 * events committed) and every `pollMs`. Safe with several instances on one PostgreSQL.
 */
export function createWebhookDispatcher(options: DispatcherOptions) {
  const { db, jobs, sender, concurrency = 32, pollMs = 1000, retentionDays = 30 } = options;
  const now = options.now ?? Date.now;
  const report = options.onError ?? (() => {});
  let inFlight = 0;
  let claiming: Promise<void> | null = null;
  let wanted = false;
  let stopped = true;
  const sending = new Set<Promise<void>>();
  let pollTimer: NodeJS.Timeout | undefined;
  let purgeTimer: NodeJS.Timeout | undefined;
  /** Resolved each time a delivery's result is written (tests wait on it). */
  let idleWaiters: (() => void)[] = [];
  /** Results waiting to be written: written together, one transaction per batch. */
  const unwritten: { item: AttemptResult; written: (outcome: Promise<Outcome>) => void }[] = [];
  let writing = false;

  /** Writes the results that finished while the previous batch was being written. */
  async function writeResults() {
    writing = true;
    try {
      while (unwritten.length > 0) {
        // Let the answers already received finish first: they join this batch (PGlite runs on
        // this thread, so answers pile up while a batch is written).
        await new Promise((resolve) => setImmediate(resolve));
        const batch = unwritten.splice(0, 200);
        const outcomes = recordResults(
          db,
          jobs,
          batch.map((entry) => entry.item),
        );
        batch.forEach((entry, index) => entry.written(outcomes.then((all) => all[index]!)));
        await outcomes.catch(() => undefined);
      }
    } finally {
      writing = false;
    }
  }

  function write(item: AttemptResult): Promise<Outcome> {
    return new Promise<Outcome>((resolve) => {
      unwritten.push({ item, written: resolve });
      if (!writing) void writeResults();
    });
  }

  async function deliver(claim: ClaimedDelivery): Promise<void> {
    const startedAt = new Date();
    const result = await sender.send({
      url: claim.url,
      body: claim.body,
      headers: {
        'Liftline-Signature': signatureHeader(claim.body, claim.secrets, Math.floor(now() / 1000)),
      },
    });
    const delayMs = retryDelayMs(claim.attempts, options.retryBaseMs);
    const outcome = await write({ claim, result, startedAt, delayMs });
    if (outcome.written && outcome.endpointFailingTooLong) {
      await disableFailingEndpoint(db, options.outbox, options.publicUrl, claim.endpointId);
    }
  }

  function start(claim: ClaimedDelivery) {
    inFlight += 1;
    const task = deliver(claim)
      .catch((error: unknown) => report(error, 'webhook delivery failed'))
      .finally(() => {
        inFlight -= 1;
        sending.delete(task);
        pump();
        if (inFlight === 0 && !claiming) settleIdle();
      });
    sending.add(task);
  }

  function settleIdle() {
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  /** Claims for the free slots until nothing is due or no slot is free. */
  function pump(): void {
    if (stopped) return;
    if (claiming) {
      wanted = true;
      return;
    }
    const free = concurrency - inFlight;
    // Claims come in batches: a claim scans the due rows, so one per finished delivery would
    // cost more than the deliveries (wait for a quarter of the slots, unless nothing is in flight).
    if (free <= 0 || (inFlight > 0 && free < Math.ceil(concurrency / 4))) return;
    wanted = false;
    claiming = claimDeliveries(db, jobs, free)
      .then(async (claims) => {
        if (stopped) {
          await releaseDeliveries(db, jobs, claims);
          return;
        }
        for (const claim of claims) start(claim);
        if (claims.length === free) wanted = true;
      })
      .catch((error: unknown) => report(error, 'claiming webhook deliveries failed'))
      .finally(() => {
        claiming = null;
        if (wanted) pump();
        else if (inFlight === 0) settleIdle();
      });
  }

  const purge = () =>
    purgeOldEvents(db, retentionDays).catch((error: unknown) => {
      report(error, 'purging old webhook events failed');
      return 0;
    });

  return {
    /** Starts polling (and the hourly purge). */
    start() {
      if (!stopped) return;
      stopped = false;
      pollTimer = setInterval(pump, pollMs);
      pollTimer.unref();
      purgeTimer = setInterval(() => void purge(), HOUR);
      purgeTimer.unref();
      void purge();
      pump();
    },

    /** Looks for due deliveries now (call it after the transaction that queued events commits). */
    wake: pump,

    /**
     * Resolves once nothing is being claimed or sent (tests: after `wake()`, the due deliveries
     * have their results written).
     */
    idle(): Promise<void> {
      if (inFlight === 0 && !claiming) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },

    /**
     * Stops claiming; deliveries being sent finish (each within its 10 s timeout) and claims that
     * arrive after this are handed back at once for another instance.
     */
    async stop() {
      stopped = true;
      clearInterval(pollTimer);
      clearInterval(purgeTimer);
      await claiming;
      await Promise.all([...sending]);
      sender.close();
    },

    purge,

    get inFlight() {
      return inFlight;
    },
  };
}

export type WebhookDispatcher = ReturnType<typeof createWebhookDispatcher>;
