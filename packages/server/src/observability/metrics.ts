import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** A queue's backlog as `/metrics` shows it: jobs not done yet, and how long the oldest waits. */
export interface QueueStats {
  queue: 'mail' | 'webhook';
  /** Jobs not finished (waiting, retrying later, or being worked on). */
  depth: number;
  /** Seconds since the oldest unfinished job was queued; 0 when there is none. */
  oldestAgeSeconds: number;
}

/** Reads the queues' backlog at each scrape (the queue code can hand in another reader). */
export type QueueStatsReader = () => Promise<QueueStats[]>;

/** A connection pool's use at a scrape. */
export interface PoolStats {
  /** Connections open (busy or idle). */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

export type DeliveryQueue = 'mail' | 'webhook';
export type DeliveryOutcome = 'delivered' | 'failed';
export type DealerEventOutcome = 'accepted' | 'refused';
/** Why funnel events were not counted: over a limit, a key/Origin that credits no site, a page off the site's origin. */
export type DealerEventRefusal = 'rate_limited' | 'not_credited' | 'off_origin';
export type LoginOutcome = 'succeeded' | 'wrong_credentials' | 'throttled' | 'invalid' | 'error';

/**
 * Process-wide metrics (CPU, heap, event-loop delay, GC, handles): one collector per process, so
 * several apps in one process (tests, two instances) do not stack event-loop monitors.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** SQL statement kinds used as a label (never the statement itself). */
const STATEMENTS = new Set(['select', 'insert', 'update', 'delete', 'with', 'begin', 'commit']);
export function statementKind(sql: string): string {
  const word = /^\s*([a-z]+)/i.exec(sql)?.[1]?.toLowerCase() ?? '';
  return STATEMENTS.has(word) ? word : 'other';
}

/**
 * The app's metrics in its own registry (one per app: tests build several apps in one process).
 * Every label has a bounded set of values: route templates (never raw URLs), methods, statuses,
 * and the fixed words of the types above.
 */
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  let readQueues: QueueStatsReader = async () => [];
  let readPool: () => PoolStats | undefined = () => undefined;

  const requestDuration = new Histogram({
    name: 'http_server_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const requestsInFlight = new Gauge({
    name: 'http_server_requests_in_flight',
    help: 'HTTP requests received and not answered yet.',
    registers,
  });
  const queryDuration = new Histogram({
    name: 'liftline_db_query_duration_seconds',
    help: 'Time of a database query, by statement kind (select, insert, update, delete, with, other).',
    labelNames: ['statement'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers,
  });
  new Gauge({
    name: 'liftline_db_pool_connections',
    help: 'Database connections by state (total, idle, waiting = queries waiting for one, max).',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = readPool();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
      this.set({ state: 'max' }, pool.max);
    },
  });
  // One read fills both queue gauges: a scrape calls every collect at once, so the second one
  // finds the first one's read still running. A failed read leaves the gauges as they were.
  let queueRead: Promise<QueueStats[]> | undefined;
  const queues = () =>
    (queueRead ??= readQueues()
      .catch(() => [])
      .finally(() => (queueRead = undefined)));
  new Gauge({
    name: 'liftline_queue_depth',
    help: 'Jobs not finished per queue (mail outbox, webhook deliveries).',
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      for (const stats of await queues()) this.set({ queue: stats.queue }, stats.depth);
    },
  });
  new Gauge({
    name: 'liftline_queue_oldest_job_age_seconds',
    help: 'Age of the oldest unfinished job per queue, in seconds (0: empty).',
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      for (const stats of await queues()) this.set({ queue: stats.queue }, stats.oldestAgeSeconds);
    },
  });
  const deliveries = new Counter({
    name: 'liftline_deliveries_total',
    help: 'Delivery attempts of mails and webhooks by outcome (delivered, failed).',
    labelNames: ['queue', 'outcome'] as const,
    registers,
  });
  const dealerEvents = new Counter({
    name: 'liftline_dealer_events_total',
    help: 'Funnel events of dealer sites, accepted or refused (reason: rate_limited, not_credited, off_origin).',
    labelNames: ['outcome', 'reason'] as const,
    registers,
  });
  const rateLimitRefusals = new Counter({
    name: 'liftline_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (429), by route template.',
    labelNames: ['route'] as const,
    registers,
  });
  const logins = new Counter({
    name: 'liftline_logins_total',
    help: 'Logins (POST /api/v1/user/login) by outcome.',
    labelNames: ['outcome'] as const,
    registers,
  });
  // Known label values start at 0, so a dashboard's rate() sees the first event.
  for (const queue of ['mail', 'webhook'] as const)
    for (const outcome of ['delivered', 'failed'] as const) deliveries.inc({ queue, outcome }, 0);
  dealerEvents.inc({ outcome: 'accepted', reason: '' }, 0);
  for (const outcome of [
    'succeeded',
    'wrong_credentials',
    'throttled',
    'invalid',
    'error',
  ] as const)
    logins.inc({ outcome }, 0);

  return {
    /** `Content-Type` of the text `text()` answers. */
    contentType: registry.contentType,
    /** The Prometheus text of the process metrics and this app's. */
    async text(): Promise<string> {
      const [own, process] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
      return `${process}\n${own}`;
    },
    request(method: string, route: string, statusCode: number, seconds: number) {
      requestDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
      if (statusCode === 429) rateLimitRefusals.inc({ route });
    },
    requestStarted: () => requestsInFlight.inc(),
    requestEnded: () => requestsInFlight.dec(),
    query(statement: string, seconds: number) {
      queryDuration.observe({ statement }, seconds);
    },
    delivery(queue: DeliveryQueue, outcome: DeliveryOutcome) {
      deliveries.inc({ queue, outcome });
    },
    dealerEvents(outcome: DealerEventOutcome, count: number, reason: DealerEventRefusal | '' = '') {
      if (count > 0)
        dealerEvents.inc({ outcome, reason: outcome === 'accepted' ? '' : reason }, count);
    },
    login(outcome: LoginOutcome) {
      logins.inc({ outcome });
    },
    /** Where queue depth and age come from (the queue implementation sets its reader). */
    readQueuesWith(reader: QueueStatsReader) {
      readQueues = reader;
    },
    readPoolWith(reader: () => PoolStats | undefined) {
      readPool = reader;
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
