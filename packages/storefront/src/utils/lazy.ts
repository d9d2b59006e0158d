/**
 * A value made on its first use, then kept. For objects that cost real time to build while the
 * page starts: an `Intl` formatter loads its locale data when constructed (a few milliseconds each
 * on a phone), so a module that builds them at its top level slows every page that imports it.
 */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
