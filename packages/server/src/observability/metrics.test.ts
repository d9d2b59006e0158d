import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildApp } from '../app';
import { bearerMatches, startMetricsServer } from './metrics-endpoint';
import { createMetrics } from './metrics';
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
    const closed = await buildApp(
      { config: { ...t.config, metricsToken: undefined }, db: t.db, store: t.store },
      { logger: false },
    );
    try {
      const metrics = await closed.inject({ method: 'GET', url: '/metrics' });
      const unknown = await closed.inject({ method: 'GET', url: '/metricz' });
      expect(metrics.statusCode).toBe(404);
      expect(metrics.body).toBe(unknown.body);
      const bearer = await closed.inject({
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

describe('the metrics port (METRICS_PORT)', () => {
  it('serves only GET /metrics, on the given host, with the token when one is set', async () => {
    const metrics = createMetrics();
    const open = await startMetricsServer({ host: '127.0.0.1', port: 0, metrics });
    const guarded = await startMetricsServer({
      host: '127.0.0.1',
      port: 0,
      metrics,
      token: TOKEN,
    });
    try {
      const at = (port: number, path: string, init?: RequestInit) =>
        fetch(`http://127.0.0.1:${port}${path}`, init);
      const ok = await at(open.port, '/metrics');
      expect(ok.status).toBe(200);
      expect(ok.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await ok.text()).toMatch(/^liftline_logins_total\{outcome="succeeded"\} 0$/m);
      for (const path of ['/', '/healthz', '/api/v1/equipment', '/metrics/x'])
        expect((await at(open.port, path)).status, path).toBe(404);
      expect((await at(open.port, '/metrics', { method: 'POST' })).status).toBe(404);
      expect((await at(guarded.port, '/metrics')).status).toBe(401);
      const bearer = await at(guarded.port, '/metrics', {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(bearer.status).toBe(200);
    } finally {
      await open.close();
      await guarded.close();
    }
  });

  it('compares the token in constant time and refuses an empty one', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
    expect(bearerMatches('Bearer ', TOKEN)).toBe(false);
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

/** Repository files (deploy/). */
const repoRoot = resolve(fileURLToPath(import.meta.url), '../../../../..');
const read = (path: string) => readFileSync(resolve(repoRoot, path), 'utf8');

/**
 * The series a PromQL expression reads: each metric name with its label matchers. Label lists of
 * `by (…)`/`without (…)`, range selectors, strings and numbers are not names; identifiers followed
 * by `(` are functions.
 */
function seriesOf(expr: string): { name: string; labels: string[] }[] {
  const series: { name: string; labels: string[] }[] = [];
  const stripped = expr
    .replace(/\b(by|without)\s*\([^)]*\)/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/"(?:[^"\\]|\\.)*"/g, '""');
  for (const match of stripped.matchAll(/([a-zA-Z_:][a-zA-Z0-9_:]*)\s*(\{[^}]*\})?\s*(\()?/g)) {
    const [, name, matchers, call] = match;
    if (call || /^(sum|max|min|avg|count|and|or|unless|on|ignoring|offset|bool)$/.test(name!))
      continue;
    series.push({
      name: name!,
      labels: [...(matchers ?? '').matchAll(/(\w+)\s*(?:=~|!~|!=|=)/g)].map((m) => m[1]!),
    });
  }
  return series;
}

describe('deploy/: the Prometheus scrape job and the Grafana dashboard', () => {
  const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
    services: Record<
      string,
      {
        image?: string;
        build?: unknown;
        environment?: Record<string, string>;
        ports?: string[];
        volumes?: string[];
      }
    >;
  };
  const apiImage = Object.values(compose.services).find((service) => service.build)?.image;
  const apis = Object.entries(compose.services).filter(([, service]) => service.image === apiImage);
  const dashboard = JSON.parse(read('deploy/grafana/liftline.json')) as {
    panels: { title: string; targets: { expr: string }[] }[];
  };
  const exprs = dashboard.panels.flatMap((panel) =>
    panel.targets.map((target) => ({ panel: panel.title, expr: target.expr })),
  );

  it('scrapes /metrics on the metrics port of every API instance, never the public port', () => {
    const prometheus = parse(read('deploy/prometheus.yml')) as {
      scrape_configs: {
        job_name: string;
        metrics_path?: string;
        static_configs: { targets: string[] }[];
      }[];
    };
    const job = prometheus.scrape_configs.find((config) => config.job_name === 'liftline')!;
    expect(job.metrics_path ?? '/metrics').toBe('/metrics');
    const targets = job.static_configs.flatMap((config) => config.targets).sort();
    expect(apis.length).toBeGreaterThanOrEqual(2);
    expect(targets).toEqual(
      apis.map(([name, service]) => `${name}:${service.environment!.METRICS_PORT}`).sort(),
    );
    for (const [name, service] of apis) {
      const port = service.environment!.METRICS_PORT!;
      expect(loadConfig(service.environment).metricsPort, name).toBe(Number(port));
      // Not published to the host, and no token: the public port (Caddy → 3000) has no /metrics.
      expect(service.ports ?? [], name).toEqual([]);
      expect(service.environment!.METRICS_TOKEN, name).toBeUndefined();
      expect(port).not.toBe(service.environment!.PORT ?? '3000');
    }
    expect(compose.services.prometheus!.volumes).toContain(
      './prometheus.yml:/etc/prometheus/prometheus.yml:ro',
    );
    expect(compose.services.grafana!.volumes!.join(' ')).toContain('./grafana/liftline.json:');
  });

  it('has a panel for each group of metrics, and each query names series the server exports', () => {
    expect(exprs.length).toBeGreaterThanOrEqual(10);
    const exported = new Set(samples.map((sample) => sample.name));
    const named = new Set<string>();
    for (const { panel, expr } of exprs) {
      const series = seriesOf(expr);
      expect(series.length, `${panel}: ${expr}`).toBeGreaterThan(0);
      for (const { name, labels } of series) {
        named.add(name);
        expect(exported.has(name), `${panel}: ${name} in /metrics`).toBe(true);
        for (const label of labels)
          expect(
            samples.some((sample) => sample.name === name && label in sample.labels),
            `${panel}: ${name} has the label ${label}`,
          ).toBe(true);
      }
    }
    // The brief's list: every group of metrics is on the dashboard.
    for (const name of [
      'http_server_request_duration_seconds_bucket',
      'http_server_requests_in_flight',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'liftline_db_query_duration_seconds_bucket',
      'liftline_db_pool_connections',
      'liftline_queue_depth',
      'liftline_queue_oldest_job_age_seconds',
      'liftline_deliveries_total',
      'liftline_dealer_events_total',
      'liftline_rate_limit_refusals_total',
      'liftline_logins_total',
    ])
      expect(named.has(name), name).toBe(true);
  });

  it('reads metric names out of PromQL (the check above depends on it)', () => {
    expect(
      seriesOf(
        'histogram_quantile(0.95, sum by (le, route) (rate(a_bucket{status_code=~"5.."}[5m]))) / b',
      ),
    ).toEqual([
      { name: 'a_bucket', labels: ['status_code'] },
      { name: 'b', labels: [] },
    ]);
  });
});
