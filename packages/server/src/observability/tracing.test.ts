import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { startS3Emulator } from '../testing/s3-emulator';
import { createTestApp } from '../testing/test-app';
import { parseMetrics, sampleValue } from '../testing/metrics';
import { createWebhookSender } from '../webhooks/sender';
import { createMetrics } from './metrics';
import { observeMailTransport, observeWebhookSender } from './outbound';
import { startTracing, tracingWanted } from './tracing';

/**
 * Traces (issue 43 item 4): with the standard OTEL_* variables pointing at an OTLP/HTTP receiver
 * (here a plain node:http server of this test collecting what is posted to /v1/traces), a request
 * with a `traceparent` is exported as spans of that trace: the request's server span (route
 * template, status), its database queries under it; webhook sends, mails and S3 calls are spans
 * too. Every answer carries `X-Request-Id`, and the request's log lines have it.
 */

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: Record<string, unknown> }[];
}

const received: OtlpSpan[] = [];
const serviceNames = new Set<unknown>();
const contentTypes = new Set<string>();
let receiver: Server;
let tracing: Awaited<ReturnType<typeof startTracing>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let base: string;
const savedEnv = { ...process.env };

/** OTLP/JSON ids are hex; a base64 one (protobuf-style JSON) is turned into hex. */
const hex = (id: string | undefined) =>
  id === undefined || /^[0-9a-f]*$/.test(id) ? id : Buffer.from(id, 'base64').toString('hex');

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes?.find((entry) => entry.key === key)?.value;
  return value ? Object.values(value)[0] : undefined;
};

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      contentTypes.add(String(request.headers['content-type']));
      if (request.url === '/v1/traces') {
        const payload = JSON.parse(body) as {
          resourceSpans: {
            resource: { attributes: OtlpSpan['attributes'] };
            scopeSpans: { spans: OtlpSpan[] }[];
          }[];
        };
        for (const resource of payload.resourceSpans) {
          const service = resource.resource.attributes?.find((a) => a.key === 'service.name');
          serviceNames.add(service && Object.values(service.value)[0]);
          for (const scope of resource.scopeSpans)
            for (const span of scope.spans)
              received.push({
                ...span,
                traceId: hex(span.traceId)!,
                spanId: hex(span.spanId)!,
                parentSpanId: hex(span.parentSpanId) || undefined,
              });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  process.env.OTEL_BSP_SCHEDULE_DELAY = '50';
  process.env.OTEL_SERVICE_NAME = 'liftline-trace-test';
  tracing = await startTracing();
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await t?.close();
  await tracing?.shutdown();
  await new Promise((done) => receiver.close(done));
  process.env = savedEnv;
});

/** Waits until the receiver holds spans of `traceId` that satisfy `enough`. */
async function spansOf(traceId: string, enough: (spans: OtlpSpan[]) => boolean) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const spans = received.filter((span) => span.traceId === traceId);
    if (enough(spans)) return spans;
    if (Date.now() > deadline)
      throw new Error(`spans of ${traceId}: ${JSON.stringify(spans.map((s) => s.name))}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Whether `span` descends from `ancestor` within `spans`. */
function descends(span: OtlpSpan, ancestor: OtlpSpan, spans: OtlpSpan[]): boolean {
  let parent = span.parentSpanId;
  while (parent) {
    if (parent === ancestor.spanId) return true;
    parent = spans.find((candidate) => candidate.spanId === parent)?.parentSpanId;
  }
  return false;
}

const traceparent = () => {
  const traceId = [...crypto.getRandomValues(new Uint8Array(16))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
  const parentId = 'a1b2c3d4e5f60718';
  return { traceId, parentId, header: `00-${traceId}-${parentId}-01` };
};

describe('a request with a traceparent', () => {
  it('is exported as spans of that trace: the server span and its database queries', async () => {
    const { traceId, parentId, header } = traceparent();
    const response = await fetch(`${base}/api/v1/equipment?page=1`, {
      headers: { traceparent: header },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const spans = await spansOf(
      traceId,
      (found) => found.some((s) => s.kind === 2) && found.some((s) => s.name.startsWith('db ')),
    );
    const server = spans.find((span) => span.kind === 2)!;
    expect(server.name).toBe('GET /api/v1/equipment');
    expect(server.parentSpanId).toBe(parentId);
    expect(attribute(server, 'http.route')).toBe('/api/v1/equipment');
    expect(Number(attribute(server, 'http.response.status_code'))).toBe(200);
    expect(attribute(server, 'http.request.id')).toBe(response.headers.get('x-request-id'));
    const queries = spans.filter((span) => span.name === 'db select');
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      expect(descends(query, server, spans)).toBe(true);
      expect(attribute(query, 'db.query.text')).toMatch(/select/i);
    }
    expect([...contentTypes]).toContain('application/json');
    expect([...serviceNames]).toEqual(['liftline-trace-test']);
  });

  it('keeps the context through a body that arrives later: a login’s queries are under its span', async () => {
    const { traceId, header } = traceparent();
    // The body's second half arrives in a later packet, outside the request's own callbacks.
    const body = JSON.stringify({ email: 'nobody@liftline.example', password: 'Wrong-Password-1' });
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = request(
        `${base}/api/v1/user/login`,
        {
          method: 'POST',
          headers: {
            traceparent: header,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (answer) => {
          answer.resume();
          resolve(answer.statusCode ?? 0);
        },
      );
      outgoing.on('error', reject);
      outgoing.write(body.slice(0, 10));
      setTimeout(() => outgoing.end(body.slice(10)), 150);
    });
    expect(status).toBe(401);
    // The handler's own query (the user by e-mail) runs after the body: it must be in the trace.
    const byEmail = (span: OtlpSpan) =>
      /from users where lower\(email\)/.test(String(attribute(span, 'db.query.text')));
    const spans = await spansOf(
      traceId,
      (found) => found.some((s) => s.kind === 2) && found.some(byEmail),
    );
    const server = spans.find((span) => span.kind === 2)!;
    expect(server.name).toBe('POST /api/v1/user/login');
    expect(Number(attribute(server, 'http.response.status_code'))).toBe(401);
    const queries = spans.filter((span) => span.name.startsWith('db '));
    for (const query of queries) expect(descends(query, server, spans)).toBe(true);
  });

  it('without a traceparent starts a trace of its own; unknown URLs share one span name', async () => {
    const before = received.length;
    const response = await fetch(`${base}/no/such/thing/123`);
    expect(response.status).toBe(404);
    const id = response.headers.get('x-request-id')!;
    const deadline = Date.now() + 15_000;
    let server: OtlpSpan | undefined;
    while (!server && Date.now() < deadline) {
      server = received
        .slice(before)
        .find((span) => span.kind === 2 && attribute(span, 'http.request.id') === id);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(server?.name).toBe('GET unmatched');
    expect(server?.parentSpanId).toBeUndefined();
  });
});

describe('X-Request-Id', () => {
  it('keeps a sane incoming id and replaces anything else', async () => {
    const sane = 'lb-7f3a.9:c_01';
    const kept = await fetch(`${base}/healthz`, { headers: { 'x-request-id': sane } });
    expect(kept.headers.get('x-request-id')).toBe(sane);
    for (const insane of ['x'.repeat(129), 'has space', 'new\\nline', 'a"b', 'ü']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': insane },
      });
      expect(response.headers['x-request-id'], insane).toMatch(/^[0-9a-f-]{36}$/);
    }
    // Also on errors answered before routing (an undecodable URL) and on 404s.
    for (const url of ['/equipment/%E0%A4%A', '/api/v1/nothing-here']) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'x-request-id': 'edge-42' },
      });
      expect(response.headers['x-request-id'], url).toBe('edge-42');
    }
  });

  it('is exposed to browsers by CORS', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/equipment',
      headers: { origin: 'https://dealer.example' },
    });
    expect(response.headers['access-control-expose-headers']).toMatch(/X-Request-Id/i);
  });

  it('is on every log line of the request', async () => {
    const lines: { requestId?: string; msg: string }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as { requestId?: string; msg: string });
        done();
      },
    });
    const app = await buildApp(
      { config: { ...t.config, logRequests: true }, db: t.db, store: t.store },
      { logger: { level: 'info', stream } },
    );
    try {
      await app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        headers: { 'x-request-id': 'client-req-1' },
        payload: { email: 'nobody@liftline.example', password: 'Wrong-Password-1' },
      });
      const ofRequest = lines.filter((line) => /request/.test(line.msg));
      expect(ofRequest.map((line) => line.msg)).toEqual(
        expect.arrayContaining(['incoming request', 'request completed']),
      );
      for (const line of ofRequest) expect(line.requestId).toBe('client-req-1');
    } finally {
      await app.close();
    }
  });
});

describe('outgoing calls', () => {
  it('traces a webhook send and counts its outcome', async () => {
    const endpoint = createServer((_request, response) => response.writeHead(204).end());
    await new Promise<void>((done) => endpoint.listen(0, '127.0.0.1', done));
    const metrics = createMetrics();
    const sender = observeWebhookSender(
      createWebhookSender({ policy: { allowPrivate: true } }),
      metrics,
    );
    try {
      const before = received.length;
      const result = await sender.send({
        url: `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/hook`,
        body: '{}',
        headers: {},
      });
      expect(result.ok).toBe(true);
      const span = await waitForSpan(before, 'webhook send');
      expect(Number(attribute(span, 'http.response.status_code'))).toBe(204);
      expect(attribute(span, 'server.address')).toBe('127.0.0.1');
      const samples = parseMetrics(await metrics.text());
      expect(
        sampleValue(samples, 'liftline_deliveries_total', {
          queue: 'webhook',
          outcome: 'delivered',
        }),
      ).toBe(1);
    } finally {
      sender.close();
      await new Promise((done) => endpoint.close(done));
    }
  });

  it('traces a mail send through SMTP and counts its outcome', async () => {
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, done) {
        stream.on('data', () => {});
        stream.on('end', () => done());
      },
    });
    await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', done));
    const port = (smtp.server.address() as AddressInfo).port;
    const metrics = createMetrics();
    const transport = observeMailTransport(
      nodemailer.createTransport(`smtp://127.0.0.1:${port}`),
      metrics,
    );
    try {
      const before = received.length;
      await transport.sendMail({
        from: 'a@liftline.example',
        to: 'b@liftline.example',
        subject: 'Hi',
        text: 'Hello',
      });
      await waitForSpan(before, 'mail send');
      const failing = observeMailTransport(
        nodemailer.createTransport('smtp://127.0.0.1:1'),
        metrics,
      );
      await expect(
        failing.sendMail({ from: 'a@x.example', to: 'b@x.example', subject: 's', text: 't' }),
      ).rejects.toThrow();
      const samples = parseMetrics(await metrics.text());
      expect(
        sampleValue(samples, 'liftline_deliveries_total', { queue: 'mail', outcome: 'delivered' }),
      ).toBe(1);
      expect(
        sampleValue(samples, 'liftline_deliveries_total', { queue: 'mail', outcome: 'failed' }),
      ).toBe(1);
    } finally {
      await new Promise<void>((done) => smtp.close(() => done()));
    }
  });

  it('traces S3 calls', async () => {
    const emulator = await startS3Emulator();
    try {
      const before = received.length;
      await emulator.store().check();
      const span = await waitForSpan(before, 'S3 HeadBucket');
      expect(attribute(span, 'aws.s3.bucket')).toBe(emulator.config.bucket);
    } finally {
      await emulator.close();
    }
  });
});

describe('the OTEL_* variables', () => {
  it('turn traces on only when an exporter is configured', () => {
    expect(tracingWanted({})).toBe(false);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c:4318/v1/traces' })).toBe(
      true,
    );
    expect(tracingWanted({ OTEL_TRACES_EXPORTER: 'otlp' })).toBe(true);
    expect(
      tracingWanted({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' }),
    ).toBe(false);
    expect(
      tracingWanted({ OTEL_SDK_DISABLED: 'true', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' }),
    ).toBe(false);
    expect(() => tracingWanted({ OTEL_TRACES_EXPORTER: 'zipkin' })).toThrow(/otlp or none/);
    expect(() =>
      tracingWanted({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318',
        OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc',
      }),
    ).toThrow(/http\/json/);
  });
});

async function waitForSpan(from: number, name: string): Promise<OtlpSpan> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const span = received.slice(from).find((candidate) => candidate.name === name);
    if (span) return span;
    if (Date.now() > deadline)
      throw new Error(
        `no ${name} span: ${received
          .slice(from)
          .map((s) => s.name)
          .join(', ')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
