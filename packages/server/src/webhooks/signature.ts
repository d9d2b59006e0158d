import { createHmac } from 'node:crypto';

/**
 * The `Liftline-Signature` header of one attempt: `t=<unix seconds>,v1=<hex HMAC-SHA256>` of
 * `"<t>.<body>"` keyed with each secret (the UTF-8 bytes of the whole `whsec_…` string): the
 * current one, then the replaced one while a rotation's 24 hours run.
 */
export function signatureHeader(body: string, secrets: readonly string[], unixSeconds: number) {
  const signed = `${unixSeconds}.${body}`;
  const entries = secrets.map(
    (secret) => `v1=${createHmac('sha256', secret).update(signed, 'utf8').digest('hex')}`,
  );
  return [`t=${unixSeconds}`, ...entries].join(',');
}
