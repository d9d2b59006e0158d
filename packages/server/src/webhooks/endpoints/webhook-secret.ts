import { randomBase62 } from '../../api-keys/api-key-secret';

/** A signing secret's shape (the document's `WebhookEndpointWithSecret.secret`). */
export const WEBHOOK_SECRET = /^whsec_[A-Za-z0-9]{43}$/;

/**
 * A new signing secret: `whsec_` and 43 base62 characters from `crypto.randomBytes` without modulo
 * bias (about 256 bits). Kept as it is (the sender signs with it), shown only in the answers of
 * creation and rotation.
 */
export function newWebhookSecret(): string {
  return `whsec_${randomBase62(43)}`;
}
