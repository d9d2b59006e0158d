import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

/**
 * The customer's quote calls are rate limited per IP address (the token is the credential: too
 * few guesses to find one): accept and decline like the public forms, reads ten times as many.
 * A refusal happens before the token is looked up, so an unknown token counts too.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { formSubmissionsPerHour: 2 } });
});
afterAll(() => t.close());

const token = 'NoSuchQuoteToken_0123456789abcdefghijklmn';
const inject = (method: 'GET' | 'POST', path: string, remoteAddress: string, headers = {}) =>
  t.app.inject({
    method,
    url: `/api/v1/quotes/${token}${path}`,
    remoteAddress,
    headers,
    ...(method === 'POST'
      ? { payload: path === '/accept' ? { signer_name: 'Guess', agree: true } : {} }
      : {}),
  });

describe('the quote token calls', () => {
  it('answer 429 with Retry-After past the limit of answers, per address', async () => {
    expect((await inject('POST', '/accept', '203.0.113.20')).statusCode).toBe(404);
    expect((await inject('POST', '/decline', '203.0.113.20')).statusCode).toBe(404);
    const limited = await inject('POST', '/accept', '203.0.113.20');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ slug: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['cache-control']).toBe('no-store');
    expect((await inject('POST', '/accept', '203.0.113.21')).statusCode).toBe(404);
  });

  it('allow ten times as many reads, then 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await inject('GET', i % 2 ? '/pdf' : '', '203.0.113.30')).statusCode);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(404));
    expect(statuses[20]).toBe(429);
  });

  it('say “not found” in the customer’s language, with nothing internal', async () => {
    const spanish = await inject('GET', '', '203.0.113.40', { 'accept-language': 'es-US' });
    expect(spanish.statusCode).toBe(404);
    expect(spanish.json()).toEqual({
      message: 'No encontramos esta cotización. Revise el enlace de su correo.',
      slug: 'not_found',
    });
    expect(spanish.headers['x-robots-tag']).toBe('noindex');
    expect(spanish.headers['referrer-policy']).toBe('no-referrer');
  });
});
