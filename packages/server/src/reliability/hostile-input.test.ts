import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAsDemoOwner } from '../testing/auth';
import { createTestApp } from '../testing/test-app';
import { errorValidators } from './openapi-document';

/**
 * Hostile input. Hostile text in server messages: markup a visitor typed comes back only
 * inside JSON — `application/json`, `nosniff` — never as HTML. (The dev outbox page escapes mail
 * contents: src/mail/mail.test.ts. Rendering in the widgets and storefront is tested there.)
 * And the exact requests the fuzzer (fuzz.test.ts) first found answering 500, as regressions.
 */

const MARKUP = '<img src=x onerror=alert(1)>';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('markup in a 422', () => {
  it('is JSON text, whether it is a too-long value or an echoed field name', async () => {
    const validators = errorValidators();
    for (const payload of [
      {
        branch_id: 1,
        email: 'x@example.com',
        name: MARKUP.repeat(50),
        subject: MARKUP,
        message: MARKUP,
      },
      {
        branch_id: 1,
        email: 'x@example.com',
        name: 'Pat',
        subject: 'Hi',
        message: 'Hi',
        [MARKUP]: 1,
      },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/contact-branch',
        headers: { accept: 'text/html' },
        payload,
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const body: unknown = response.json();
      expect(validators.validationError(body), response.body).toBe(true);
      // Whatever is echoed stays a JSON string value/key, parsed back to exactly what was sent.
      const fields = Object.keys((body as { errors: object }).errors);
      expect(
        fields.some((field) => field === 'name' || field === MARKUP),
        response.body,
      ).toBe(true);
    }
  });
});

describe('requests the fuzzer found answering 500', () => {
  const expect422 = (response: { statusCode: number; body: string; json: () => unknown }) => {
    expect(response.statusCode, response.body).toBe(422);
    expect(errorValidators().validationError(response.json()), response.body).toBe(true);
    return response.json() as { errors: Record<string, string[]> };
  };

  it('a required body sent with no body and no content type (handler saw undefined)', async () => {
    for (const [method, url] of [
      ['PUT', '/api/v1/user/register'],
      ['POST', '/api/v1/contact-branch'],
      ['POST', '/api/v1/user/forgot-password'],
    ] as const) {
      const body = expect422(await t.app.inject({ method, url }));
      expect(body.errors).toEqual({ body: ['is required'] });
    }
  });

  it('ids beyond the database integer range, and Infinity (PostgreSQL 22003/22P02)', async () => {
    const owner = await loginAsDemoOwner(t.app);
    for (const id of ['2147483648', '99999999999999999999', 'Infinity']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/account/${id}/permissions`,
        headers: owner.authHeader,
      });
      expect(Object.keys(expect422(response).errors)).toEqual(['id']);
    }
  });

  it('an undecodable percent-encoding in the path (router error, default 400 body)', async () => {
    const body = expect422(
      await t.app.inject({ method: 'GET', url: '/api/v1/equipment/%E0%A4%A' }),
    );
    expect(Object.keys(body.errors)).toEqual(['url']);
  });

  it('a truncated multipart upload (busboy "Unexpected end of multipart data")', async () => {
    const owner = await loginAsDemoOwner(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/products/assets',
      headers: { ...owner.authHeader, 'content-type': 'multipart/form-data; boundary=XYZ' },
      payload: '--XYZ\r\ncontent-disposition: form-data; name="product_id"\r\n\r\n1\r\n',
    });
    expect(expect422(response).errors).toEqual({ body: ['could not be read'] });
  });
});
