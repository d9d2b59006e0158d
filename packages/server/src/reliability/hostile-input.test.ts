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

const expect422 = (response: { statusCode: number; body: string; json: () => unknown }) => {
  expect(response.statusCode, response.body).toBe(422);
  expect(errorValidators().validationError(response.json()), response.body).toBe(true);
  return response.json() as { errors: Record<string, string[]> };
};

describe('requests the fuzzer found answering 500', () => {
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

describe('JSON bodies of other types than the contract says (issue 33 item 6)', () => {
  const quote = {
    equipment_id: 1,
    listing: 'buy',
    purchase_timeframe: 'immediately',
    quantity: 1,
    jobsite_zip: '60601',
    name: 'Pat Customer',
    email: 'pat@customer.example',
    phone: '(312) 555-0100',
  };

  it.each([
    ['quantity', true, 'must be an integer'],
    ['quantity', '2', 'must be an integer'],
    ['equipment_id', '12', 'must be an integer or null'],
    ['jobsite_zip', 60601, 'must be a string'],
  ])('a quote with %s = %j is a 422 naming it', async (field, value, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/equipment/request-quote',
      payload: { ...quote, [field]: value },
    });
    const body = expect422(response);
    expect(body.errors[field]).toContain(message);
  });

  it('a login with arrays for the e-mail and the password is a 422 naming both', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: ['owner@liftline.example'], password: ['password'] },
    });
    const body = expect422(response);
    expect(body.errors.email).toContain('must be a string');
    expect(body.errors.password).toContain('must be a string');
  });

  it('query and path parameters are still read from text (page=2, id)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/equipment?page=2' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ meta: { page: number } }>().meta.page).toBe(2);
  });
});
