import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(packageRoot, '..', '..');

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
  widgetsDir: string;
  /** Seed demo branches and equipment into an empty database. */
  seedDemoData: boolean;
  logLevel: string;
  /** Log every request (off by default to keep the console readable). */
  logRequests: boolean;
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`${name} must be an integer between 0 and 65535, got "${value}"`);
  }
  return parsed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    host: env.HOST || 'localhost',
    port: integer(env.PORT, 3000, 'PORT'),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || resolve(repoRoot, 'data'),
    openapiPath: env.OPENAPI_PATH || resolve(repoRoot, 'openapi', 'openapi.yaml'),
    migrationsDir: resolve(packageRoot, 'migrations'),
    storefrontDir: env.STOREFRONT_DIR || resolve(repoRoot, 'packages', 'storefront', 'dist'),
    widgetsDir: env.WIDGETS_DIR || resolve(repoRoot, 'packages', 'widgets', 'dist'),
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    logLevel: env.LOG_LEVEL || 'info',
    logRequests: env.LOG_REQUESTS === 'true',
  };
}
