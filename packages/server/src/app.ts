import cookie from '@fastify/cookie';
import { join } from 'node:path';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { apiPlugin } from './api/api-plugin';
import { apiDocs } from './http/api-docs';
import { createAccessTokens, resolveSigningSecret } from './auth/access-tokens';
import { createAuthenticator } from './auth/authenticator';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { corsAndHeaders } from './http/cors-and-headers';
import { csrfGuard } from './http/csrf';
import { ApiError } from './http/api-error';
import { errorHandler } from './http/error-handler';
import { health, type DrainSwitch, type ReadinessChecks } from './http/health';
import { rejectNonFiniteNumbers } from './http/finite-numbers';
import { noStore } from './http/no-store';
import { rateLimits } from './http/rate-limits';
import { requiredBodyHook } from './http/required-body';
import { requestLocaleHeaders } from './http/request-locale';
import { requestValidators } from './http/request-validators';
import { staticFiles } from './http/static-files';
import { serverTimeouts } from './http/server-timeouts';
import { isPositiveId } from './http/storefront-routes';
import { createEquipmentRepository } from './catalog/equipment-repository';
import { devOutbox } from './mail/dev-outbox';
import { loadStorefrontRenderer } from './seo/storefront-renderer';
import { pageReadHeaders } from './seo/page-read';
import { createPageRenderer } from './seo/page-renderer';
import { sitemap } from './seo/sitemap';
import { createOutbox } from './mail/outbox';
import { createJobQueue, type JobQueue } from './jobs/job-queue';
import { queueUnqueuedDeliveries } from './webhooks/delivery-store';
import type { AssetStore } from './products/asset-storage';
import { openAssetStore } from './products/open-asset-store';
import { createSiteKeyResolver } from './dealers/site-key-resolver';
import { createDealerEventIngest, dealerEvents } from './dealers/events/dealer-events';
import { textPlainParser } from './dealers/events/event-body';
import { createLimits } from './limits/limits';
import { createWebhooks, webhooksPlugin } from './webhooks/webhooks';
import { idempotency } from './idempotency/idempotency-plugin';
import { createMetrics, type Metrics } from './observability/metrics';
import { metricsRoute } from './observability/metrics-endpoint';
import { observeDatabase } from './observability/observed-database';
import { requestIdOf, requestTelemetryPlugin } from './observability/request-telemetry';

export interface AppDependencies {
  config: ServerConfig;
  db: Database;
  /** The asset store; default: the one `config` names (`openAssetStore`). */
  store?: AssetStore;
  /** More parts `/readyz` checks besides the database and the asset store. */
  readinessChecks?: ReadinessChecks;
  /** Started on SIGTERM by `server.ts` (drain: `/readyz` 503, `Connection: close`). */
  drain?: DrainSwitch;
  /** The app's metrics (`/metrics`); default: new ones. `server.ts` shares them with mail delivery. */
  metrics?: Metrics;
}

/** The whole server as a Fastify instance (tests use `app.inject()`; `server.ts` listens). */
export async function buildApp(
  {
    config,
    db: givenDb,
    store = openAssetStore(config),
    readinessChecks = {},
    drain,
    metrics = createMetrics(),
  }: AppDependencies,
  options: FastifyServerOptions = {},
) {
  // Every query of the app timed and traced (observability/).
  const db = observeDatabase(givenDb, metrics);
  const app = Fastify({
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // Behind a load balancer the client's address comes from X-Forwarded-For (per-IP limits).
    trustProxy: config.trustProxy,
    // X-Request-Id: the caller's when sane, else a new one; on every answer and log line.
    requestIdHeader: false,
    genReqId: requestIdOf,
    logController: new LogController({
      requestIdLogLabel: 'requestId',
      // "incoming request" / "request completed" lines only with LOG_REQUESTS=true.
      disableRequestLogging: !config.logRequests,
    }),
    // Slow or stalled clients (slowloris, a body trickled byte by byte) do not hold connections.
    ...serverTimeouts(config),
    // While draining (SIGTERM) a request already on a keep-alive connection is still served, with
    // `Connection: close`, instead of Fastify's bare 503; idle keep-alive sockets are closed.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // Undecodable URLs (`/equipment/%E0%A4%A`) fail in the router, before any hook: same error
    // shape, and the request id the hooks would have set.
    frameworkErrors: (error, request, reply) =>
      errorHandler(error, request, reply.header('X-Request-Id', request.id)),
    // Parameters are read by the contract's types; JSON bodies must already have them.
    schemaController: requestValidators(),
    ajv: {
      customOptions: {
        removeAdditional: false,
        allErrors: true,
        coerceTypes: 'array',
        useDefaults: true,
        // The contract's annotations for people (labels of enum values), not validation rules.
        keywords: ['x-enum-labels', 'x-enum-labels-es'],
      },
    },
    ...options,
  });
  app.setErrorHandler(errorHandler);
  // First, so its hooks see every request: request id, span, duration and in-flight metrics.
  await app.register(requestTelemetryPlugin, { metrics });
  // Only POST /events takes text/plain (a beacon's JSON); every other operation answers a clean
  // 415 before reading such a body, never an unvalidated one.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', textPlainParser);
  // CSV and PDF are only ever answers (the lead export, the quotes' documents); the contract parser
  // asks for a parser of every media type it names. Such a body is refused like any other type no
  // operation takes.
  for (const [type, name] of [
    ['text/csv', 'CSV'],
    ['application/pdf', 'PDF'],
  ] as const)
    app.addContentTypeParser(type, (_request, _payload, done) =>
      done(
        new ApiError(415, `No operation takes a ${name} body.`, 'unsupported_media_type'),
        undefined,
      ),
    );
  // Infinity (`?page=Infinity`, `1e400`) passes Ajv's bounds: a 422 before any handler.
  app.addHook('preHandler', rejectNonFiniteNumbers);
  // A required body sent without any content type is a 422, not a handler crash.
  app.addHook('preValidation', requiredBodyHook(config.openapiPath));
  await app.register(corsAndHeaders, {
    openapiPath: config.openapiPath,
    corsOrigins: config.corsOrigins,
    publicUrl: config.publicUrl,
    assetBaseUrl: config.assetBaseUrl,
    hsts: config.hsts,
  });
  await app.register(requestLocaleHeaders);
  await app.register(csrfGuard, { publicUrl: config.publicUrl, corsOrigins: config.corsOrigins });
  await app.register(noStore, { openapiPath: config.openapiPath });
  await app.register(cookie);
  const tokens = createAccessTokens({
    secret: await resolveSigningSecret(config.jwtSecret, db),
    ttlSeconds: config.accessTokenTtlSeconds,
  });
  const auth = createAuthenticator({ db, tokens });
  // Counted in PostgreSQL (shared by every instance) or, on PGlite, in memory (RATE_LIMIT_STORE).
  const limits = createLimits(db, config.rateLimitStore);
  // Counters keyed by a user are spent only by requests that authenticate as that user.
  await app.register(rateLimits, {
    config,
    limits,
    identify: (request) => auth.optional(request).catch(() => null),
  });
  // Idempotency-Key on POSTs: claimed after the rate limits' preHandler (and validation).
  await app.register(idempotency, { db, auth, openapiPath: config.openapiPath });
  await app.register(health, {
    checks: {
      database: () => db.query('select 1'),
      storage: () => store.check(),
      ...readinessChecks,
    },
    drain,
  });
  // The job queue (pg-boss, jobs/): its schema and queues, and the mails stored without a job
  // (from before it, or by a tool) queued. Workers run where the server starts them (server.ts).
  const jobs = createJobQueue(db, {
    onError: (error) => app.log.error({ err: error }, 'job queue error'),
  });
  await jobs.start();
  await jobs.queueUnqueuedMail();
  await queueUnqueuedDeliveries(db, jobs);
  app.decorate('jobs', jobs);
  // Queue depth and the oldest job's age, per queue, as the job queue counts them.
  metrics.readQueuesWith(async () =>
    (await jobs.stats()).flatMap(({ queue, depth, oldestAgeSeconds }) =>
      queue === 'mail' || queue === 'webhook-delivery'
        ? [
            {
              queue: queue === 'mail' ? ('mail' as const) : ('webhook' as const),
              depth,
              oldestAgeSeconds,
            },
          ]
        : [],
    ),
  );
  app.addHook('onClose', async () => jobs.stop());
  const outbox = createOutbox(db, jobs);
  // Publishable keys of dealer sites, read through a short in-memory cache (dealers/).
  const siteKeys = createSiteKeyResolver(db);
  // Dealer sites' funnel events: counted in memory, written about every second (dealers/events).
  const events = createDealerEventIngest({ db, config, log: app.log, metrics });
  await app.register(dealerEvents, { ingest: events });
  // Webhook deliveries: queued in the transaction of a change, sent by a dispatcher that starts
  // with the app, stops with it, and is woken after each answer that queued an event (webhooks/).
  const webhooks = createWebhooks({
    db,
    jobs,
    outbox,
    config,
    onError: (error, context) => app.log.error({ err: error }, context),
    metrics,
  });
  await app.register(webhooksPlugin, { webhooks, deliver: config.webhookDelivery });
  await app.register(apiPlugin, {
    db,
    config,
    tokens,
    auth,
    outbox,
    store,
    limits,
    siteKeys,
    dealerEvents: events,
    webhooks,
  });
  // The contract for download and its reference page: not operations of the contract itself.
  await app.register(apiDocs, { openapiPath: config.openapiPath, docsDir: config.apiDocsDir });
  if (config.devOutbox) await app.register(devOutbox, { outbox, db });
  // Prometheus text, on this port only with METRICS_TOKEN (observability/metrics-endpoint.ts).
  await metricsRoute(app, { metrics, token: config.metricsToken });
  const catalog = createEquipmentRepository(db);
  await app.register(sitemap, {
    db,
    publicUrl: config.publicUrl,
    storefrontDir: config.storefrontDir,
    limit: config.sitemapLimit,
  });
  await app.register(staticFiles, {
    renderPage: createPageRenderer({
      db,
      publicUrl: config.publicUrl,
      assetBaseUrl: config.assetBaseUrl,
      storefrontDir: config.storefrontDir,
      storefront: await loadStorefrontRenderer(
        config.storefrontSsrDir ?? join(config.storefrontDir, '..', 'dist-ssr'),
      ),
      // A page's reads go through the API itself: the same validation, answers and cache.
      // As the server's own (seo/page-read.ts), from the visitor's address when it is personal.
      apiRead: async (url, visitor) => {
        const response = await app.inject({
          method: 'GET',
          url: `/api/v1${url}`,
          headers: pageReadHeaders(),
          ...(visitor ? { remoteAddress: visitor.ip } : {}),
        });
        if (response.statusCode !== 200)
          throw new Error(`GET ${url} answered ${response.statusCode}`);
        return response.json() as unknown;
      },
      log: app.log,
    }),
    storefrontDir: config.storefrontDir,
    widgetsDir: config.widgetsDir,
    publicUrl: config.publicUrl,
    // `/equipment/:equipment_id` of a unit that is not published answers 404.
    pageChecks: {
      equipment_id: async (id) =>
        isPositiveId(id) && (await catalog.findPublishedSummary(Number(id))) !== undefined,
    },
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (pg-boss): for the server's workers, metrics and tests. */
    jobs: JobQueue;
  }
}
