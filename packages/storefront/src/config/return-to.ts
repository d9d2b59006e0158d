/**
 * Where the app may send a visitor next from a value someone else wrote into a URL (`?returnTo=`
 * of the login and register pages, `?from=` of the upgrade-required page). Every navigation to
 * such a value goes through `safeReturnTo`, which keeps only a path of this site.
 */

/**
 * Characters a URL parser drops or reads as something else: C0 controls and DEL (browsers remove
 * tab, CR and LF anywhere in a URL, so `/\t/evil.example` is `//evil.example`), the backslash (read
 * as `/` in http URLs) and any whitespace (leading spaces are trimmed away before parsing).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\\s]/u;

/** Stands in for the page's origin where there is none (the prerender, tests in Node). */
const FALLBACK_ORIGIN = 'http://localhost';

function currentOrigin(): string {
  const origin = typeof location === 'undefined' ? undefined : location.origin;
  return origin && origin !== 'null' ? origin : FALLBACK_ORIGIN;
}

/**
 * A path of this site to come back to (after logging in, registering or reloading): the path,
 * query and fragment of `value` once resolved against the page's origin, or null for anything
 * else — other origins (`//x`, `https://x`, `javascript:`), a value that is not a path (no leading
 * `/`), control characters, whitespace or backslashes anywhere, and a path that normalises to
 * `//host` (`/.//evil.example`). Encoded characters (`%09`, `%2F`) stay encoded: they are part of
 * the path and never leave the site.
 */
export function safeReturnTo(
  value: string | null | undefined,
  origin: string = currentOrigin(),
): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || UNSAFE_CHARACTERS.test(value))
    return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  // Dot segments (`/./`, `/%2e/`, `/a/../`) may leave `//host` once resolved.
  if (url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A router href to a value `safeReturnTo` kept: a path from the top of the site, which already
 * carries its language (`/es/account`), so it leaves every base behind (wouter's `~`).
 */
export const returnToHref = (returnTo: string): string => `~${returnTo}`;
