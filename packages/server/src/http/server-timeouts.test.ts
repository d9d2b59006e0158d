import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { serverTimeouts } from './server-timeouts';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let port: number;
beforeAll(async () => {
  testApp = await createTestApp({
    seed: false,
    config: { requestTimeoutMs: 400, connectionTimeoutMs: 300 },
  });
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  port = (testApp.app.server.address() as AddressInfo).port;
});
afterAll(() => testApp.close());

/** Everything the server wrote before it closed the connection. */
function untilClosed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => resolve(received));
  });
}

const HEADERS = [
  'POST /api/v1/user/login HTTP/1.1',
  'Host: 127.0.0.1',
  'Content-Type: application/json',
  'Content-Length: 1000',
  '',
  '',
].join('\r\n');

describe('slow clients', () => {
  it('a body that stalls half way is cut off (the connection closes)', async () => {
    const socket = connect(port, '127.0.0.1');
    const closed = untilClosed(socket);
    socket.write(`${HEADERS}{"email":"a@example.com",`);
    // Nothing more is sent: only the server's timeouts can end this.
    await closed;
    expect(socket.destroyed).toBe(true);
  });

  it('a body trickled slowly (never idle long) gets 408 once the request timeout passes', async () => {
    const socket = connect(port, '127.0.0.1');
    const closed = untilClosed(socket);
    socket.write(HEADERS);
    // One byte every 100 ms keeps the connection from idling; the whole request still must
    // arrive within REQUEST_TIMEOUT_MS.
    const drip = setInterval(() => socket.writable && socket.write(' '), 100);
    const answer = await closed;
    clearInterval(drip);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });
});

describe('serverTimeouts', () => {
  it('passes the configured timeouts to Fastify and Node, with a checking interval that follows them', () => {
    expect(serverTimeouts({ requestTimeoutMs: 120_000, connectionTimeoutMs: 30_000 })).toEqual({
      requestTimeout: 120_000,
      connectionTimeout: 30_000,
      http: { headersTimeout: 60_000, connectionsCheckingInterval: 30_000 },
    });
    expect(serverTimeouts({ requestTimeoutMs: 400, connectionTimeoutMs: 0 }).http).toEqual({
      headersTimeout: 400,
      connectionsCheckingInterval: 100,
    });
    expect(serverTimeouts({ requestTimeoutMs: 0, connectionTimeoutMs: 0 })).toEqual({
      requestTimeout: 0,
      connectionTimeout: 0,
      http: {},
    });
  });
});
