import { randomBytes } from 'node:crypto';

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Bytes at or above this are dropped: 248 = 4 × 62, so every character is equally likely. */
const UNBIASED_BELOW = 256 - (256 % BASE62.length);

/** `length` base62 characters from crypto.randomBytes, without modulo bias (rejection sampling). */
export function randomBase62(
  length: number,
  random: (size: number) => Buffer = randomBytes,
): string {
  let out = '';
  while (out.length < length) {
    for (const byte of random(length - out.length + 8)) {
      if (byte >= UNBIASED_BELOW) continue;
      out += BASE62[byte % BASE62.length];
      if (out.length === length) break;
    }
  }
  return out;
}

/** Characters of a secret after `sk_`: 43 base62 characters ≥ 256 bits (43 · log2 62 ≈ 256.03). */
export const API_KEY_SECRET_LENGTH = 43;

/** A new secret API key: `sk_` + 43 base62 characters; its prefix is `sk_` + the first 8. */
export function newApiKeySecret(): { secret: string; prefix: string } {
  const secret = `sk_${randomBase62(API_KEY_SECRET_LENGTH)}`;
  return { secret, prefix: secret.slice(0, 11) };
}
