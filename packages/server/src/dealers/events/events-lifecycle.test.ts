import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import { newPublishableKey } from '../site-keys';

/**
 * The ingest's limits (429 + Retry-After, per IP and per key), the purge of raw events past the
 * retention (when the app is ready, the roll-ups kept) and the last flush when the app closes.
 */

const ORIGIN = 'https://dealer.example';
let t: Awaited<ReturnType<typeof createTestApp>>;
let site: { id: number; key: string };

const body = (key: string, count = 1) => ({
  site_key: key,
  events: Array.from({ length: count }, () => ({
    type: 'impression',
    element: 'find-branch',
    page: `${ORIGIN}/`,
  })),
});
const post = (payload: object, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/events',
    remoteAddress: ip,
    headers: { origin: ORIGIN, 'content-type': 'text/plain' },
    payload: JSON.stringify(payload),
  });

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    config: { dealerEventsPerIpPerMinute: 3, dealerEventsPerKeyPerMinute: 10 },
  });
  await t.db.query(`insert into accounts (name) values ('Dealer account')`);
  const key = newPublishableKey();
  const { rows } = await t.db.query<{ id: number }>(
    `insert into dealer_sites (account_id, name, origins, publishable_key)
     select id, 'Dealer', array['${ORIGIN}'], $1 from accounts limit 1 returning id`,
    [key],
  );
  site = { id: rows[0]!.id, key };
  // Raw events of 31 and 29 days ago, and their roll-up, before the app is ready.
  await t.db.query(
    `insert into dealer_events (site_id, occurred_at, type, element, page)
     values ($1, now() - interval '31 days', 'open', 'find-branch', '${ORIGIN}/old'),
            ($1, now() - interval '29 days', 'open', 'find-branch', '${ORIGIN}/recent')`,
    [site.id],
  );
  await t.db.query(
    `insert into dealer_event_days (site_id, day, element, type, count)
     values ($1, current_date - 31, 'find-branch', 'open', 1)`,
    [site.id],
  );
  await t.app.ready();
});
afterAll(() => t.close());

describe('the event ingest', () => {
  it('purges raw events older than 30 days when the app is ready, and keeps the roll-ups', async () => {
    const { rows } = await t.db.query<{ page: string }>(
      'select page from dealer_events order by page',
    );
    expect(rows.map((row) => row.page)).toEqual([`${ORIGIN}/recent`]);
    const days = await t.db.query('select * from dealer_event_days');
    expect(days.rows).toHaveLength(1);
  });

  it('limits requests per IP address: 429 with Retry-After in the documented shape', async () => {
    const ip = '198.51.100.1';
    for (let i = 0; i < 3; i++) expect((await post(body(site.key), ip)).statusCode).toBe(202);
    const refused = await post(body(site.key), ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json()).toMatchObject({ slug: 'rate_limited' });
    // Another address is not affected.
    expect((await post(body(newPublishableKey()), '198.51.100.2')).statusCode).toBe(202);
  });

  it('limits events per key, whatever the addresses', async () => {
    const key = newPublishableKey();
    expect((await post(body(key, 6), '198.51.100.10')).statusCode).toBe(202);
    expect((await post(body(key, 4), '198.51.100.11')).statusCode).toBe(202);
    const refused = await post(body(key, 1), '198.51.100.12');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('writes the events still waiting when the app closes', async () => {
    await t.app.dealerEvents.flush();
    const before = await t.db.query('select 1 from dealer_events where site_id = $1', [site.id]);
    expect((await post(body(site.key, 2), '198.51.100.20')).statusCode).toBe(202);
    expect(t.app.dealerEvents.pending).toBe(2);
    await t.app.close();
    const after = await t.db.query('select 1 from dealer_events where site_id = $1', [site.id]);
    expect(after.rows.length - before.rows.length).toBe(2);
  });
});
