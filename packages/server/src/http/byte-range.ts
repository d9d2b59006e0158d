import type { ByteRange } from '../products/asset-storage';

/**
 * The one range a `Range` header asks of a `size`-byte file (RFC 9110 §14): `bytes=a-b`,
 * `bytes=a-` or `bytes=-n`, the end clamped to the file. `'unsatisfiable'` when it starts past the
 * end (416); undefined — send the whole file — when there is no header, it is not one byte range
 * we read (several ranges, another unit, a malformed one), as the RFC allows.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (!match[1] && !match[2])) return undefined;
  const [, first, last] = match;
  if (!first) {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last ? Number(last) : size - 1;
  if (start >= size) return 'unsatisfiable';
  if (end < start) return undefined;
  return { start, end: Math.min(end, size - 1) };
}
