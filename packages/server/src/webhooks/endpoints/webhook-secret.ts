import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const SECRET_LENGTH = 43;
/** A signing secret's shape (the document's `WebhookEndpointWithSecret.secret`). */
export const WEBHOOK_SECRET = /^whsec_[A-Za-z0-9]{43}$/;

/**
 * A new signing secret: `whsec_` and 43 letters and digits, each drawn uniformly by
 * `crypto.randomInt` (no modulo bias): about 256 bits. Kept as it is (the sender signs with it),
 * shown only in the answers of creation and rotation.
 */
export function newWebhookSecret(): string {
  let secret = 'whsec_';
  for (let i = 0; i < SECRET_LENGTH; i += 1) secret += ALPHABET[randomInt(ALPHABET.length)];
  return secret;
}
