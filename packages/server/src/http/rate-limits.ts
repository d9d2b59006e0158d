import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { credentialOf, isKeyCaller, type Caller } from '../auth/authenticator';
import { rateLimited, throwIfLimited } from '../auth/rate-limit';
import type { ServerConfig } from '../config';
import type { Limits } from '../limits/limits';
import { limiterStore } from './limiter-store';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Who the request is authenticated as, for the rules that count per user. */
export interface LimitCaller {
  userId: number;
}

/** One limit: at most `max` requests per `windowMs` for each key; `key` null = not counted. */
export interface LimitRule {
  name: string;
  max: number;
  windowMs: number;
  /**
   * Counted only for a request that authenticates (`caller` is then its user): a request without
   * valid credentials touches none of its counters (the handler answers it 401).
   */
  authenticated?: boolean;
  key: (request: FastifyRequest, caller: LimitCaller | null) => string | null;
}

const body = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>;
/** The lower-cased e-mail address of the body (`email`), if any. */
const targetEmail = (request: FastifyRequest) =>
  typeof body(request).email === 'string'
    ? (body(request).email as string).trim().toLowerCase()
    : null;
const byIp = (request: FastifyRequest) => request.ip;
/**
 * The limits of the calls that create accounts or send e-mail, per operationId. A counter keyed by
 * something a caller can name (an e-mail address, a user) is spent only by whoever holds it: per
 * user only after authentication, per target address only together with the caller's IP. So a
 * stranger who names an address spends their own IP's quota, never its owner's. Numbers per hour
 * come from `AUTH_LIMIT_PER_IP_PER_HOUR` and `AUTH_LIMIT_PER_ADDRESS_PER_HOUR`; login's own per-IP
 * limit is 30 a minute (its backoff per IP and e-mail pair is in auth/login-throttle.ts), and
 * forgot-password's mails per address are capped by its handler (auth/password-operations.ts),
 * which answers the same 202 over the cap.
 */
export function rateLimitRules(
  config: Pick<ServerConfig, 'authLimitPerIpPerHour' | 'authLimitPerAddressPerHour'>,
): Record<string, LimitRule[]> {
  const perIp = (name: string): LimitRule => ({
    name: `${name}:ip`,
    max: config.authLimitPerIpPerHour,
    windowMs: HOUR,
    key: byIp,
  });
  const perHourOfOneAddress = { max: config.authLimitPerAddressPerHour, windowMs: HOUR };
  return {
    // No per-address limit: a registration mails the address once and then it is taken (409).
    registerUser: [perIp('register')],
    forgotPassword: [perIp('forgot')],
    // Only an authenticated call that asks for an address counts (name-only updates do not).
    updateUser: [
      { ...perIp('email-change'), authenticated: true, key: (r) => (targetEmail(r) ? r.ip : null) },
      {
        name: 'email-change:user',
        ...perHourOfOneAddress,
        authenticated: true,
        key: (r, caller) => (targetEmail(r) && caller ? String(caller.userId) : null),
      },
      {
        name: 'email-change:ip-address',
        ...perHourOfOneAddress,
        authenticated: true,
        key: (r) => (targetEmail(r) ? `${r.ip} ${targetEmail(r)}` : null),
      },
    ],
    // Per user (the target address) it is counted by the handler: 5 mails an hour.
    resendVerificationEmail: [perIp('resend')],
    loginUser: [{ name: 'login:ip', max: 30, windowMs: MINUTE, key: byIp }],
  };
}

const operationOf = (request: FastifyRequest) =>
  (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;

export interface RateLimitsOptions {
  config: ServerConfig;
  limits: Pick<Limits, 'httpStore' | 'limiter'>;
  /** The request's caller, or null when it carries no valid credential (never throws). */
  identify: (request: FastifyRequest) => Promise<Caller | null>;
}

/**
 * Registers @fastify/rate-limit (counters in `limiterStore`) and checks the rules of each call
 * after its body is validated, before its handler: a refused call is a 429 `rate_limited` with
 * `Retry-After`, and changes nothing. A call with a secret API key also counts against the key's
 * own limit (`API_KEY_LIMIT_PER_MINUTE`, shared by every instance on PostgreSQL), whatever the
 * operation and the address; the per-user rules count people only.
 */
async function rateLimitsPlugin(
  app: FastifyInstance,
  { config, limits, identify }: RateLimitsOptions,
) {
  await app.register(rateLimit, { global: false, store: limiterStore(limits) });
  // The key of the rule being checked, computed once (with the caller) and read by keyGenerator.
  const currentKey = new WeakMap<FastifyRequest, string>();
  const checks = new Map<
    string,
    { rule: LimitRule; check: ReturnType<FastifyInstance['createRateLimit']> }[]
  >();
  for (const [operationId, rules] of Object.entries(rateLimitRules(config))) {
    checks.set(
      operationId,
      rules.map((rule) => ({
        rule,
        check: app.createRateLimit({
          max: rule.max,
          timeWindow: rule.windowMs,
          keyGenerator: (request) => `${rule.name}:${currentKey.get(request) ?? ''}`,
        }),
      })),
    );
  }
  const keyCalls = limits.limiter('api-key', {
    limit: config.apiKeyLimitPerMinute,
    windowMs: MINUTE,
  });
  app.addHook('preHandler', async (request, reply) => {
    const operationId = operationOf(request);
    if (!operationId) return;
    let caller: Promise<Caller | null> | undefined;
    if (credentialOf(request)?.startsWith('sk_')) {
      const key = await (caller ??= identify(request));
      if (key && isKeyCaller(key)) {
        throwIfLimited(reply, await keyCalls.consume(String(key.apiKeyId)));
      }
    }
    for (const { rule, check } of checks.get(operationId) ?? []) {
      const found = rule.authenticated ? await (caller ??= identify(request)) : null;
      const who = found && !isKeyCaller(found) ? found : null;
      if (rule.authenticated && !who) continue;
      const key = rule.key(request, who);
      if (key === null) continue;
      currentKey.set(request, key);
      const result = await check(request);
      // `isAllowed` is only true for allow-listed keys; `isExceeded` says whether this one is over.
      if (!result.isAllowed && result.isExceeded) {
        throw rateLimited(reply, Math.max(1, result.ttlInSeconds));
      }
    }
  });
}

/** Applies to the whole app (not encapsulated). */
export const rateLimits = fp(rateLimitsPlugin, { name: 'liftline-rate-limits' });
