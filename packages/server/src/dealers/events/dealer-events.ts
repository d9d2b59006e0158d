import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../../config';
import type { Queryable } from '../../db/database';
import { purgeHourly } from '../../http/hourly-purge';
import type { DealerEventOutcome, DealerEventRefusal, Metrics } from '../../observability/metrics';
import { createEventBuffer, type EventBuffer } from './event-buffer';
import { purgeEvents, writeEvents, type AcceptedEvent } from './event-store';
import { createWindowCounter, type WindowCounter } from './window-counter';

const MINUTE = 60_000;

/** The funnel-event ingest of one process: limits, the write buffer and the raw-event purge. */
export interface DealerEventIngest {
  /** Requests per IP address and minute (`DEALER_EVENTS_PER_IP_PER_MINUTE`). */
  perIp: WindowCounter;
  /** Events per publishable key and minute (`DEALER_EVENTS_PER_KEY_PER_MINUTE`). */
  perKey: WindowCounter;
  /** Queues accepted events (written within about a second). */
  accept(events: AcceptedEvent[]): void;
  /** Writes every queued event now (tests, shutdown). */
  flush(): Promise<void>;
  /** Deletes raw events past the retention; answers how many. */
  purge(): Promise<number>;
  /** How many events wait to be written. */
  readonly pending: number;
  /** Counts events accepted or refused (`/metrics`). */
  tally(outcome: DealerEventOutcome, count: number, reason?: DealerEventRefusal): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The funnel-event ingest (dealers/events): `flush()` for tests. */
    dealerEvents: DealerEventIngest;
  }
}

export function createDealerEventIngest({
  db,
  config,
  log,
  buffer: options = {},
  metrics,
}: {
  db: Queryable;
  config: Pick<
    ServerConfig,
    'dealerEventsPerIpPerMinute' | 'dealerEventsPerKeyPerMinute' | 'dealerEventsRetentionDays'
  >;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Buffer tuning (tests); default: 1 s, 200 events, 50,000 waiting at most. */
  buffer?: { intervalMs?: number; flushAt?: number; maxPending?: number };
  metrics?: Metrics;
}): DealerEventIngest & { close(): Promise<void> } {
  const buffer: EventBuffer = createEventBuffer({
    write: (events) => writeEvents(db, events),
    warn: (details, message) => log.warn(details, message),
    ...options,
  });
  return {
    perIp: createWindowCounter({ limit: config.dealerEventsPerIpPerMinute, windowMs: MINUTE }),
    perKey: createWindowCounter({ limit: config.dealerEventsPerKeyPerMinute, windowMs: MINUTE }),
    accept: (events) => buffer.add(events),
    flush: () => buffer.flush(),
    purge: () => purgeEvents(db, config.dealerEventsRetentionDays),
    close: () => buffer.close(),
    tally: (outcome, count, reason) => metrics?.dealerEvents(outcome, count, reason),
    get pending() {
      return buffer.pending;
    },
  };
}

/**
 * The ingest's life in the app: `app.dealerEvents`; raw events past the retention are purged when
 * the app is ready and every hour after (an unref'd timer); on close the timer stops and the
 * events still waiting are written (graceful shutdown closes the app before the database).
 */
async function dealerEventsLifecycle(
  app: FastifyInstance,
  { ingest }: { ingest: DealerEventIngest & { close(): Promise<void> } },
) {
  app.decorate('dealerEvents', ingest);
  purgeHourly(app, () => ingest.purge(), 'dealer events: purging old raw events failed');
  app.addHook('onClose', () => ingest.close());
}

/** Applies to the whole app (not encapsulated). */
export const dealerEvents = fp(dealerEventsLifecycle, { name: 'liftline-dealer-events' });
