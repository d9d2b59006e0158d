import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A named readiness check: resolves when the part answers, rejects (or times out) when not. */
export type ReadinessChecks = Record<string, () => Promise<unknown>>;

/**
 * The instance's drain state: once started (SIGTERM), `/readyz` answers 503 and every response
 * carries `Connection: close`, so keep-alive clients move to another instance. `app.close()` starts
 * it too (Fastify's `preClose`).
 */
export function createDrainSwitch() {
  let draining = false;
  let inFlight = 0;
  return {
    get draining() {
      return draining;
    },
    /** Requests received and not answered (or aborted) yet. */
    get inFlight() {
      return inFlight;
    },
    start() {
      draining = true;
    },
    requestStarted() {
      inFlight += 1;
    },
    requestEnded() {
      inFlight -= 1;
    },
    /**
     * Resolves once no request has been in flight for `quietMs` (or after `timeoutMs`). While it
     * waits the server still accepts: a connection the kernel accepted before the drain, or one
     * accepted but whose request is not read yet, is served instead of reset when the listening
     * socket closes (PGlite's queries keep the event loop busy, so a fixed pause is not enough).
     */
    async quiet({ quietMs = 100, timeoutMs = 20_000, stepMs = 10 } = {}): Promise<boolean> {
      const deadline = Date.now() + timeoutMs;
      let quietSince = Date.now();
      while (Date.now() < deadline) {
        if (inFlight > 0) quietSince = Date.now();
        else if (Date.now() - quietSince >= quietMs) return true;
        await new Promise((tick) => setTimeout(tick, stepMs));
      }
      return false;
    },
  };
}

export type DrainSwitch = ReturnType<typeof createDrainSwitch>;

export interface HealthOptions {
  checks: ReadinessChecks;
  drain?: DrainSwitch;
  /** Each check must answer within this time (default 2 s). */
  timeoutMs?: number;
  /** A result is reused this long, so hammering `/readyz` does not hammer the database (default 1 s). */
  cacheMs?: number;
}

type Readiness = { ready: true } | { ready: false; failing: string[] };

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Runs every check at once; answers the names of those that failed (never their errors). */
export async function runReadinessChecks(
  checks: ReadinessChecks,
  timeoutMs: number,
): Promise<Readiness> {
  const names = Object.keys(checks).sort();
  const results = await Promise.allSettled(
    names.map((name) => within(Promise.resolve().then(checks[name]!), timeoutMs)),
  );
  const failing = names.filter((_, index) => results[index]!.status === 'rejected');
  return failing.length === 0 ? { ready: true } : { ready: false, failing };
}

/**
 * Infrastructure endpoints for load balancers and orchestrators, outside `/api/v1`, the rate limits
 * and the contract: `GET /healthz` answers 200 while the process runs; `GET /readyz` answers 200
 * only when every named check passes, else 503 naming the failing parts
 * (`{"status":"unavailable","failing":["database"]}`) — names only, no error text, no versions.
 * Once the server starts closing (SIGTERM) `/readyz` answers 503 `draining`.
 */
async function healthPlugin(
  app: FastifyInstance,
  { checks, drain = createDrainSwitch(), timeoutMs = 2000, cacheMs = 1000 }: HealthOptions,
) {
  app.addHook('preClose', async () => drain.start());
  app.addHook('onRequest', async (_request, reply) => {
    drain.requestStarted();
    reply.raw.once('close', () => drain.requestEnded());
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (drain.draining) reply.header('connection', 'close');
    return payload;
  });
  let last: { at: number; result: Promise<Readiness> } | undefined;
  const readiness = () => {
    const now = Date.now();
    if (!last || now - last.at >= cacheMs)
      last = { at: now, result: runReadinessChecks(checks, timeoutMs) };
    return last.result;
  };

  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const result: Readiness = drain.draining
      ? { ready: false, failing: ['draining'] }
      : await readiness();
    if (result.ready) return { status: 'ok' };
    return reply.code(503).send({ status: 'unavailable', failing: result.failing });
  });
}

export const health = fp(healthPlugin, { name: 'liftline-health' });
