import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config';
import type { Database, Queryable } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import type { Outbox } from '../mail/outbox';
import type { Metrics } from '../observability/metrics';
import { observeWebhookSender } from '../observability/outbound';
import { queueDeliveries, type DeliveryToQueue } from './delivery-store';
import { createWebhookDispatcher } from './dispatcher';
import { createWebhookSender, type AddressLookup } from './sender';
import type { TargetPolicy } from './target-policy';
import { enqueueWebhookEvent, type EventData, type WebhookEventType } from './webhook-events';

export interface WebhooksOptions {
  db: Database;
  jobs: JobQueue;
  outbox: Outbox;
  config: Pick<ServerConfig, 'webhookAllowPrivateTargets' | 'webhookRetryBaseMs' | 'publicUrl'>;
  onError?: (error: unknown, context: string) => void;
  /** Tests: a fake DNS; default the system's. */
  lookup?: AddressLookup;
  pollMs?: number;
  /** Counts delivery outcomes (`/metrics`). */
  metrics?: Metrics;
}

/**
 * Webhooks of the server: `enqueue` in the transaction of a change, `wake` once it committed
 * (the app does it after each answer that queued something), the dispatcher that delivers, and
 * the address policy endpoints are checked against.
 */
export function createWebhooks({
  db,
  jobs,
  outbox,
  config,
  onError,
  lookup,
  pollMs,
  metrics,
}: WebhooksOptions) {
  const policy: TargetPolicy = { allowPrivate: config.webhookAllowPrivateTargets };
  const dispatcher = createWebhookDispatcher({
    db,
    jobs,
    outbox,
    sender: observeWebhookSender(createWebhookSender({ policy, lookup }), metrics),
    publicUrl: config.publicUrl,
    retryBaseMs: config.webhookRetryBaseMs,
    onError,
    pollMs,
  });
  let enqueued = false;
  return {
    policy,

    /**
     * Queues an event of `accountId` in `tx` (one delivery per active endpoint of the account
     * that wants `type`); call `wake()` after the transaction commits, or let the app do it
     * after the answer.
     */
    async enqueue<T extends WebhookEventType>(
      tx: Queryable,
      accountId: number | null | undefined,
      type: T,
      data: EventData<T>,
    ): Promise<number> {
      const queued = await enqueueWebhookEvent(jobs, tx, accountId, type, data);
      if (queued > 0) enqueued = true;
      return queued;
    },

    /** Queues the jobs of deliveries written in `tx` (a resend, a test event); then `wake()`. */
    queue(tx: Queryable, deliveries: DeliveryToQueue[]): Promise<void> {
      return queueDeliveries(jobs, tx, deliveries);
    },

    /** The job queue of the deliveries. */
    jobs,

    /** Looks for due deliveries now. Calling it before the commit only finds nothing new. */
    wake() {
      enqueued = false;
      dispatcher.wake();
    },

    /** `wake()` when something was queued since the last one (the app calls it after each answer). */
    wakeIfEnqueued() {
      if (enqueued) this.wake();
    },

    dispatcher,
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Webhooks (enqueue, wake, the dispatcher): for tests and the benchmark. */
    webhooks: Webhooks;
  }
}

/**
 * The webhooks' life in the app: the dispatcher starts when the app is ready and stops on close
 * (deliveries in flight finish, late claims are handed back); each answer sent after a change
 * that queued events wakes it, so a delivery starts right after its commit.
 */
async function webhooksLifecycle(
  app: FastifyInstance,
  { webhooks, deliver }: { webhooks: Webhooks; deliver: boolean },
) {
  app.decorate('webhooks', webhooks);
  if (deliver) app.addHook('onReady', async () => webhooks.dispatcher.start());
  app.addHook('onResponse', async () => webhooks.wakeIfEnqueued());
  app.addHook('onClose', async () => webhooks.dispatcher.stop());
}

/** Applies to the whole app (not encapsulated). */
export const webhooksPlugin = fp(webhooksLifecycle, { name: 'liftline-webhooks' });
