import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookSender, describeFailure, type WebhookSender } from './sender';
import { signatureHeader } from './signature';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

/** A local receiver whose answer each test sets; it records what it received. */
let handler: Handler = (_request, _body, response) => response.end('ok');
const received: { headers: IncomingMessage['headers']; body: string; url: string }[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: request.headers, body, url: request.url ?? '' });
      handler(request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const senders: WebhookSender[] = [];
afterEach(() => {
  received.length = 0;
  handler = (_request, _body, response) => response.end('ok');
  for (const sender of senders.splice(0)) sender.close();
});

function sender(options: Partial<Parameters<typeof createWebhookSender>[0]> = {}) {
  const made = createWebhookSender({ policy: { allowPrivate: true }, ...options });
  senders.push(made);
  return made;
}

const SECRET = 'whsec_' + 'a'.repeat(43);
const OLD_SECRET = 'whsec_' + 'b'.repeat(43);

/** What a receiver does: HMAC of "<t>.<raw body>" with the secret, compared with each v1. */
function verifies(header: string, body: string, secret: string): boolean {
  const parts = header.split(',');
  const t = parts.find((part) => part.startsWith('t='))!.slice(2);
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return parts.some((part) => part === `v1=${expected}`);
}

describe('signatureHeader', () => {
  it('signs "<t>.<body>" with each secret, the current one first', () => {
    const body = '{"id":"evt_1","type":"lead.created"}';
    const header = signatureHeader(body, [SECRET, OLD_SECRET], 1_795_776_000);
    expect(header).toMatch(/^t=1795776000,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(verifies(header, body, SECRET)).toBe(true);
    expect(verifies(header, body, OLD_SECRET)).toBe(true);
    expect(verifies(header, body + ' ', SECRET)).toBe(false);
    expect(verifies(header, body, 'whsec_' + 'c'.repeat(43))).toBe(false);
    expect(signatureHeader(body, [SECRET], 1).split(',')).toHaveLength(2);
  });
});

describe('the webhook sender', () => {
  it('POSTs the exact body as JSON with a signature the receiver can verify', async () => {
    const body = '{"id":"evt_abc","type":"lead.created","data":{"name":"Zoë"}}';
    const result = await sender().send({
      url: `${base}/hooks?x=1`,
      body,
      headers: { 'Liftline-Signature': signatureHeader(body, [SECRET], 1_795_776_000) },
    });
    expect(result).toMatchObject({ ok: true, statusCode: 200, excerpt: 'ok', error: null });
    expect(received[0]!.url).toBe('/hooks?x=1');
    expect(received[0]!.body).toBe(body);
    expect(received[0]!.headers['content-type']).toBe('application/json');
    expect(received[0]!.headers['user-agent']).toMatch(/^Liftline-Webhooks\//);
    expect(verifies(String(received[0]!.headers['liftline-signature']), body, SECRET)).toBe(true);
  });

  it('fails on a non-2xx answer, keeping its status and text', async () => {
    handler = (_request, _body, response) => {
      response.statusCode = 500;
      response.end('boom');
    };
    const result = await sender().send({ url: base, body: '{}', headers: {} });
    expect(result).toMatchObject({ ok: false, statusCode: 500, excerpt: 'boom', error: null });
  });

  it('does not follow a redirect: a 3xx fails and its target is never asked', async () => {
    handler = (request, _body, response) => {
      if (request.url === '/internal') return response.end('reached');
      response.writeHead(302, { location: `${base}/internal` });
      response.end();
    };
    const result = await sender().send({ url: `${base}/start`, body: '{}', headers: {} });
    expect(result).toMatchObject({
      ok: false,
      statusCode: 302,
      error: 'redirect not followed (302)',
    });
    expect(received.map((request) => request.url)).toEqual(['/start']);
  });

  it('reads only the first 1 KB of an answer: a body that never ends does not hold it', async () => {
    handler = (_request, _body, response) => {
      response.write('a'.repeat(1000));
      response.write('b'.repeat(100_000)); // and never ends
    };
    const result = await sender({ timeoutMs: 5000 }).send({ url: base, body: '{}', headers: {} });
    expect(result).toMatchObject({ ok: true, statusCode: 200, error: null });
    expect(result.excerpt).toBe('a'.repeat(1000) + 'b'.repeat(24));
  });

  it('gives up after the timeout when the receiver does not answer', async () => {
    handler = () => {}; // never answers
    const result = await sender({ timeoutMs: 200 }).send({ url: base, body: '{}', headers: {} });
    expect(result).toMatchObject({ ok: false, statusCode: null, excerpt: null, error: 'timeout' });
  });

  it('gives up after the timeout when the answer is trickled', async () => {
    handler = (_request, _body, response) => {
      response.writeHead(200);
      response.write('.'); // then nothing more, never ends
    };
    const result = await sender({ timeoutMs: 200 }).send({ url: base, body: '{}', headers: {} });
    expect(result).toMatchObject({ ok: false, error: 'timeout' });
  });

  it('refuses a loopback target in production, by IP literal and by a name resolving to it', async () => {
    const production = sender({
      policy: { allowPrivate: false },
      lookup: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    const port = new URL(base).port;
    const byIp = await production.send({
      url: `https://127.0.0.1:${port}/`,
      body: '{}',
      headers: {},
    });
    const byName = await production.send({
      url: `https://rebind.example:${port}/`,
      body: '{}',
      headers: {},
    });
    expect(byIp).toMatchObject({ ok: false, statusCode: null, error: 'address not allowed' });
    expect(byName).toMatchObject({ ok: false, statusCode: null, error: 'address not allowed' });
    expect(received).toEqual([]);
  });

  it('connects to the address its own lookup checked (a name resolving to the receiver)', async () => {
    const port = new URL(base).port;
    const result = await sender({
      lookup: async () => [{ address: '127.0.0.1', family: 4 }],
    }).send({ url: `http://receiver.test:${port}/named`, body: '{}', headers: {} });
    expect(result).toMatchObject({ ok: true, statusCode: 200 });
    expect(received[0]!.url).toBe('/named');
    expect(received[0]!.headers.host).toBe(`receiver.test:${port}`);
  });

  it('refuses the metadata address even when private targets are allowed', async () => {
    const result = await sender({
      lookup: async () => [{ address: '169.254.169.254', family: 4 }],
    }).send({ url: 'http://metadata.test/latest/meta-data', body: '{}', headers: {} });
    expect(result).toMatchObject({ ok: false, error: 'address not allowed' });
  });
});

describe('describeFailure', () => {
  it('names connection and TLS failures without internals', () => {
    expect(describeFailure(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(
      'connection refused',
    );
    expect(describeFailure(Object.assign(new Error('x'), { code: 'CERT_HAS_EXPIRED' }))).toBe(
      'TLS error (CERT_HAS_EXPIRED)',
    );
    expect(describeFailure(new Error('e'.repeat(900)))).toHaveLength(500);
  });
});
