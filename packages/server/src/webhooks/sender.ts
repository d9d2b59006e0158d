import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { refusalOfAddresses, type TargetPolicy } from './target-policy';

/** What one attempt gave: the answer's status (null: none) and first 1 KB, or why it failed. */
export interface SendResult {
  ok: boolean;
  statusCode: number | null;
  /** The first 1 KB of the answer as UTF-8 text; null when there was no answer. */
  excerpt: string | null;
  /** Why it failed without a 2xx (`timeout`, `address not allowed`, a redirect…); else null. */
  error: string | null;
  durationMs: number;
  /** The headers the request was sent with (the delivery log shows them); absent when none was sent. */
  requestHeaders?: Record<string, string>;
}

export interface WebhookRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
}

/** Resolves a host name to all its addresses (tests pass a fake; default: the system's). */
export type AddressLookup = (hostname: string) => Promise<LookupAddress[]>;

const systemLookup: AddressLookup = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

export const EXCERPT_BYTES = 1024;
const ERROR_LENGTH = 500;

/** A target refused by the policy; its message is what the delivery log shows. */
class AddressNotAllowed extends Error {
  readonly code = 'EADDRNOTALLOWED';
  constructor(readonly reason: string) {
    super('address not allowed');
  }
}

/**
 * A `lookup` for the socket: resolves once and answers only allowed addresses, so the connection
 * goes to exactly the addresses that were checked (a DNS answer that changes between a check and
 * the connect cannot reach an internal address).
 */
function guardedLookup(policy: TargetPolicy, protocol: string, resolve: AddressLookup) {
  const lookup: LookupFunction = (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const refusal = refusalOfAddresses(
          addresses.map((entry) => entry.address),
          protocol,
          policy,
        );
        if (refusal) return callback(new AddressNotAllowed(refusal), '', 0);
        if (options.all)
          return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
        return callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
  return lookup;
}

const ERROR_TEXTS: Record<string, string> = {
  EADDRNOTALLOWED: 'address not allowed',
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found (DNS temporarily unavailable)',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ETIMEDOUT: 'timeout',
  EPROTO: 'TLS error',
};

/** The delivery log's words for a failure (never a stack, at most 500 characters). */
export function describeFailure(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') {
    const text = ERROR_TEXTS[code];
    if (text) return text;
    if (/^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO|DEPTH_ZERO|SELF_SIGNED|HOSTNAME)/.test(code))
      return `TLS error (${code})`.slice(0, ERROR_LENGTH);
  }
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, ERROR_LENGTH);
}

/** Postgres text cannot hold NUL; an answer is anything. */
const storable = (text: string) => text.replace(/\0/g, '\uFFFD');

/**
 * Sends webhook requests: node:http(s) with keep-alive agents, the guarded lookup (an IP literal
 * host is checked before connecting: it skips lookup), no redirect followed (a 3xx fails), one
 * timeout for the whole attempt (connect, answer and the first 1 KB), the rest of the answer
 * never read.
 */
export function createWebhookSender({
  policy,
  timeoutMs = 10_000,
  lookup = systemLookup,
  userAgent = 'Liftline-Webhooks/1.0',
}: {
  policy: TargetPolicy;
  timeoutMs?: number;
  lookup?: AddressLookup;
  userAgent?: string;
}) {
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: 32 }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: 32 }),
  };
  const lookups = {
    'http:': guardedLookup(policy, 'http:', lookup),
    'https:': guardedLookup(policy, 'https:', lookup),
  };

  function attempt(target: URL, request: WebhookRequest, started: number): Promise<SendResult> {
    const protocol = target.protocol as 'http:' | 'https:';
    const body = Buffer.from(request.body, 'utf8');
    const headers = {
      'Content-Type': 'application/json',
      'Content-Length': String(body.length),
      'User-Agent': userAgent,
      ...request.headers,
    };
    const finish = (result: Omit<SendResult, 'durationMs' | 'ok'>): SendResult => ({
      ...result,
      requestHeaders: headers,
      ok: result.error === null && result.statusCode !== null && result.statusCode < 300,
      durationMs: Math.max(0, Math.round(performance.now() - started)),
    });
    return new Promise((resolve) => {
      const send = protocol === 'https:' ? https.request : http.request;
      let settled = false;
      const settle = (result: Omit<SendResult, 'durationMs' | 'ok'>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(finish(result));
      };
      const outgoing = send(target, {
        method: 'POST',
        agent: agents[protocol],
        lookup: lookups[protocol],
        headers,
      });
      const timer = setTimeout(() => {
        settle({ statusCode: null, excerpt: null, error: 'timeout' });
        outgoing.destroy();
      }, timeoutMs);
      outgoing.on('error', (error) =>
        settle({ statusCode: null, excerpt: null, error: describeFailure(error) }),
      );
      outgoing.on('response', (answer) => {
        const statusCode = answer.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const excerpt = storable(
            Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8'),
          );
          const redirect = statusCode >= 300 && statusCode < 400;
          settle({
            statusCode,
            excerpt,
            error: redirect ? `redirect not followed (${statusCode})` : null,
          });
        };
        answer.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= EXCERPT_BYTES) {
            done();
            answer.destroy();
          }
        });
        answer.on('end', done);
        answer.on('error', done);
        answer.on('close', done);
      });
      outgoing.end(body);
    });
  }

  return {
    /** One attempt; never throws (a failure is in the result). */
    async send(request: WebhookRequest): Promise<SendResult> {
      const started = performance.now();
      const failed = (error: string): SendResult => ({
        ok: false,
        statusCode: null,
        excerpt: null,
        error,
        durationMs: Math.round(performance.now() - started),
      });
      let target: URL;
      try {
        target = new URL(request.url);
      } catch {
        return failed('invalid URL');
      }
      if (target.protocol !== 'http:' && target.protocol !== 'https:') return failed('invalid URL');
      const host = target.hostname.replace(/^\[|\]$/g, '');
      if (isIP(host) && refusalOfAddresses([host], target.protocol, policy))
        return failed('address not allowed');
      return attempt(target, request, started);
    },

    /** Closes the kept-alive sockets (shutdown). */
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
