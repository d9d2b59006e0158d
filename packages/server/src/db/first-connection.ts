/**
 * Errors of a database server that is not there yet (container still starting, first-run init,
 * DNS name not registered yet, "the database system is starting up"). Anything else (wrong
 * password, missing database, bad URL) fails at once: waiting would not fix it.
 */
const NOT_YET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P03', // cannot_connect_now
]);

export interface FirstConnectionOptions {
  /** Give up after this long (the last error is thrown). */
  timeoutMs: number;
  /** The first pause; each next one doubles, up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** Called before each pause (a log line). */
  onRetry?: (reason: string, delayMs: number) => void;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** The error's code; Node's multi-address connect reports an AggregateError of per-address errors. */
export function errorCode(error: unknown): string | undefined {
  const { code, errors } = (error ?? {}) as { code?: unknown; errors?: unknown[] };
  if (typeof code === 'string') return code;
  return Array.isArray(errors) && errors.length > 0 ? errorCode(errors[0]) : undefined;
}

/**
 * Runs `connect` until it succeeds, retrying with backoff while the server is not reachable yet,
 * for at most `timeoutMs`: a container started before its database, or one whose database is
 * still initialising, starts once the database answers instead of exiting.
 */
export async function retryFirstConnection<T>(
  connect: () => Promise<T>,
  {
    timeoutMs,
    firstDelayMs = 500,
    maxDelayMs = 5000,
    onRetry,
    sleep = (ms) => new Promise((done) => setTimeout(done, ms)),
    now = Date.now,
  }: FirstConnectionOptions,
): Promise<T> {
  const deadline = now() + timeoutMs;
  for (let delay = firstDelayMs; ; delay = Math.min(delay * 2, maxDelayMs)) {
    try {
      return await connect();
    } catch (error) {
      const code = errorCode(error);
      if (!code || !NOT_YET.has(code) || now() + delay > deadline) throw error;
      onRetry?.(code, delay);
      await sleep(delay);
    }
  }
}
