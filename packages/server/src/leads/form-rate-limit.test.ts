import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let branchId: number;
beforeAll(async () => {
  t = await createTestApp({ config: { formSubmissionsPerHour: 3 } });
  branchId = (await t.db.query<{ id: number }>('select min(id) as id from branches')).rows[0]!.id;
});
afterAll(() => t.close());

const quote = (remoteAddress = '203.0.113.7', body: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/equipment/request-quote',
    remoteAddress,
    payload: {
      listing: 'buy',
      purchase_timeframe: 'within-30-days',
      quantity: 1,
      jobsite_zip: '60601',
      name: 'Rate Limited',
      email: 'rate@example.com',
      phone: '(312) 555-0100',
      ...body,
    },
  });

const contact = (remoteAddress = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/contact-branch',
    remoteAddress,
    payload: {
      branch_id: branchId,
      name: 'Rate Limited',
      email: 'rate@example.com',
      subject: 'Hello',
      message: 'Is the forklift available?',
    },
  });

describe('public form submissions are rate limited per IP address', () => {
  it('answers 429 with Retry-After after the hourly limit; other addresses and forms are not affected', async () => {
    for (let i = 0; i < 3; i++) expect((await quote()).statusCode).toBe(201);
    const limited = await quote();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ slug: 'rate_limited' });
    expect(typeof limited.json().message).toBe('string');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    // Nothing was stored for the refused request.
    const { rows } = await t.db.query<{ count: number }>(
      `select count(*)::int as count from quote_requests where email = 'rate@example.com'`,
    );
    expect(rows[0]!.count).toBe(3);

    expect((await quote('198.51.100.9')).statusCode).toBe(201);
    expect((await contact()).statusCode).toBe(201);
  });

  it('counts a quote list once, whatever its number of lines', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `select id from products where status = 'published' and for_rent order by id limit 10`,
    );
    const start = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const list = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/equipment/request-quote',
        remoteAddress: '192.0.2.99',
        payload: {
          items: rows.map(({ id }) => ({
            equipment_id: id,
            mode: 'rent',
            quantity: 1,
            start_date: start,
            end_date: start,
          })),
          jobsite_address: '1 Main St',
          jobsite_zip: '60601',
          name: 'Rate Limited',
          email: 'list@example.com',
          phone: '(312) 555-0100',
        },
      });
    expect(rows).toHaveLength(10);
    for (let i = 0; i < 3; i++) {
      const response = await list();
      expect(response.statusCode, response.body).toBe(201);
    }
    expect((await list()).statusCode).toBe(429);
  });

  it('invalid submissions are refused before they count', async () => {
    for (let i = 0; i < 5; i++)
      expect((await quote('192.0.2.44', { jobsite_zip: 'nope' })).statusCode).toBe(422);
    expect((await quote('192.0.2.44')).statusCode).toBe(201);
  });

  it('limits branch messages the same way', async () => {
    for (let i = 0; i < 3; i++) expect((await contact('192.0.2.77')).statusCode).toBe(201);
    expect((await contact('192.0.2.77')).statusCode).toBe(429);
  });
});
