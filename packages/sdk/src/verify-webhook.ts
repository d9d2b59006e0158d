import type { WebhookEvent } from './webhook-events';

/** The header every delivery carries: `t=<unix seconds>,v1=<hex HMAC-SHA256>[,v1=…]`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Liftline-Signature';
/** How far `t` may be from the receiver's clock, in seconds, unless told otherwise. */
export const DEFAULT_WEBHOOK_TOLERANCE_SECONDS = 300;

/** Why a delivery was refused. */
export type WebhookSignatureFailure =
  /** No `Liftline-Signature` header (or an empty one). */
  | 'missing_header'
  /** The header is not `t=<digits>` with at least one `v1=<64 hex digits>`. */
  | 'malformed_header'
  /** No `v1` entry is the HMAC of `"<t>.<raw body>"` with this secret: a wrong secret or a changed body. */
  | 'no_matching_signature'
  /** The signature matches, but `t` is further from this clock than the tolerance (a replay, or a clock off). */
  | 'timestamp_outside_tolerance'
  /** Signed, but the body is not a JSON event `{ id, type, created_at, data }`. */
  | 'invalid_payload';

const MESSAGES: Record<WebhookSignatureFailure, string> = {
  missing_header: `No ${WEBHOOK_SIGNATURE_HEADER} header.`,
  malformed_header: `The ${WEBHOOK_SIGNATURE_HEADER} header is not t=<unix seconds>,v1=<hex HMAC-SHA256>.`,
  no_matching_signature: 'No signature matches the body with this secret.',
  timestamp_outside_tolerance: 'The signature is older or newer than the tolerance allows.',
  invalid_payload: 'The signed body is not a webhook event.',
};

/** A delivery that must not be trusted: answer 400 and do nothing with it. */
export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
  constructor(readonly reason: WebhookSignatureFailure) {
    super(MESSAGES[reason]);
  }
}

export interface VerifyWebhookOptions {
  /** Refuse a `t` further than this from `now`, in seconds. Default 300 (5 minutes). */
  toleranceSeconds?: number;
  /** The receiver's clock: a Date or milliseconds since the epoch. Default: now. */
  now?: Date | number;
}

/** A header value as Node (`req.headers[...]`), fetch (`headers.get(...)`) or a framework give it. */
export type SignatureHeader = string | readonly string[] | null | undefined;

const HEX_SIGNATURE = /^[0-9a-f]{64}$/;
const UNIX_SECONDS = /^[0-9]{1,12}$/;
const utf8 = new TextEncoder();

/** Bytes WebCrypto takes (an ArrayBuffer behind them, never a SharedArrayBuffer). */
type Bytes = Uint8Array<ArrayBuffer>;

function parseHeader(header: SignatureHeader): { t: string; signatures: Bytes[] } {
  // Node joins a repeated header with ", "; an array is read the same way.
  const value = (typeof header === 'string' ? header : (header ?? []).join(',')).trim();
  if (value === '') throw new WebhookSignatureError('missing_header');
  let t: string | undefined;
  const signatures: Bytes[] = [];
  for (const part of value.split(',')) {
    const at = part.indexOf('=');
    const name = part.slice(0, at).trim();
    const entry = part.slice(at + 1).trim();
    if (at < 0) throw new WebhookSignatureError('malformed_header');
    if (name === 't') {
      if (t !== undefined || !UNIX_SECONDS.test(entry))
        throw new WebhookSignatureError('malformed_header');
      t = entry;
    } else if (name === 'v1') {
      const hex = entry.toLowerCase();
      if (!HEX_SIGNATURE.test(hex)) throw new WebhookSignatureError('malformed_header');
      signatures.push(Uint8Array.from(hex.match(/../g)!, (byte) => parseInt(byte, 16)));
    } // other schemes (a future v2) are skipped
  }
  if (t === undefined || signatures.length === 0)
    throw new WebhookSignatureError('malformed_header');
  return { t, signatures };
}

function signedBytes(t: string, rawBody: string | Uint8Array): Bytes {
  const prefix = utf8.encode(`${t}.`);
  const body = typeof rawBody === 'string' ? utf8.encode(rawBody) : rawBody;
  const bytes = new Uint8Array(prefix.length + body.length);
  bytes.set(prefix);
  bytes.set(body, prefix.length);
  return bytes;
}

function isEvent(value: unknown): value is WebhookEvent {
  if (typeof value !== 'object' || value === null) return false;
  const { id, type, created_at: createdAt } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    typeof type === 'string' &&
    typeof createdAt === 'string' &&
    'data' in value
  );
}

/**
 * Checks a delivery's `Liftline-Signature` and answers its event, typed by `type`; throws a
 * {@link WebhookSignatureError} (its `reason` says why) when it must not be trusted.
 *
 * `rawBody` is the request's body exactly as received (a string or bytes, e.g. Node's Buffer),
 * never JSON parsed and serialised again. `secret` is the endpoint's whole `whsec_…` string. Any
 * of the header's `v1` entries may match (during a rotation there are two); the comparison is
 * WebCrypto's HMAC verify (constant time). Then `t` must be within `toleranceSeconds` of `now`.
 * Works in Node ≥ 20 and browsers (WebCrypto), with no Node import.
 */
export async function verifyWebhook(
  rawBody: string | Uint8Array,
  header: SignatureHeader,
  secret: string,
  options: VerifyWebhookOptions = {},
): Promise<WebhookEvent> {
  if (typeof secret !== 'string' || secret === '')
    throw new TypeError("verifyWebhook needs the endpoint's secret (whsec_…).");
  // NaN would pass every timestamp (no comparison with NaN is true): refuse it up front.
  const toleranceSeconds = options.toleranceSeconds ?? DEFAULT_WEBHOOK_TOLERANCE_SECONDS;
  if (!Number.isFinite(toleranceSeconds) || toleranceSeconds < 0)
    throw new TypeError('toleranceSeconds must be a finite number of seconds, 0 or more.');
  const nowSeconds = Number(options.now ?? Date.now()) / 1000;
  if (!Number.isFinite(nowSeconds)) throw new TypeError('now must be a valid Date or epoch ms.');
  const { t, signatures } = parseHeader(header);
  const key = await crypto.subtle.importKey(
    'raw',
    utf8.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  const signed = signedBytes(t, rawBody);
  let matched = false;
  for (const signature of signatures)
    if (await crypto.subtle.verify('HMAC', key, signature, signed)) matched = true;
  if (!matched) throw new WebhookSignatureError('no_matching_signature');

  if (Math.abs(nowSeconds - Number(t)) > toleranceSeconds)
    throw new WebhookSignatureError('timestamp_outside_tolerance');

  let event: unknown;
  try {
    event = JSON.parse(typeof rawBody === 'string' ? rawBody : new TextDecoder().decode(rawBody));
  } catch {
    throw new WebhookSignatureError('invalid_payload');
  }
  if (!isEvent(event)) throw new WebhookSignatureError('invalid_payload');
  return event;
}
