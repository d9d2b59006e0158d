import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../testing/auth';
import { createTestApp } from '../testing/test-app';
import { errorValidators } from './openapi-document';

/**
 * Concurrency: 50 simultaneous sign-ups with the same e-mail address, in varying case →
 * exactly one account, every other answer a documented 409/422 `Error`. (200 concurrent quote
 * requests: src/leads/request-quote.test.ts.)
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('50 concurrent sign-ups with one e-mail address', () => {
  it('create exactly one user; the rest are a clear 409/422', async () => {
    const local = `same-${process.pid}-${Date.now().toString(36)}`;
    const spellings = [
      `${local}@example.com`,
      `${local.toUpperCase()}@Example.com`,
      `${local}@EXAMPLE.COM`,
    ];
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/v1/user/register',
          remoteAddress: `198.51.100.${index + 1}`,
          payload: {
            name: `Racer ${index}`,
            email: spellings[index % spellings.length],
            password: TEST_PASSWORD,
            password_confirmation: TEST_PASSWORD,
          },
        }),
      ),
    );
    const validators = errorValidators();
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 201)) {
      expect([409, 422], response.body).toContain(response.statusCode);
      expect(validators.error(response.json()), response.body).toBe(true);
      expect(response.json<{ slug: string }>().slug).toMatch(/^(conflict|validation_failed)$/);
    }
    const { rows } = await t.db.query<{ count: number }>(
      'select count(*)::int as count from users where lower(email) = lower($1)',
      [spellings[0]],
    );
    expect(rows[0]!.count).toBe(1);
    const accounts = await t.db.query<{ count: number }>(
      `select count(*)::int as count from account_users au join users u on u.id = au.user_id
        where lower(u.email) = lower($1)`,
      [spellings[0]],
    );
    expect(accounts.rows[0]!.count).toBe(1);
    const tally = statuses.reduce<Record<number, number>>(
      (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
      {},
    );
    console.log(
      `[concurrency] 50 sign-ups, same e-mail: ${JSON.stringify(tally)} · users created: 1`,
    );
  }, 60_000);
});
