import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyWebhook, WebhookSignatureError } from './verify-webhook';
import type { WebhookEventOf } from './webhook-events';

const SECRET = 'whsec_4fQm9ZkD2xW7bN1cR8tY3uVaL5eJ0hG6iK2pS9wQ4zX';
const OLD_SECRET = 'whsec_0ldS3cretKeptFor24HoursAfterARotation00000';
const NOW = new Date('2026-11-27T12:00:00Z');
const T = Math.floor(NOW.getTime() / 1000);

const event = {
  id: 'evt_1a2b3c',
  type: 'lead.created',
  created_at: '2026-11-27T11:59:58Z',
  data: { id: 42, reference: 'L-2026-000042' },
};
// Spacing and key order as a server may send them: verification is over these exact bytes.
const body = `{"id":"evt_1a2b3c", "type":"lead.created","created_at":"2026-11-27T11:59:58Z","data":{"id":42,"reference":"L-2026-000042"}}`;

/** What the server sends, made independently with node:crypto. */
const sign = (t: number, raw: string, secret = SECRET) =>
  createHmac('sha256', secret).update(`${t}.${raw}`).digest('hex');
const header = (t: number, ...signatures: string[]) =>
  [`t=${t}`, ...signatures.map((v1) => `v1=${v1}`)].join(',');

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(WebhookSignatureError);
  return (error as WebhookSignatureError).reason;
}

describe('verifyWebhook', () => {
  it('answers the event of a body signed with the secret, from a string or from bytes', async () => {
    const signature = header(T, sign(T, body));
    await expect(verifyWebhook(body, signature, SECRET, { now: NOW })).resolves.toEqual(event);
    await expect(
      verifyWebhook(Buffer.from(body, 'utf8'), signature, SECRET, { now: NOW.getTime() }),
    ).resolves.toEqual(event);
  });

  it('verifies the raw bytes, non-ASCII text included', async () => {
    const raw = body.replace('L-2026-000042', 'Grúa 50 t — Señor Ñúñez');
    await expect(
      verifyWebhook(new TextEncoder().encode(raw), header(T, sign(T, raw)), SECRET, { now: NOW }),
    ).resolves.toMatchObject({ data: { reference: 'Grúa 50 t — Señor Ñúñez' } });
  });

  it('accepts either of two v1 entries (a rotation: the new secret and the previous one)', async () => {
    const both = header(T, sign(T, body, SECRET), sign(T, body, OLD_SECRET));
    await expect(verifyWebhook(body, both, SECRET, { now: NOW })).resolves.toEqual(event);
    await expect(verifyWebhook(body, both, OLD_SECRET, { now: NOW })).resolves.toEqual(event);
    const reversed = header(T, sign(T, body, OLD_SECRET), sign(T, body, SECRET));
    await expect(verifyWebhook(body, reversed, SECRET, { now: NOW })).resolves.toEqual(event);
  });

  it('reads a header given as Node gives a repeated one, and skips unknown schemes', async () => {
    const parts = [`t=${T}`, `v1=${sign(T, body, OLD_SECRET)}`, `v1=${sign(T, body)}`];
    await expect(verifyWebhook(body, parts, SECRET, { now: NOW })).resolves.toEqual(event);
    const spaced = `t=${T}, v0=abc, v1=${sign(T, body).toUpperCase()}`;
    await expect(verifyWebhook(body, spaced, SECRET, { now: NOW })).resolves.toEqual(event);
  });

  it('refuses a tampered body or a wrong secret: no_matching_signature', async () => {
    const signature = header(T, sign(T, body));
    expect(await refusal(verifyWebhook(body.replace('42', '43'), signature, SECRET))).toBe(
      'no_matching_signature',
    );
    expect(await refusal(verifyWebhook(`${body} `, signature, SECRET, { now: NOW }))).toBe(
      'no_matching_signature',
    );
    expect(
      await refusal(verifyWebhook(body, signature, `${SECRET.slice(0, -1)}Y`, { now: NOW })),
    ).toBe('no_matching_signature');
    // The timestamp is signed too: moving it breaks the signature.
    expect(
      await refusal(verifyWebhook(body, header(T + 1, sign(T, body)), SECRET, { now: NOW })),
    ).toBe('no_matching_signature');
  });

  it('refuses a genuine signature older or newer than the tolerance', async () => {
    const old = T - 301;
    expect(
      await refusal(verifyWebhook(body, header(old, sign(old, body)), SECRET, { now: NOW })),
    ).toBe('timestamp_outside_tolerance');
    const ahead = T + 301;
    expect(
      await refusal(verifyWebhook(body, header(ahead, sign(ahead, body)), SECRET, { now: NOW })),
    ).toBe('timestamp_outside_tolerance');
    await expect(
      verifyWebhook(body, header(T - 300, sign(T - 300, body)), SECRET, { now: NOW }),
    ).resolves.toEqual(event);
    await expect(
      verifyWebhook(body, header(old, sign(old, body)), SECRET, {
        now: NOW,
        toleranceSeconds: 3600,
      }),
    ).resolves.toEqual(event);
  });

  it('refuses a missing header, and garbled ones as malformed_header', async () => {
    for (const missing of [undefined, null, '', '  ', []])
      expect(await refusal(verifyWebhook(body, missing, SECRET, { now: NOW }))).toBe(
        'missing_header',
      );
    const good = sign(T, body);
    for (const garbled of [
      'garbage',
      `v1=${good}`, // no t
      `t=${T}`, // no v1
      `t=${T},t=${T},v1=${good}`,
      `t=soon,v1=${good}`,
      `t=-${T},v1=${good}`,
      `t=${T},v1=${good.slice(1)}`,
      `t=${T},v1=${good}00`,
      `t=${T},v1=${good.replace(/./, 'g')}`,
      `t=${T};v1=${good}`,
    ])
      expect(await refusal(verifyWebhook(body, garbled, SECRET, { now: NOW }))).toBe(
        'malformed_header',
      );
  });

  it('refuses a signed body that is not an event: invalid_payload', async () => {
    for (const raw of ['not json', '[1,2]', '{"id":"evt_1"}'])
      expect(await refusal(verifyWebhook(raw, header(T, sign(T, raw)), SECRET, { now: NOW }))).toBe(
        'invalid_payload',
      );
  });

  it('needs a secret, and a tolerance and clock that can refuse (NaN would let every timestamp pass)', async () => {
    const old = T - 3600;
    const signature = header(old, sign(old, body));
    await expect(verifyWebhook(body, signature, '')).rejects.toThrow(TypeError);
    for (const toleranceSeconds of [Number.NaN, Number('unset'), -1, Infinity])
      await expect(
        verifyWebhook(body, signature, SECRET, { now: NOW, toleranceSeconds }),
      ).rejects.toThrow('toleranceSeconds must be a finite number');
    await expect(
      verifyWebhook(body, signature, SECRET, { now: new Date('not a date') }),
    ).rejects.toThrow('now must be a valid Date');
  });

  it('types the event by its type', async () => {
    const verified = await verifyWebhook(body, header(T, sign(T, body)), SECRET, { now: NOW });
    if (verified.type === 'lead.created') {
      const lead: WebhookEventOf<'lead.created'>['data'] = verified.data;
      expect(lead.reference).toBe('L-2026-000042');
    } else expect.unreachable();
  });
});
