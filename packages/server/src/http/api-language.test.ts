import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

/**
 * The API answers in the request's language (`Accept-Language`): Spanish messages with
 * `Content-Language: es`; the slugs and field names never change.
 */
let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** A quote request with a bad e-mail and a missing name. */
const badQuote = (acceptLanguage?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/v1/equipment/request-quote',
    headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
    payload: {
      listing: 'buy',
      quantity: 1,
      jobsite_zip: '606',
      email: 'not-an-address',
      phone: '1',
    },
  });

describe('API messages by Accept-Language', () => {
  it('answers a bad body in Spanish, with the same slug and field names', async () => {
    const [spanish, english] = await Promise.all([badQuote('es'), badQuote('en')]);
    expect(spanish.statusCode).toBe(422);
    expect(spanish.headers['content-language']).toBe('es');
    expect(String(spanish.headers.vary)).toMatch(/accept-language/i);
    const es = spanish.json<{ message: string; slug: string; errors: Record<string, string[]> }>();
    const en = english.json<{ message: string; slug: string; errors: Record<string, string[]> }>();
    expect(es.slug).toBe('validation_failed');
    expect(es.slug).toBe(en.slug);
    expect(es.message).toBe('Los datos enviados no son válidos.');
    expect(Object.keys(es.errors).sort()).toEqual(Object.keys(en.errors).sort());
    expect(es.errors.email).toEqual(['debe ser una dirección de correo electrónico válida']);
    expect(es.errors.name).toEqual(['es obligatorio']);
    expect(es.errors.jobsite_zip).toEqual(['debe ser un código postal de cinco dígitos']);
  });

  it.each([
    ['en', undefined],
    ['fr', undefined],
    ['a missing header', null],
  ])('answers in English for %s', async (_name, header) => {
    const response = await badQuote(header ?? (_name === 'a missing header' ? undefined : _name));
    expect(response.headers['content-language']).toBe('en');
    expect(response.json()).toMatchObject({
      message: 'The given data was invalid.',
      slug: 'validation_failed',
      errors: { email: ['must be a valid e-mail address'], name: ['is required'] },
    });
  });

  it('follows q-values and regional tags', async () => {
    for (const header of ['en;q=0.5, es', 'es-MX', 'fr, es-US;q=0.8, en;q=0.3', '*;q=0.1, es']) {
      const response = await badQuote(header);
      expect(response.headers['content-language'], header).toBe('es');
      expect(response.json<{ message: string }>().message, header).toBe(
        'Los datos enviados no son válidos.',
      );
    }
    const english = await badQuote('es;q=0.2, en-GB;q=0.9');
    expect(english.headers['content-language']).toBe('en');
  });

  it('translates the other errors too: 404 and an unreadable body', async () => {
    const missing = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/equipment/999999',
      headers: { 'accept-language': 'es' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ slug: 'not_found' });
    expect(missing.json<{ message: string }>().message).not.toMatch(/not found/i);
    const unreadable = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/equipment/request-quote',
      headers: { 'accept-language': 'es', 'content-type': 'application/json' },
      payload: '{"listing":',
    });
    expect(unreadable.json()).toEqual({
      message: 'No se pudo leer el cuerpo de la solicitud.',
      slug: 'validation_failed',
      errors: { body: ['debe ser un JSON válido'] },
    });
  });

  it('marks every API answer, successful ones included, with its language', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/equipment',
      headers: { 'accept-language': 'es-US' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe('es');
    expect(String(response.headers.vary)).toMatch(/accept-language/i);
  });
});

describe('API messages by Accept-Language, before routing', () => {
  it('an URL the router cannot read answers in the language asked for, and says so', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/equipment/%E0%A4%A',
      headers: { 'accept-language': 'es' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-language']).toBe('es');
    expect(response.json()).toEqual({
      message: 'No se pudo leer la URL de la solicitud.',
      slug: 'validation_failed',
      errors: { url: ['debe ser una URL válida (UTF-8 codificado con porcentajes)'] },
    });
  });
});
