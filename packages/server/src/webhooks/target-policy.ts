import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where webhook deliveries may go (server-side request forgery). A URL is checked when an
 * endpoint is registered (`checkWebhookUrl`, then `resolveWebhookTarget`) and every address is
 * checked again when the sender connects (`isRefusedAddress` in its `lookup`), so a DNS answer
 * that changes after registration cannot reach an internal address.
 */
export interface TargetPolicy {
  /**
   * Loopback and private addresses (and `http://` to them) are allowed: outside production, or
   * `WEBHOOK_ALLOW_PRIVATE_TARGETS=true`. Link-local and metadata addresses are never allowed.
   */
  allowPrivate: boolean;
}

/** Cloud metadata services: refused even when private targets are allowed. */
const METADATA_ADDRESSES = new Set([
  '169.254.169.254', // AWS, GCP, Azure, OpenStack…
  '169.254.170.2', // AWS ECS task metadata
  '100.100.100.200', // Alibaba Cloud
  'fd00:ec2::254', // AWS IPv6
]);

/** Ranges (ipaddr.js names) allowed only with `allowPrivate`. Everything not `unicast` else is refused. */
const PRIVATE_RANGES = new Set(['loopback', 'private', 'uniqueLocal']);

/**
 * The address in its canonical form, IPv4-mapped (`::ffff:0:0/96`) and IPv4-compatible (`::/96`)
 * IPv6 unwrapped to the IPv4 address they embed. ipaddr.js unwraps the compatible form only when
 * written dotted (`::127.0.0.1`), but the URL parser serialises it in hex (`[::7f00:1]`), so it
 * is unwrapped here whatever the spelling. `::` and `::1` (unspecified, loopback) stay IPv6.
 */
function canonical(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return undefined;
  const ip = ipaddr.process(bare);
  return ip.kind() === 'ipv6' ? unwrapCompatible(ip as ipaddr.IPv6) : ip;
}

/** `::a.b.c.d` (the first 96 bits zero, beyond `::1`) as the IPv4 address `a.b.c.d`. */
function unwrapCompatible(ip: ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  const parts = ip.parts;
  if (parts.slice(0, 6).some((part) => part !== 0)) return ip;
  if (parts[6] === 0 && parts[7]! <= 1) return ip;
  return ipaddr.fromByteArray(ip.toByteArray().slice(12)) as ipaddr.IPv4;
}

/** Why this address is refused as a webhook target, or undefined when it is allowed. */
export function refusalOf(address: string, policy: TargetPolicy): string | undefined {
  const ip = canonical(address);
  if (!ip) return 'not an IP address';
  if (METADATA_ADDRESSES.has(ip.toNormalizedString()) || METADATA_ADDRESSES.has(ip.toString()))
    return 'cloud metadata address';
  const range = ip.range();
  if (range === 'unicast') return undefined;
  if (PRIVATE_RANGES.has(range) && policy.allowPrivate) return undefined;
  return `${range} address`;
}

export function isRefusedAddress(address: string, policy: TargetPolicy): boolean {
  return refusalOf(address, policy) !== undefined;
}

/** A loopback or private address (what `http://` may reach when private targets are allowed). */
export function isPrivateAddress(address: string): boolean {
  const ip = canonical(address);
  return ip !== undefined && PRIVATE_RANGES.has(ip.range());
}

export type UrlCheck = { ok: true; url: URL } | { ok: false; reason: string };

const MAX_URL_LENGTH = 2048;

/** `localhost` and `*.localhost` always name the loopback interface (RFC 6761). */
function isLocalhostName(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost');
}

/**
 * Static checks of a webhook URL (no DNS): `https://`, or `http://` only when private targets
 * are allowed and the host is loopback or private (or a name, checked when it resolves); no user
 * name or password; a literal IP host classified by `refusalOf`. WHATWG URL parsing already turns
 * `http://2130706433`, `0x7f.1` and `0177.0.0.1` into `127.0.0.1`.
 */
export function checkWebhookUrl(raw: string, policy: TargetPolicy): UrlCheck {
  if (raw.length > MAX_URL_LENGTH)
    return { ok: false, reason: `The URL is longer than ${MAX_URL_LENGTH} characters.` };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'Not an absolute URL.' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, reason: 'The URL must start with https://.' };
  if (url.username || url.password)
    return { ok: false, reason: 'The URL must not contain a user name or password.' };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!host) return { ok: false, reason: 'The URL has no host.' };
  if (url.protocol === 'http:' && !policy.allowPrivate)
    return { ok: false, reason: 'The URL must start with https://.' };
  if (isIP(host)) {
    const refusal = refusalOf(host, policy);
    if (refusal) return { ok: false, reason: `The URL's host is not allowed (${refusal}).` };
    if (url.protocol === 'http:' && !isPrivateAddress(host))
      return { ok: false, reason: 'http:// is allowed only to loopback and private addresses.' };
  } else if (isLocalhostName(host) && !policy.allowPrivate) {
    return { ok: false, reason: "The URL's host is not allowed (loopback address)." };
  }
  return { ok: true, url };
}

/**
 * Why the addresses a host resolved to may not be used for this URL, or undefined: every one
 * must be allowed (one refused address refuses the lot), and `http://` must reach only loopback
 * or private ones.
 */
export function refusalOfAddresses(
  addresses: readonly string[],
  protocol: string,
  policy: TargetPolicy,
): string | undefined {
  if (addresses.length === 0) return 'no address';
  for (const address of addresses) {
    const refusal = refusalOf(address, policy);
    if (refusal) return refusal;
    if (protocol === 'http:' && !isPrivateAddress(address)) return 'http:// to a public address';
  }
  return undefined;
}

export type Resolver = (hostname: string) => Promise<string[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * `checkWebhookUrl`, then resolve the host and check every address (at registration: a host
 * that does not resolve, or resolves to a refused address, is refused).
 */
export async function resolveWebhookTarget(
  raw: string,
  policy: TargetPolicy,
  resolve: Resolver = systemResolver,
): Promise<UrlCheck> {
  const check = checkWebhookUrl(raw, policy);
  if (!check.ok) return check;
  const host = check.url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    return { ok: false, reason: "The URL's host does not resolve." };
  }
  const refusal = refusalOfAddresses(addresses, check.url.protocol, policy);
  if (refusal) return { ok: false, reason: `The URL's host is not allowed (${refusal}).` };
  return check;
}
