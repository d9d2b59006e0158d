import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(packageRoot, '..', '..');

/** The contract the server serves: `OPENAPI_PATH`, or openapi/openapi.yaml of the repository. */
export function openapiDocumentPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.OPENAPI_PATH || resolve(repoRoot, 'openapi', 'openapi.yaml');
}

export interface ServerConfig {
  host: string;
  port: number;
  /** `postgres://…` when set: a real PostgreSQL server. Otherwise embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** PGlite data directory, or `memory://` for a throwaway database. */
  dataDir: string;
  openapiPath: string;
  migrationsDir: string;
  /** Built storefront (served at `/`) and widgets (served at `/widgets/`); skipped when missing. */
  storefrontDir: string;
  /**
   * The storefront's server-side bundle (`entry-prerender.js`), which renders a unit page's body
   * with the unit's data; default: `dist-ssr` beside `storefrontDir`. Missing: pages are sent with
   * their head only (the app renders the body in the browser).
   */
  storefrontSsrDir?: string | undefined;
  widgetsDir: string;
  /** The API reference renderer's files, served at `/api/docs/` (copied there by the build). */
  apiDocsDir: string;
  /** Seed demo branches and equipment into an empty database. */
  seedDemoData: boolean;
  logLevel: string;
  /** Log every request (off by default to keep the console readable). */
  logRequests: boolean;
  /** Public URL of the storefront, used in e-mail links (verify, reset, invite). */
  publicUrl: string;
  /**
   * `ASSET_BASE_URL`: where a CDN serves `/media` (`https://cdn.example` → files of published units
   * at `https://cdn.example/media/<key>` in the API's answers); unset: relative `/media/…` URLs.
   */
  assetBaseUrl: string | undefined;
  /** Secret for signing access tokens; generated once and kept in the database when unset. */
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Quote requests, and separately branch messages, one IP address may send per hour. */
  formSubmissionsPerHour: number;
  /** Register, forgot-password, e-mail change and resend requests one IP address may make per hour (each call). */
  authLimitPerIpPerHour: number;
  /**
   * Per hour: reset mails to one address (over it forgot-password answers the same 202 and mails
   * nothing), e-mail changes by one signed-in user, and changes to one new address from one IP.
   */
  authLimitPerAddressPerHour: number;
  /**
   * Where the rate limits are counted: `postgres` (the shared table, every instance together) or
   * `memory` (per process). Unset: `postgres` on PostgreSQL, `memory` on PGlite (limits/limits.ts).
   */
  rateLimitStore?: 'memory' | 'postgres' | undefined;
  /** Calls one secret API key may make per minute, on all instances together (`API_KEY_LIMIT_PER_MINUTE`). */
  apiKeyLimitPerMinute: number;
  /** Fastify `trustProxy`: take the client's address from X-Forwarded-For (behind a load balancer). */
  trustProxy: boolean | string;
  /** A rotated refresh token presented again this soon (successor unused) is not theft. */
  refreshReuseGraceSeconds: number;
  /** Where uploaded product assets are stored (never outside it) when no `s3` bucket is set. */
  assetsDir: string;
  /** `S3_BUCKET` set: every stored file goes to this bucket instead of `assetsDir`. */
  s3: S3Config | undefined;
  /** Largest accepted upload, in bytes. */
  maxUploadBytes: number;
  /** operationIds that answer 410 `endpoint_obsolete` (retired API calls; clients go to the upgrade page). */
  obsoleteOperations: string[];
  /** Origins allowed to make credentialed (cookie/Bearer) cross-origin calls. Public calls allow any origin. */
  corsOrigins: string[];
  /** Deliver queued e-mails through this SMTP server (`smtp://user:pass@host:587`); unset = outbox only. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Serve `/dev/outbox` (queued e-mails with their links). Default: on when listening on loopback outside production. */
  devOutbox: boolean;
  /** Strict-Transport-Security and CSP `upgrade-insecure-requests`: `auto` = only when PUBLIC_URL is https. */
  hsts: 'auto' | 'on' | 'off';
  /** A request must be received completely within this time (0 = no limit); answers 408 otherwise. */
  requestTimeoutMs: number;
  /** An idle connection (nothing received or sent) is closed after this time (0 = never). */
  connectionTimeoutMs: number;
  /** On SIGTERM/SIGINT, requests in flight get this long to finish before the process exits anyway. */
  shutdownGraceSeconds: number;
  /** URLs per sitemap file; past it `/sitemap.xml` is an index (tests set a small one). */
  sitemapLimit: number;
  /** `POST /events` requests one IP address may make per minute (counted per process). */
  dealerEventsPerIpPerMinute: number;
  /** Funnel events one publishable key may send per minute (counted per process). */
  dealerEventsPerKeyPerMinute: number;
  /** Raw funnel events are deleted after this many days (1–30); the daily roll-ups are kept. */
  dealerEventsRetentionDays: number;
  /**
   * Webhooks may target loopback and private addresses (and `http://` to them):
   * `WEBHOOK_ALLOW_PRIVATE_TARGETS`, default true outside production. Link-local and cloud
   * metadata addresses are refused whatever it says (webhooks/target-policy.ts).
   */
  webhookAllowPrivateTargets: boolean;
  /** First retry delay of a failed webhook delivery, doubled each attempt (at most 6 h). */
  webhookRetryBaseMs: number;
  /**
   * Run the webhook dispatcher in this process (default). Tests of the queue's contents turn it
   * off (testing/test-app.ts) so no delivery changes what they wrote.
   */
  webhookDelivery: boolean;
  /**
   * `METRICS_TOKEN`: `GET /metrics` on the API's port answers with `Authorization: Bearer <it>`
   * (and the metrics port asks for it too). Unset: no `/metrics` on the API's port (a 404).
   */
  metricsToken: string | undefined;
  /** `METRICS_PORT`: a listener of its own on `HOST` serving only `/metrics`; unset: none. */
  metricsPort: number | undefined;
}

/** The bucket of the S3 asset store; credentials come from the SDK's chain (`AWS_ACCESS_KEY_ID` …). */
export interface S3Config {
  bucket: string;
  region: string;
  /** A MinIO-style endpoint (`http://minio:9000`); unset: AWS. */
  endpoint: string | undefined;
  /** Bucket in the path (`endpoint/bucket/key`), as MinIO-style endpoints want. */
  forcePathStyle: boolean;
}

function s3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle:
      choice(env.S3_FORCE_PATH_STYLE, ['true', 'false'], 'false', 'S3_FORCE_PATH_STYLE') === 'true',
  };
}

function choice<T extends string>(
  value: string | undefined,
  options: T[],
  fallback: T,
  name: string,
): T {
  if (value === undefined || value === '') return fallback;
  if (!options.includes(value as T)) {
    throw new Error(`${name} must be one of ${options.join(', ')}, got "${value}"`);
  }
  return value as T;
}

function integer(value: string | undefined, fallback: number, name: string, max = 65535): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > max) {
    throw new Error(`${name} must be an integer between 0 and ${max}, got "${value}"`);
  }
  return parsed;
}

/**
 * An absolute `http(s)` URL without credentials, query or fragment, its trailing slashes removed;
 * undefined when unset.
 */
function baseUrl(value: string | undefined, name: string): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (
    !['http:', 'https:'].includes(url.protocol) ||
    url.username ||
    url.password ||
    url.search ||
    url.hash
  )
    throw new Error(
      `${name} must be an http(s) URL without credentials, query or fragment, got "${value}"`,
    );
  return url.href.replace(/\/+$/, '');
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** `DEALER_EVENTS_RETENTION_DAYS`: 1 to 30 (the documented maximum), default 30. */
function retentionDays(value: string | undefined): number {
  const days = integer(value, 30, 'DEALER_EVENTS_RETENTION_DAYS', 30);
  if (days < 1) throw new Error('DEALER_EVENTS_RETENTION_DAYS must be between 1 and 30');
  return days;
}

/** `RATE_LIMIT_STORE`: `memory` or `postgres` (which needs `DATABASE_URL`); unset follows the database. */
function rateLimitStore(env: NodeJS.ProcessEnv): ServerConfig['rateLimitStore'] {
  if (!env.RATE_LIMIT_STORE) return undefined;
  const store = choice(env.RATE_LIMIT_STORE, ['memory', 'postgres'], 'memory', 'RATE_LIMIT_STORE');
  if (store === 'postgres' && !env.DATABASE_URL)
    throw new Error('RATE_LIMIT_STORE=postgres needs DATABASE_URL (PGlite is one process)');
  return store;
}

/** `METRICS_TOKEN`: at least 16 characters of `A-Z a-z 0-9 . _ ~ + / = -` (a bearer token). */
function metricsToken(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^[A-Za-z0-9._~+/=-]{16,512}$/.test(value))
    throw new Error(
      'METRICS_TOKEN must be 16 to 512 characters of A-Z a-z 0-9 . _ ~ + / = - (e.g. openssl rand -hex 32)',
    );
  return value;
}

/** `METRICS_PORT`: 1–65535 and not `PORT` (the metrics listener is a separate socket). */
function metricsPort(value: string | undefined, port: number): number | undefined {
  if (value === undefined || value === '') return undefined;
  const parsed = integer(value, 0, 'METRICS_PORT');
  if (parsed === 0 || parsed === port)
    throw new Error(`METRICS_PORT must be a port other than PORT (${port}), got "${value}"`);
  return parsed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = integer(env.PORT, 3000, 'PORT');
  return {
    host: env.HOST || 'localhost',
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || resolve(repoRoot, 'data'),
    openapiPath: openapiDocumentPath(env),
    migrationsDir: resolve(packageRoot, 'migrations'),
    storefrontDir: env.STOREFRONT_DIR || resolve(repoRoot, 'packages', 'storefront', 'dist'),
    storefrontSsrDir: env.STOREFRONT_SSR_DIR || undefined,
    widgetsDir: env.WIDGETS_DIR || resolve(repoRoot, 'packages', 'widgets', 'dist'),
    apiDocsDir: resolve(packageRoot, 'dist', 'api-docs'),
    // Demo data (with its known demo passwords) never lands in production unless asked for.
    seedDemoData: env.SEED_DEMO_DATA
      ? env.SEED_DEMO_DATA === 'true'
      : env.NODE_ENV !== 'production',
    logLevel: env.LOG_LEVEL || 'info',
    logRequests: env.LOG_REQUESTS === 'true',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    assetBaseUrl: baseUrl(env.ASSET_BASE_URL, 'ASSET_BASE_URL'),
    jwtSecret: env.JWT_SECRET || undefined,
    accessTokenTtlSeconds: integer(
      env.ACCESS_TOKEN_TTL_SECONDS,
      15 * 60,
      'ACCESS_TOKEN_TTL_SECONDS',
      86_400,
    ),
    assetsDir: env.ASSETS_DIR || resolve(repoRoot, 'uploads'),
    s3: s3Config(env),
    maxUploadBytes: integer(
      env.MAX_UPLOAD_BYTES,
      25 * 1024 * 1024,
      'MAX_UPLOAD_BYTES',
      1024 * 1024 * 1024,
    ),
    obsoleteOperations: list(env.OBSOLETE_OPERATIONS),
    corsOrigins: list(env.CORS_ORIGINS).map((origin) => origin.replace(/\/+$/, '')),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Liftline <no-reply@liftline.example>',
    // Never exposed by default on a public interface: reset and invite links would leak.
    devOutbox: env.DEV_OUTBOX
      ? env.DEV_OUTBOX === 'true'
      : env.NODE_ENV !== 'production' &&
        ['localhost', '127.0.0.1', '::1'].includes(env.HOST || 'localhost'),
    refreshTokenTtlSeconds: integer(
      env.REFRESH_TOKEN_TTL_SECONDS,
      30 * 86_400,
      'REFRESH_TOKEN_TTL_SECONDS',
      365 * 86_400,
    ),
    formSubmissionsPerHour: integer(
      env.FORM_SUBMISSIONS_PER_HOUR,
      30,
      'FORM_SUBMISSIONS_PER_HOUR',
      1_000_000,
    ),
    hsts: choice(env.HSTS, ['auto', 'on', 'off'], 'auto', 'HSTS'),
    authLimitPerIpPerHour: integer(
      env.AUTH_LIMIT_PER_IP_PER_HOUR,
      20,
      'AUTH_LIMIT_PER_IP_PER_HOUR',
      1_000_000,
    ),
    authLimitPerAddressPerHour: integer(
      env.AUTH_LIMIT_PER_ADDRESS_PER_HOUR,
      5,
      'AUTH_LIMIT_PER_ADDRESS_PER_HOUR',
      1_000_000,
    ),
    rateLimitStore: rateLimitStore(env),
    apiKeyLimitPerMinute: integer(
      env.API_KEY_LIMIT_PER_MINUTE,
      600,
      'API_KEY_LIMIT_PER_MINUTE',
      1_000_000,
    ),
    // `true` trusts every proxy; otherwise a comma-separated list of proxy addresses/CIDRs.
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY ? env.TRUST_PROXY : false,
    requestTimeoutMs: integer(env.REQUEST_TIMEOUT_MS, 120_000, 'REQUEST_TIMEOUT_MS', 3_600_000),
    connectionTimeoutMs: integer(
      env.CONNECTION_TIMEOUT_MS,
      30_000,
      'CONNECTION_TIMEOUT_MS',
      3_600_000,
    ),
    shutdownGraceSeconds: integer(env.SHUTDOWN_GRACE_SECONDS, 20, 'SHUTDOWN_GRACE_SECONDS', 3600),
    sitemapLimit: 50_000,
    dealerEventsPerIpPerMinute: integer(
      env.DEALER_EVENTS_PER_IP_PER_MINUTE,
      120,
      'DEALER_EVENTS_PER_IP_PER_MINUTE',
      100_000_000,
    ),
    dealerEventsPerKeyPerMinute: integer(
      env.DEALER_EVENTS_PER_KEY_PER_MINUTE,
      6000,
      'DEALER_EVENTS_PER_KEY_PER_MINUTE',
      100_000_000,
    ),
    dealerEventsRetentionDays: retentionDays(env.DEALER_EVENTS_RETENTION_DAYS),
    webhookAllowPrivateTargets:
      choice(
        env.WEBHOOK_ALLOW_PRIVATE_TARGETS,
        ['true', 'false'],
        env.NODE_ENV === 'production' ? 'false' : 'true',
        'WEBHOOK_ALLOW_PRIVATE_TARGETS',
      ) === 'true',
    webhookDelivery: true,
    metricsToken: metricsToken(env.METRICS_TOKEN),
    metricsPort: metricsPort(env.METRICS_PORT, port),
    webhookRetryBaseMs: integer(
      env.WEBHOOK_RETRY_BASE_MS,
      30_000,
      'WEBHOOK_RETRY_BASE_MS',
      3_600_000,
    ),
    refreshReuseGraceSeconds: integer(
      env.REFRESH_REUSE_GRACE_SECONDS,
      30,
      'REFRESH_REUSE_GRACE_SECONDS',
      300,
    ),
  };
}
