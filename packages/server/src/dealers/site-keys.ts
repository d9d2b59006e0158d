import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const KEY_LENGTH = 24;
/** A publishable key's shape (the document's `PublishableKey`). */
export const PUBLISHABLE_KEY = /^pk_[A-Za-z0-9]{24}$/;

/**
 * A new publishable key: `pk_` and 24 letters and digits drawn uniformly (about 143 bits). Public
 * by design, it only names a site; it is unique so that it is hard to guess one that exists, not
 * because it grants anything.
 */
export function newPublishableKey(): string {
  let key = 'pk_';
  for (let i = 0; i < KEY_LENGTH; i += 1) key += ALPHABET[randomInt(ALPHABET.length)];
  return key;
}

/**
 * An origin as sites store it and browsers send it: scheme, host and port only, in lower case,
 * without the scheme's default port. Null when `value` is not an http(s) origin.
 */
export function normalizeOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  if (url.pathname !== '/' || url.search || url.hash || /[?#]/.test(value)) return null;
  if (!/^https?:\/\/[^/]+\/?$/i.test(value)) return null;
  if (url.port === '0' || !isHostName(url.hostname)) return null;
  return url.origin;
}

/** One DNS label (RFC 1123): 1 to 63 letters, digits and hyphens, no hyphen at either end. */
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A host a browser can send as an origin: an IP literal, or a DNS name of labels (RFC 1123, after
 * the URL parser's IDNA mapping), at most 253 characters — no empty label, so neither `.`, `..`
 * nor a trailing dot (`dealer.example.` is another origin than the one the browser sends).
 */
function isHostName(host: string): boolean {
  if (host.startsWith('[')) return true; // IPv6, already checked by the URL parser
  return host.length <= 253 && host.split('.').every((label) => LABEL.test(label));
}

/**
 * The page a widget was on, as a lead or an event keeps it: its origin and path, without the query
 * and fragment (where e-mail addresses and tokens hide), at most 512 characters. Null when `page`
 * is not a URL on `origin` (another site's page says nothing about this one).
 */
export function pageOnOrigin(page: string | null | undefined, origin: string): string | null {
  if (!page) return null;
  let url: URL;
  try {
    url = new URL(page);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return `${url.origin}${url.pathname}`.slice(0, 512);
}
