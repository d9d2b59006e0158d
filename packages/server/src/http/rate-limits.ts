import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { rateLimited } from '../auth/rate-limit';
import type { ServerConfig } from '../config';
import type { Limits } from '../limits/limits';
import { limiterStore } from './limiter-store';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** One limit: at most `max` requests per `windowMs` for each key; `key` null = not counted. */
export interface LimitRule {
  name: string;
  max: number;
  windowMs: number;
  key: (request: FastifyRequest) => string | null;
}

const body = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>;
/** The lower-cased e-mail address of the body (`email`), if any. */
const targetEmail = (request: FastifyRequest) =>
  typeof body(request).email === 'string'
    ? (body(request).email as string).trim().toLowerCase()
    : null;
const byIp = (request: FastifyRequest) => request.ip;
/**
 * The limits of the calls that create accounts or send e-mail, per operationId: each per IP address
 * and per target address, so that neither one address hammering many targets nor many addresses
 * hammering one target gets through. Numbers per hour come from `AUTH_LIMIT_PER_IP_PER_HOUR` and
 * `AUTH_LIMIT_PER_ADDRESS_PER_HOUR`; login's own per-IP limit is 30 a minute (its per-account
 * backoff is in auth/login-throttle.ts).
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
  const perAddress = (name: string): LimitRule => ({
    name: `${name}:address`,
    max: config.authLimitPerAddressPerHour,
    windowMs: HOUR,
    key: targetEmail,
  });
  return {
    registerUser: [perIp('register'), perAddress('register')],
    forgotPassword: [perIp('forgot'), perAddress('forgot')],
    // Only a call that asks for a new address counts (name-only updates do not).
    updateUser: [
      { ...perIp('email-change'), key: (r) => (targetEmail(r) ? r.ip : null) },
      perAddress('email-change'),
    ],
    // Per user (the target address) it is counted by the handler: 5 mails an hour.
    resendVerificationEmail: [perIp('resend')],
    loginUser: [{ name: 'login:ip', max: 30, windowMs: MINUTE, key: byIp }],
  };
}

const operationOf = (request: FastifyRequest) =>
  (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;

/**
 * Registers @fastify/rate-limit (counters in `limiterStore`) and checks the rules of each call
 * after its body is validated, before its handler: a refused call is a 429 `rate_limited` with
 * `Retry-After`, and changes nothing.
 */
async function rateLimitsPlugin(
  app: FastifyInstance,
  { config, limits }: { config: ServerConfig; limits: Pick<Limits, 'httpStore'> },
) {
  await app.register(rateLimit, { global: false, store: limiterStore(limits) });
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
          keyGenerator: (request) => `${rule.name}:${rule.key(request) ?? ''}`,
        }),
      })),
    );
  }
  app.addHook('preHandler', async (request, reply) => {
    const operationId = operationOf(request);
    for (const { rule, check } of (operationId && checks.get(operationId)) || []) {
      if (rule.key(request) === null) continue;
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
