import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
} from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { LoginOutcome, Metrics } from './metrics';
import { tracer } from './tracing';

/** What an incoming `X-Request-Id` may be to be kept: at most 128 of `A-Z a-z 0-9 . _ : -`. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify `genReqId`: the caller's `X-Request-Id` when it is sane (a load balancer's or a
 * client's id, so logs on both sides match), otherwise a new UUID. Never a header's raw value
 * (log injection, unbounded size).
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The route label of a request: its route template, one label for every unknown URL. */
export function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

const LOGIN_ROUTE = '/api/v1/user/login';

function loginOutcome(statusCode: number): LoginOutcome {
  if (statusCode < 300) return 'succeeded';
  if (statusCode === 401) return 'wrong_credentials';
  if (statusCode === 429) return 'throttled';
  return statusCode < 500 ? 'invalid' : 'error';
}

interface Observed {
  started: number;
  span: Span;
  done: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's span and start time (observability/request-telemetry.ts). */
    observed?: Observed;
  }
}

/**
 * Every request: `X-Request-Id` on the answer; a server span continuing an incoming `traceparent`,
 * current for the request's hooks, handler and body (so database queries are its children), named
 * after the route template once routed; the duration histogram by route template and status,
 * requests in flight, 429s as rate-limit refusals and logins by outcome.
 */
async function requestTelemetry(app: FastifyInstance, { metrics }: { metrics: Metrics }) {
  app.decorateRequest('observed', undefined);

  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('X-Request-Id', request.id);
    metrics.requestStarted();
    const parent = propagation.extract(ROOT_CONTEXT, request.headers);
    const span = tracer().startSpan(
      request.method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'url.path': request.url.split('?')[0],
          'http.request.id': request.id,
        },
      },
      parent,
    );
    request.observed = { started: performance.now(), span, done: false };
    // The rest of the request runs in the span's context (Fastify carries the async context
    // through body parsing: tracing.test.ts sends a body that arrives later).
    context.with(trace.setSpan(parent, span), done);
  });

  /** Once per request: answered (its status) or aborted by the client (499, like nginx's). */
  function finish(request: FastifyRequest, statusCode: number, aborted: boolean) {
    const observed = request.observed;
    if (!observed || observed.done) return;
    observed.done = true;
    metrics.requestEnded();
    const route = routeOf(request);
    metrics.request(
      request.method,
      route,
      statusCode,
      (performance.now() - observed.started) / 1000,
    );
    if (route === LOGIN_ROUTE && request.method === 'POST' && !aborted)
      metrics.login(loginOutcome(statusCode));
    const { span } = observed;
    span.updateName(`${request.method} ${route}`);
    span.setAttribute('http.route', route);
    span.setAttribute('http.response.status_code', statusCode);
    if (statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  }

  app.addHook('onResponse', (request, reply, done) => {
    finish(request, reply.statusCode, false);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    finish(request, 499, true);
    done();
  });
}

/** Applies to the whole app (not encapsulated); register it first so it sees every request. */
export const requestTelemetryPlugin = fp(requestTelemetry, { name: 'liftline-request-telemetry' });
