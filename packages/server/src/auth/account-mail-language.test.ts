import type { components } from '@liftline/sdk/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../testing/accounts';
import { TEST_PASSWORD, bearerHeader, uniqueEmail } from '../testing/auth';
import { latestMail } from '../testing/mail';
import { createTestApp } from '../testing/test-app';

type AuthResponse = components['schemas']['AuthResponse'];

/**
 * A user's `locale` (set at registration, read and changed with the profile) decides the language
 * of their account mails; the links open the `/es/...` twin of the storefront page.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof apiCaller>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  call = apiCaller(t.app);
});
afterAll(() => t.close());

async function register(locale?: string) {
  const email = uniqueEmail('locale');
  const response = await call('PUT', '/user/register', {
    payload: {
      name: 'Mateo Grúas',
      email,
      password: TEST_PASSWORD,
      password_confirmation: TEST_PASSWORD,
      ...(locale === undefined ? {} : { locale }),
    },
  });
  return { email, response };
}

const forgot = (email: string) => call('POST', '/user/forgot-password', { payload: { email } });

describe("account mails in the user's language", () => {
  it('registers in Spanish: the verification mail and every later account mail are Spanish', async () => {
    const { email, response } = await register('es');
    expect(response.statusCode, response.body).toBe(201);
    const { user, token } = response.json<AuthResponse>();
    expect(user.locale).toBe('es');

    const verification = await latestMail(t.db, email, 'verify-email');
    expect(verification.subject).toBe('Verifique su dirección de correo electrónico');
    expect(verification.text).toContain('Hola, Mateo Grúas:');
    expect(verification.text).toContain('El enlace es válido durante 24 horas.');
    expect(verification.links[0]!.label).toBe('Verificar dirección de correo electrónico');
    expect(verification.links[0]!.url).toMatch(
      new RegExp(`^${t.config.publicUrl}/es/verify-email\\?token=`),
    );

    expect((await forgot(email)).statusCode).toBeLessThan(300);
    const reset = await latestMail(t.db, email, 'password-reset');
    expect(reset.subject).toBe('Restablezca su contraseña');
    expect(reset.links[0]!.url).toContain('/es/guest/user/reset-password?token=');

    // Back to English with the profile update: the next mail is English.
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/',
      headers: bearerHeader(token.access_token),
      payload: { locale: 'en' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<AuthResponse['user']>().locale).toBe('en');
    await forgot(email);
    const english = await latestMail(t.db, email, 'password-reset');
    expect(english.subject).toBe('Reset your password');
    expect(english.links[0]!.url).not.toContain('/es/');
  });

  it('registers in English without a locale; the profile reads and changes it', async () => {
    const { response } = await register();
    const { user, token } = response.json<AuthResponse>();
    expect(user.locale).toBe('en');
    const headers = bearerHeader(token.access_token);
    const spanish = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/',
      headers,
      payload: { locale: 'es' },
    });
    expect(spanish.json<AuthResponse['user']>().locale).toBe('es');
    const read = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers });
    expect(read.json<AuthResponse['user']>().locale).toBe('es');
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/',
      headers,
      payload: { locale: 'pt' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      locale: ['must be one of: en, es'],
    });
  });
});
