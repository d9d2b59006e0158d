/** The request header that makes a `POST` safe to retry (see the contract's "Idempotent requests"). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * A new `Idempotency-Key`: a random UUID, one per intended call. Keep it with the call and send the
 * same key again only when retrying that call (same path and body); a new call needs a new key.
 *
 *   const key = newIdempotencyKey();
 *   await client.POST('/equipment/request-quote', { params: { header: { 'Idempotency-Key': key } }, body });
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
