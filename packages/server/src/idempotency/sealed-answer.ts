import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Stored answers are sealed with a key derived from the client's Idempotency-Key, which the
 * database never holds (only its SHA-256): a secret shown once (`createApiKey`,
 * `createWebhookEndpoint`, `rotateWebhookSecret`) or a guest's lead is never readable from a copy
 * of the database, and only a caller presenting the key again can get it back. AES-256-GCM;
 * stored as base64 of IV (12 bytes) ‖ tag (16 bytes) ‖ ciphertext.
 */
const sealingKey = (idempotencyKey: string, scope: string) =>
  createHmac('sha256', idempotencyKey).update(`liftline idempotent answer\n${scope}`).digest();

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function seal(answer: Answer, idempotencyKey: string, scope: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(idempotencyKey, scope), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(answer), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
}

/** The answer, or null when it cannot be opened (another key: never the case for one row). */
export function unseal(stored: string, idempotencyKey: string, scope: string): Answer | null {
  try {
    const bytes = Buffer.from(stored, 'base64');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      sealingKey(idempotencyKey, scope),
      bytes.subarray(0, 12),
    );
    decipher.setAuthTag(bytes.subarray(12, 28));
    const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
    return JSON.parse(text.toString('utf8')) as Answer;
  } catch {
    return null;
  }
}
