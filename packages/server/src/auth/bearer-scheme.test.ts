import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../testing/accounts';
import { insertApiKey, type TestKey } from '../testing/api-keys';
import { registerAndLogin, type TestSession } from '../testing/auth';
import { createTestApp } from '../testing/test-app';

/**
 * `Authorization` must be exactly the Bearer scheme (RFC 6750 §2.1; issue 42 item 6): a secret
 * key or a token without `Bearer`, another scheme, or anything after the token is a 401 — never
 * the caller it names. The scheme's case does not matter.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let person: TestSession;
let key: TestKey;
let leadsUrl: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  person = await registerAndLogin(t.app);
  const accountId = person.user.current_account.id;
  key = await insertApiKey(t.db, accountId, ['leads.view']);
  leadsUrl = `/api/v1/account/${accountId}/leads`;
});
afterAll(() => t.close());

const get = (url: string, authorization: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization } });

describe('an API key in Authorization', () => {
  it('is accepted as `Bearer <key>`, in any case of the scheme', async () => {
    for (const header of [
      `Bearer ${key.secret}`,
      `bearer ${key.secret}`,
      `BEARER  ${key.secret}`,
    ]) {
      expect((await get(leadsUrl, header)).statusCode, header).toBe(200);
    }
  });

  it.each([
    ['without the scheme', (secret: string) => secret],
    ['without the scheme, trailing space', (secret: string) => `${secret} `],
    ['with a trailing space', (secret: string) => `Bearer ${secret} `],
    ['with a trailing tab', (secret: string) => `Bearer ${secret}\t`],
    ['with something after it', (secret: string) => `Bearer ${secret} extra`],
    ['with a tab for the space', (secret: string) => `Bearer\t${secret}`],
    ['under another scheme', (secret: string) => `Basic ${secret}`],
    ['with the scheme glued on', (secret: string) => `Bearer${secret}`],
  ])('is a 401 %s', async (_case, header) => {
    expectError(await get(leadsUrl, header(key.secret)), 401, 'unauthenticated');
  });
});

describe("a person's access token in Authorization", () => {
  it('is a 401 without the scheme or with a trailing space, accepted with it', async () => {
    expectError(await get('/api/v1/user', person.accessToken), 401, 'unauthenticated');
    expectError(await get('/api/v1/user', `Bearer ${person.accessToken} `), 401, 'unauthenticated');
    expect((await get('/api/v1/user', `Bearer ${person.accessToken}`)).statusCode).toBe(200);
  });
});
