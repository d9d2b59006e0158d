import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBranch } from '../leads/lead-test-helpers';
import { draftInput } from '../products/product-test-helpers';
import { insertApiKey } from '../testing/api-keys';
import { registerAndLogin, uniqueEmail } from '../testing/auth';
import { createTestApp } from '../testing/test-app';
import { createIdempotencyStore } from './idempotency-store';
import { buyRequest, leadsOf, newKey, requestQuote } from './idempotency-test-helpers';
import { sha256Hex } from './request-identity';

/**
 * Idempotency-Key on the contract's POSTs ("Idempotent requests" in openapi.yaml); multipart bodies
 * in idempotency-multipart.test.ts.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { formSubmissionsPerHour: 1000 } });
});
afterAll(() => t.close());

describe('the same key with the same request', () => {
  it('answers the first answer again (Idempotent-Replayed) and does it once', async () => {
    const email = uniqueEmail('once');
    const key = newKey();
    const first = await requestQuote(t.app, key, buyRequest(email));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // The same body with its properties in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(buyRequest(email)).reverse());
    // From a dealer's page (CORS): the page's script may read the header.
    const again = await requestQuote(t.app, key, reordered, { origin: 'https://dealer.example' });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['access-control-expose-headers']).toContain('Idempotent-Replayed');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.body).toBe(first.body);
    expect(await leadsOf(t.db, email)).toBe(1);
  });

  it('runs concurrent duplicates once: every answer is the first one', async () => {
    const email = uniqueEmail('burst');
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => requestQuote(t.app, key, buyRequest(email))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(7);
    expect(await leadsOf(t.db, email)).toBe(1);
  });

  it('without a key, each request runs', async () => {
    const email = uniqueEmail('nokey');
    await requestQuote(t.app, undefined, buyRequest(email));
    await requestQuote(t.app, undefined, buyRequest(email));
    expect(await leadsOf(t.db, email)).toBe(2);
  });
});

describe('the same key with another request', () => {
  it('answers 422 idempotency_key_reused for another body and does nothing', async () => {
    const key = newKey();
    const [email, other] = [uniqueEmail('reused'), uniqueEmail('reused-other')];
    expect((await requestQuote(t.app, key, buyRequest(email))).statusCode).toBe(201);
    const reused = await requestQuote(t.app, key, buyRequest(other));
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ slug: 'idempotency_key_reused' });
    expect(await leadsOf(t.db, other)).toBe(0);
  });

  it('answers 422 idempotency_key_reused on another path for the same caller', async () => {
    const owner = await registerAndLogin(t.app);
    const key = newKey();
    const quote = await requestQuote(t.app, key, buyRequest(uniqueEmail('path')), owner.authHeader);
    expect(quote.statusCode).toBe(201);
    const product = await t.app.inject({
      method: 'POST',
      url: '/api/v1/products',
      headers: { ...owner.authHeader, 'idempotency-key': key },
      payload: draftInput(),
    });
    expect(product.statusCode, product.body).toBe(422);
    expect(product.json()).toMatchObject({ slug: 'idempotency_key_reused' });
  });
});

describe('keys belong to a caller', () => {
  it('two people with the same key do not collide', async () => {
    const [ann, bob] = [await registerAndLogin(t.app), await registerAndLogin(t.app)];
    const key = newKey();
    const [annEmail, bobEmail] = [uniqueEmail('ann'), uniqueEmail('bob')];
    expect((await requestQuote(t.app, key, buyRequest(annEmail), ann.authHeader)).statusCode).toBe(
      201,
    );
    const forBob = await requestQuote(t.app, key, buyRequest(bobEmail), bob.authHeader);
    expect(forBob.statusCode, forBob.body).toBe(201);
    expect(forBob.headers['idempotent-replayed']).toBeUndefined();
    expect(await leadsOf(t.db, bobEmail)).toBe(1);
  });

  it('an API key is a caller of its own; createApiKey answers its secret again, kept sealed', async () => {
    const owner = await registerAndLogin(t.app);
    const { rows } = await t.db.query<{ id: number }>(
      'select current_account_id as id from users where id = $1',
      [owner.user.id],
    );
    const apiKey = await insertApiKey(t.db, rows[0]!.id, []);
    const key = newKey();
    const create = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/account/${rows[0]!.id}/api-keys`,
        headers: { ...owner.authHeader, 'idempotency-key': key },
        payload: { name: 'ERP', permission_names: [] },
      });
    const [first, again] = [await create(), await create()];
    expect(first.statusCode, first.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    const secret = first.json<{ secret: string }>().secret;
    const kept = await t.db.query('select 1 from idempotency_keys where response_body like $1', [
      `%${secret}%`,
    ]);
    expect(kept.rows).toHaveLength(0);
    const made = await t.db.query('select 1 from api_keys where account_id = $1 and name = $2', [
      rows[0]!.id,
      'ERP',
    ]);
    expect(made.rows).toHaveLength(1);
    // The same Idempotency-Key sent with each of two API keys: each key is a caller, so both run.
    const otherKey = await insertApiKey(t.db, rows[0]!.id, []);
    for (const caller of [apiKey, otherKey]) {
      const email = uniqueEmail('by-key');
      const byKey = await requestQuote(t.app, key, buyRequest(email), caller.authHeader);
      expect(byKey.statusCode, byKey.body).toBe(201);
      expect(await leadsOf(t.db, email)).toBe(1);
    }
  });

  it("a guest's key on another operation does not collide", async () => {
    const key = newKey();
    expect((await requestQuote(t.app, key, buyRequest(uniqueEmail('guest')))).statusCode).toBe(201);
    // Same key, no credentials, another path: its own scope.
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact-branch',
      headers: { 'idempotency-key': key },
      payload: {
        branch_id: await insertBranch(t.db, null),
        name: 'Guest',
        email: uniqueEmail('contact'),
        subject: 'A question',
        message: 'Hello',
      },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    expect(contact.headers['idempotent-replayed']).toBeUndefined();
  });
});

describe('what is not kept', () => {
  it('a 5xx keeps nothing: a retry with the same key runs again', async () => {
    const email = uniqueEmail('fails');
    const key = newKey();
    await t.db.query(
      `alter table quote_requests add constraint idempotency_test_fails check (email <> '${email}')`,
    );
    const failed = await requestQuote(t.app, key, buyRequest(email));
    await t.db.query('alter table quote_requests drop constraint idempotency_test_fails');
    expect(failed.statusCode).toBe(500);
    const retried = await requestQuote(t.app, key, buyRequest(email));
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await leadsOf(t.db, email)).toBe(1);
  });

  it('a 422 validation_failed from the call keeps nothing: the corrected body runs', async () => {
    const email = uniqueEmail('corrected');
    const key = newKey();
    const refused = await requestQuote(t.app, key, buyRequest(email, { branch_id: 999_999 }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ slug: 'validation_failed' });
    const corrected = await requestQuote(t.app, key, buyRequest(email));
    expect(corrected.statusCode, corrected.body).toBe(201);
  });

  it('a key that is not 1 to 255 printable ASCII characters is a 422 on Idempotency-Key', async () => {
    for (const bad of ['', 'x'.repeat(256), 'tab\there', 'clé']) {
      const email = uniqueEmail('badkey');
      const response = await requestQuote(t.app, bad, buyRequest(email));
      expect(response.statusCode, JSON.stringify(bad)).toBe(422);
      expect(response.json()).toMatchObject({
        slug: 'validation_failed',
        errors: { 'Idempotency-Key': [expect.any(String)] },
      });
      expect(await leadsOf(t.db, email)).toBe(0);
    }
    expect((await requestQuote(t.app, 'x'.repeat(255), buyRequest(uniqueEmail()))).statusCode).toBe(
      201,
    );
  });

  it('login and token refresh take no key: each login is its own session', async () => {
    const user = await registerAndLogin(t.app);
    const key = newKey();
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        headers: { 'idempotency-key': key },
        payload: { email: user.email, password: user.password },
      });
    const [first, second] = [await login(), await login()];
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json<{ token: { refresh_token: string } }>().token.refresh_token).not.toBe(
      first.json<{ token: { refresh_token: string } }>().token.refresh_token,
    );
  });
});

describe('the kept answer', () => {
  it('is sealed: the database holds neither the key nor the answer in clear', async () => {
    const key = newKey();
    const first = await requestQuote(t.app, key, buyRequest(uniqueEmail('sealed')));
    const { rows } = await t.db.query<{ key: string; response_body: string }>(
      `select key, response_body from idempotency_keys where key = $1`,
      [sha256Hex(key)],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.response_body).not.toContain(first.json<{ reference: string }>().reference);
    const raw = await t.db.query('select 1 from idempotency_keys where key = $1', [key]);
    expect(raw.rows).toHaveLength(0);
  });

  it('while the first still runs, a repeat waits for it and answers its answer', async () => {
    const email = uniqueEmail('waits');
    const key = newKey();
    const first = await requestQuote(t.app, key, buyRequest(email));
    const kept = await t.db.query<{ response_status: number; response_body: string }>(
      'select response_status, response_body from idempotency_keys where key = $1',
      [sha256Hex(key)],
    );
    // Back to "running" (as during the first request), and finished again a little later.
    await t.db.query(
      `update idempotency_keys set state = 'in_progress', response_status = null,
              response_body = null, locked_until = now() + interval '1 hour' where key = $1`,
      [sha256Hex(key)],
    );
    const repeat = requestQuote(t.app, key, buyRequest(email));
    await new Promise((done) => setTimeout(done, 300));
    await t.db.query(
      `update idempotency_keys set state = 'completed', response_status = $2, response_body = $3,
              locked_until = null where key = $1`,
      [sha256Hex(key), kept.rows[0]!.response_status, kept.rows[0]!.response_body],
    );
    const answer = await repeat;
    expect(answer.statusCode).toBe(201);
    expect(answer.headers['idempotent-replayed']).toBe('true');
    expect(answer.body).toBe(first.body);
    expect(await leadsOf(t.db, email)).toBe(1);
  });

  it('while the first still runs, a repeat waits, then answers 409 with Retry-After', async () => {
    const email = uniqueEmail('inuse');
    const key = newKey();
    await requestQuote(t.app, key, buyRequest(email));
    const held = `update idempotency_keys set state = 'in_progress', response_status = null,
                    response_body = null, locked_until = now() + $2::interval where key = $1`;
    await t.db.query(held, [sha256Hex(key), '1 hour']);
    const busy = await requestQuote(t.app, key, buyRequest(email));
    expect(busy.statusCode).toBe(409);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json()).toMatchObject({ slug: 'idempotency_key_in_use' });
    // Its instance stopped (the lease ran out): the documented window, the call runs again.
    await t.db.query(held, [sha256Hex(key), '-1 second']);
    const takenOver = await requestQuote(t.app, key, buyRequest(email));
    expect(takenOver.statusCode).toBe(201);
    expect(takenOver.headers['idempotent-replayed']).toBeUndefined();
    expect(await leadsOf(t.db, email)).toBe(2);
  }, 30_000);

  it('expires after 24 hours: the key may be used again, and the purge removes it', async () => {
    const key = newKey();
    await requestQuote(t.app, key, buyRequest(uniqueEmail('day-one')));
    await t.db.query(
      `update idempotency_keys set created_at = now() - interval '25 hours',
              expires_at = now() - interval '1 hour' where key = $1`,
      [sha256Hex(key)],
    );
    const nextDay = uniqueEmail('day-two');
    const reused = await requestQuote(t.app, key, buyRequest(nextDay));
    expect(reused.statusCode, reused.body).toBe(201);
    expect(await leadsOf(t.db, nextDay)).toBe(1);
    await t.db.query(
      `update idempotency_keys set expires_at = now() - interval '1 second' where key = $1`,
      [sha256Hex(key)],
    );
    expect(await createIdempotencyStore(t.db).purgeExpired()).toBeGreaterThanOrEqual(1);
    const left = await t.db.query('select 1 from idempotency_keys where key = $1', [
      sha256Hex(key),
    ]);
    expect(left.rows).toHaveLength(0);
  });
});
