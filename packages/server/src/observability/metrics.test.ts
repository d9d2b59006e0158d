import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { driveTraffic, parseMetrics, sampleValue, type Sample } from '../testing/metrics';
import { loadConfig } from '../config';

/**
 * `GET /metrics` (issue 43 item 3): Prometheus text of the server after some traffic, closed on the
 * API's port unless `METRICS_TOKEN` is set, and then only with that Bearer token.
 */

const TOKEN = 'metrics-token-0123456789abcdef';
let t: Awaited<ReturnType<typeof createTestApp>>;
let samples: Sample[];

beforeAll(async () => {
  t = await createTestApp({ config: { metricsToken: TOKEN, dealerEventsPerKeyPerMinute: 3 } });
  await driveTraffic(t.app, t.db);
  const response = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(response.headers['cache-control']).toBe('no-store');
  samples = parseMetrics(response.body);
});
afterAll(() => t.close());

const value = (name: string, labels: Record<string, string> = {}) =>
  sampleValue(samples, name, labels);

describe('GET /metrics with METRICS_TOKEN', () => {
  it('answers 401 without the token or with another one', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token-0123456789abcdef',
      `Bearer ${TOKEN}x`,
      `Basic ${TOKEN}`,
      'Bearer ',
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(response.json()).toMatchObject({ slug: 'unauthenticated' });
      expect(response.body).not.toContain('http_server');
    }
  });

  it('times requests by route template and status, one label for unknown URLs', () => {
    const routed = {
      method: 'GET',
      route: '/api/v1/equipment/:id',
      status_code: '404',
    };
    expect(value('http_server_request_duration_seconds_count', routed)).toBe(1);
    expect(
      value('http_server_request_duration_seconds_count', {
        method: 'GET',
        route: 'unmatched',
        status_code: '404',
      }),
    ).toBe(1);
    expect(value('http_server_request_duration_seconds_bucket', { ...routed, le: '+Inf' })).toBe(1);
    // No raw URL ever becomes a label value.
    const routes = new Set(samples.map((sample) => sample.labels.route).filter(Boolean));
    for (const route of routes) expect(route).not.toMatch(/999999|no\/such/);
    // The scrape itself is in flight while it is written.
    expect(value('http_server_requests_in_flight')).toBe(1);
  });

  it('has the process metrics: event-loop delay, heap, CPU', () => {
    expect(value('nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(value('nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(value('process_cpu_seconds_total')).toBeGreaterThan(0);
  });

  it('times database queries and shows the pool', () => {
    expect(
      value('liftline_db_query_duration_seconds_count', { statement: 'select' }),
    ).toBeGreaterThan(0);
    expect(
      value('liftline_db_query_duration_seconds_count', { statement: 'insert' }),
    ).toBeGreaterThan(0);
    expect(value('liftline_db_pool_connections', { state: 'max' })).toBeGreaterThan(0);
    expect(value('liftline_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
  });

  it('shows the depth and oldest age of each queue', () => {
    expect(value('liftline_queue_depth', { queue: 'mail' })).toBeGreaterThanOrEqual(1);
    expect(
      value('liftline_queue_oldest_job_age_seconds', { queue: 'mail' }),
    ).toBeGreaterThanOrEqual(0);
    expect(value('liftline_queue_depth', { queue: 'webhook' })).toBe(0);
    expect(value('liftline_queue_oldest_job_age_seconds', { queue: 'webhook' })).toBe(0);
  });

  it('counts logins by outcome, rate-limit refusals and dealer events', () => {
    expect(value('liftline_logins_total', { outcome: 'succeeded' })).toBe(1);
    expect(value('liftline_logins_total', { outcome: 'wrong_credentials' })).toBe(1);
    expect(value('liftline_logins_total', { outcome: 'throttled' })).toBe(0);
    expect(value('liftline_rate_limit_refusals_total', { route: '/api/v1/events' })).toBe(1);
    expect(value('liftline_dealer_events_total', { outcome: 'accepted' })).toBe(1);
    expect(
      value('liftline_dealer_events_total', { outcome: 'refused', reason: 'off_origin' }),
    ).toBe(1);
    expect(
      value('liftline_dealer_events_total', { outcome: 'refused', reason: 'not_credited' }),
    ).toBe(1);
    expect(
      value('liftline_dealer_events_total', { outcome: 'refused', reason: 'rate_limited' }),
    ).toBe(2);
    expect(value('liftline_deliveries_total', { queue: 'webhook', outcome: 'failed' })).toBe(0);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('answers exactly what an unknown URL answers', async () => {
    const closed = await createTestApp({ seed: false });
    try {
      const metrics = await closed.app.inject({ method: 'GET', url: '/metrics' });
      const unknown = await closed.app.inject({ method: 'GET', url: '/metricz' });
      expect(metrics.statusCode).toBe(404);
      expect(metrics.body).toBe(unknown.body);
      const bearer = await closed.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(bearer.statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });
});

describe('METRICS_TOKEN and METRICS_PORT', () => {
  it('are read, and refused when weak or clashing', () => {
    expect(loadConfig({ METRICS_TOKEN: TOKEN, METRICS_PORT: '9464' })).toMatchObject({
      metricsToken: TOKEN,
      metricsPort: 9464,
    });
    expect(loadConfig({})).toMatchObject({ metricsToken: undefined, metricsPort: undefined });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_TOKEN: 'has spaces in it but long' })).toThrow(
      /METRICS_TOKEN/,
    );
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT/);
  });
});
