import { createHash, randomBytes } from 'node:crypto';

/** A new opaque secret (refresh, reset and verification tokens): 32 random bytes, base64url. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a secret token: its SHA-256, hex. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
