import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The successor token pair of a rotated refresh token, kept encrypted on the rotated token's row
 * so that a replay inside the grace window can answer the very same pair (idempotent refresh).
 * The key is derived (HKDF-SHA256) from the rotated refresh token itself, which the database only
 * holds as a SHA-256 hash: only whoever presents that token can open the box, and a database leak
 * reveals nothing. AES-256-GCM: a tampered box fails to open.
 */
export interface SuccessorPair {
  accessToken: string;
  accessExpiresAt: string;
  refreshToken: string;
  refreshExpiresAt: string;
}

const INFO = 'liftline refresh successor v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyOf(refreshToken: string, sessionId: string): Buffer {
  return Buffer.from(hkdfSync('sha256', refreshToken, sessionId, INFO, 32));
}

/** `iv | tag | ciphertext`, base64url; `sessionId` is bound in as salt and associated data. */
export function sealSuccessor(
  refreshToken: string,
  sessionId: string,
  pair: SuccessorPair,
): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(refreshToken, sessionId), iv);
  cipher.setAAD(Buffer.from(sessionId));
  const body = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The pair sealed for `refreshToken`, or `null` when the box does not open (wrong token, tampered). */
export function openSuccessor(
  refreshToken: string,
  sessionId: string,
  sealed: string,
): SuccessorPair | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyOf(refreshToken, sessionId),
      raw.subarray(0, IV_BYTES),
    );
    decipher.setAAD(Buffer.from(sessionId));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
    return JSON.parse(text) as SuccessorPair;
  } catch {
    return null;
  }
}
