import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../testing/accounts';
import { registerAndLogin } from '../../testing/auth';
import { createTestApp } from '../../testing/test-app';
import { MAX_WEBHOOK_ENDPOINTS } from './endpoint-operations';
import { isDuplicateUrl } from './endpoint-repository';
import { registerEndpoint } from './endpoint-test-helpers';

/**
 * The cap and the one-URL rule under concurrent calls (they matter on PostgreSQL, where two
 * transactions really run at once; `TEST_DATABASE_URL` runs this file there): the account is
 * locked while they are checked, so exactly one of the racing calls passes, and the others get
 * the documented 422, never a 500 from the unique index.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof apiCaller>;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  call = apiCaller(t.app);
});
afterAll(() => t.close());

const race = (as: Parameters<typeof registerEndpoint>[1], accountId: number, urls: string[]) =>
  Promise.all(
    urls.map((url) =>
      call('POST', `/account/${accountId}/webhooks`, {
        as,
        payload: { url, events: ['lead.created'] },
      }),
    ),
  );

describe('concurrent registrations', () => {
  it('one URL registered six times at once: one 201, five 422 on url', async () => {
    const owner = await registerAndLogin(t.app, { name: 'Racing Owner' });
    const answers = await race(
      owner,
      owner.user.current_account.id,
      Array.from({ length: 6 }, () => 'https://localhost/racing'),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    for (const answer of answers.filter((a) => a.statusCode === 422)) {
      expect(Object.keys(answer.json().errors)).toEqual(['url']);
    }
  });

  it('the last free place taken by four calls at once: one 201, three 422', async () => {
    const owner = await registerAndLogin(t.app, { name: 'Crowded Owner' });
    const accountId = owner.user.current_account.id;
    for (let i = 0; i < MAX_WEBHOOK_ENDPOINTS - 1; i += 1) {
      await registerEndpoint(call, owner, accountId, {
        url: `https://localhost/crowded-${i}`,
        events: ['lead.created'],
      });
    }
    const answers = await race(
      owner,
      accountId,
      [0, 1, 2, 3].map((i) => `https://localhost/last-${i}`),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422, 422]);
    const { rows } = await t.db.query<{ n: number }>(
      'select count(*)::int as n from webhook_endpoints where account_id = $1',
      [accountId],
    );
    expect(rows[0]!.n).toBe(MAX_WEBHOOK_ENDPOINTS);
  });

  it('recognises the unique index’s refusal of a URL taken around the lock (422, not 500)', async () => {
    const owner = await registerAndLogin(t.app, { name: 'Index Owner' });
    const accountId = owner.user.current_account.id;
    const taken = await registerEndpoint(call, owner, accountId, {
      url: 'https://localhost/indexed',
      events: ['lead.created'],
    });
    const error = await t.db
      .query(
        `insert into webhook_endpoints (account_id, url, events, secret)
         select account_id, url, events, secret from webhook_endpoints where id = $1`,
        [taken.id],
      )
      .then(
        () => null,
        (refusal: unknown) => refusal,
      );
    expect(isDuplicateUrl(error)).toBe(true);
    expect(isDuplicateUrl(new Error('another failure'))).toBe(false);
  });
});
