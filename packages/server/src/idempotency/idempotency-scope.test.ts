import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_ROLE } from '../accounts/privilege-ceiling';
import { draftInput } from '../products/product-test-helpers';
import { addMember } from '../testing/accounts';
import { registerAndLogin, uniqueEmail } from '../testing/auth';
import { createTestApp } from '../testing/test-app';
import { buyRequest, leadsOf, newKey } from './idempotency-test-helpers';

/**
 * A key's scope and "the same request" are the matched operation, not the raw URL (issue 42
 * item 5): a guest's retry on `/equipment/request-quote/` (trailing slash) made a second lead.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { formSubmissionsPerHour: 1000 } });
});
afterAll(() => t.close());

const quoteAt = (url: string, key: string, payload: object, headers: object = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'idempotency-key': key, ...headers },
    payload,
  });

describe('the same operation in another spelling of its URL', () => {
  it.each([
    '/api/v1/equipment/request-quote/',
    '/api/v1/equipment/request%2Dquote',
    '/api/v1/equipment/request-quote/?',
  ])("a guest's repeat on %s answers the first answer: one lead", async (url) => {
    const email = uniqueEmail('slash');
    const key = newKey();
    const first = await quoteAt('/api/v1/equipment/request-quote', key, buyRequest(email));
    expect(first.statusCode, first.body).toBe(201);
    const again = await quoteAt(url, key, buyRequest(email));
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await leadsOf(t.db, email)).toBe(1);
  });

  it("a person's repeat with a trailing slash is the same request, not a reused key", async () => {
    const person = await registerAndLogin(t.app);
    const email = uniqueEmail('slash-person');
    const key = newKey();
    const url = '/api/v1/equipment/request-quote';
    const first = await quoteAt(url, key, buyRequest(email), person.authHeader);
    expect(first.statusCode, first.body).toBe(201);
    const again = await quoteAt(`${url}/`, key, buyRequest(email), person.authHeader);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await leadsOf(t.db, email)).toBe(1);
  });

  it('another body on the slashed URL is still a reused key (422), nothing stored', async () => {
    const key = newKey();
    const [email, other] = [uniqueEmail('slash-a'), uniqueEmail('slash-b')];
    const url = '/api/v1/equipment/request-quote';
    expect((await quoteAt(url, key, buyRequest(email))).statusCode).toBe(201);
    const reused = await quoteAt(`${url}/`, key, buyRequest(other));
    expect(reused.statusCode, reused.body).toBe(422);
    expect(reused.json()).toMatchObject({ slug: 'idempotency_key_reused' });
    expect(await leadsOf(t.db, other)).toBe(0);
  });
});

describe("a person's key in each of their accounts", () => {
  it('after switching account, the same key and body act in the new account (no replay)', async () => {
    const person = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const otherAccountId = other.user.current_account.id;
    await addMember(t.db, otherAccountId, person.user.id, [OWNER_ROLE]);
    const key = newKey();
    const input = draftInput();
    const create = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/products',
        headers: { ...person.authHeader, 'idempotency-key': key },
        payload: input,
      });

    const first = await create();
    expect(first.statusCode, first.body).toBe(201);
    const switched = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user',
      headers: person.authHeader,
      payload: { current_account_id: otherAccountId },
    });
    expect(switched.statusCode, switched.body).toBe(200);

    const inOther = await create();
    expect(inOther.statusCode, inOther.body).toBe(201);
    expect(inOther.headers['idempotent-replayed']).toBeUndefined();
    expect(inOther.json<{ id: number }>().id).not.toBe(first.json<{ id: number }>().id);
    const { rows } = await t.db.query<{ account_id: number }>(
      'select account_id from products where stock_number = $1 order by id',
      [input.stock_number],
    );
    expect(rows.map((row) => row.account_id)).toEqual([
      person.user.current_account.id,
      otherAccountId,
    ]);

    // Within the new account the key still protects: a repeat replays its answer.
    const again = await create();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(inOther.body);
  });
});
