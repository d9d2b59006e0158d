import type { InjectOptions } from 'fastify';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database';
import { createTestApp } from '../../testing/test-app';
import { createDealerSiteRepository } from '../dealer-site-repository';
import { newPublishableKey } from '../site-keys';

/**
 * `POST /events` (issue 36 item 3): a dealer site's funnel events, counted for the site only when
 * its key and the request's Origin match, each on a page of that origin, into the daily roll-ups
 * the funnel reads. Events are written by the buffer: tests call `app.dealerEvents.flush()`.
 */

const ORIGIN = 'https://dealer.example';
let t: Awaited<ReturnType<typeof createTestApp>>;
let accountId: number;

beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await t.db.query<{ id: number }>(
    `select id from accounts where name = 'Liftline Demo Rentals'`,
  );
  accountId = rows[0]!.id;
});
afterAll(() => t.close());

/** A dealer site of the demo account, with a fresh key (the key cache never mixes tests). */
async function addSite(db: Queryable, { origins = [ORIGIN], active = true } = {}) {
  const key = newPublishableKey();
  const { rows } = await db.query<{ id: number }>(
    `insert into dealer_sites (account_id, name, origins, active, publishable_key)
     values ($1, 'Test dealer', $2, $3, $4) returning id`,
    [accountId, origins, active, key],
  );
  return { id: rows[0]!.id, key };
}

const event = (type: string, page = `${ORIGIN}/cranes`, element = 'request-quote') => ({
  type,
  element,
  page,
});

function post(
  app: typeof t.app,
  body: unknown,
  {
    origin = ORIGIN,
    text = false,
    headers = {} as Record<string, string>,
    ip = '203.0.113.5',
  } = {},
) {
  const options: InjectOptions = {
    method: 'POST',
    url: '/api/v1/events',
    remoteAddress: ip,
    headers: {
      ...(origin ? { origin } : {}),
      'content-type': text ? 'text/plain;charset=UTF-8' : 'application/json',
      ...headers,
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  };
  return app.inject(options);
}

/** The site's roll-ups and raw rows, as the funnel would read them. */
async function countsOf(db: Queryable, siteId: number) {
  const days = await db.query<{ element: string; type: string; count: number }>(
    `select element, type, count from dealer_event_days where site_id = $1 order by element, type`,
    [siteId],
  );
  const pages = await db.query<{
    page: string;
    impressions: number;
    opens: number;
    submits: number;
  }>(
    `select page, impressions, opens, submits from dealer_page_days where site_id = $1 order by page`,
    [siteId],
  );
  const raw = await db.query<{ page: string }>(
    `select page from dealer_events where site_id = $1 order by id`,
    [siteId],
  );
  return { days: days.rows, pages: pages.rows, raw: raw.rows.map((row) => row.page) };
}

describe('POST /events', () => {
  it('answers 202 without a body or cookie and counts the events after a flush', async () => {
    const site = await addSite(t.db);
    const response = await post(t.app, {
      site_key: site.key,
      events: [event('impression'), event('impression'), event('open'), event('step')],
    });
    expect(response.statusCode).toBe(202);
    expect(response.body).toBe('');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await countsOf(t.db, site.id)).days).toEqual([]); // buffered, not yet written
    await t.app.dealerEvents.flush();
    const counts = await countsOf(t.db, site.id);
    expect(counts.days).toEqual([
      { element: 'request-quote', type: 'impression', count: 2 },
      { element: 'request-quote', type: 'open', count: 1 },
      { element: 'request-quote', type: 'step', count: 1 },
    ]);
    expect(counts.pages).toEqual([
      { page: `${ORIGIN}/cranes`, impressions: 2, opens: 1, submits: 0 },
    ]);
    expect(counts.raw).toHaveLength(4);
  });

  it('takes the body as text/plain (what sendBeacon sends)', async () => {
    const site = await addSite(t.db);
    const body = JSON.stringify({ site_key: site.key, events: [event('submit')] });
    const response = await post(t.app, body, { text: true });
    expect(response.statusCode).toBe(202);
    await t.app.dealerEvents.flush();
    expect((await countsOf(t.db, site.id)).days).toEqual([
      { element: 'request-quote', type: 'submit', count: 1 },
    ]);
  });

  it('counts nothing for another origin, no origin, an inactive site or an unknown key (still 202)', async () => {
    const site = await addSite(t.db);
    const inactive = await addSite(t.db, { active: false });
    const cases = [
      { key: site.key, origin: 'https://other.example' },
      { key: site.key, origin: '' },
      { key: inactive.key, origin: ORIGIN },
      { key: newPublishableKey(), origin: ORIGIN },
    ];
    for (const { key, origin } of cases) {
      const response = await post(
        t.app,
        { site_key: key, events: [event('impression')] },
        { origin },
      );
      expect(response.statusCode, `${key} from ${origin}`).toBe(202);
    }
    await t.app.dealerEvents.flush();
    expect(await countsOf(t.db, site.id)).toEqual({ days: [], pages: [], raw: [] });
    expect(await countsOf(t.db, inactive.id)).toEqual({ days: [], pages: [], raw: [] });
  });

  it('drops events of pages on another origin and keeps pages without query or fragment', async () => {
    const site = await addSite(t.db, { origins: [ORIGIN, 'https://www.dealer.example'] });
    const response = await post(t.app, {
      site_key: site.key,
      events: [
        event('impression', 'https://evil.example/cranes'),
        event('impression', `${ORIGIN}/cranes?email=a@b.example#top`),
        event('open', 'https://www.dealer.example/lifts'), // a site origin, not this request's
        event('impression', 'not a url'),
      ],
    });
    expect(response.statusCode).toBe(202);
    await t.app.dealerEvents.flush();
    const counts = await countsOf(t.db, site.id);
    expect(counts.raw).toEqual([`${ORIGIN}/cranes`]);
    expect(counts.pages).toEqual([
      { page: `${ORIGIN}/cranes`, impressions: 1, opens: 0, submits: 0 },
    ]);
  });

  it('sets the site’s last_event_at once a counted event is written; an uncounted one leaves it null', async () => {
    const site = await addSite(t.db);
    const sites = createDealerSiteRepository(t.db);
    expect((await sites.find(accountId, site.id))!.last_event_at).toBeNull();
    await post(
      t.app,
      { site_key: site.key, events: [event('impression')] },
      { origin: 'https://other.example' },
    );
    await t.app.dealerEvents.flush();
    expect((await sites.find(accountId, site.id))!.last_event_at).toBeNull();
    const before = Date.now();
    await post(t.app, { site_key: site.key, events: [event('impression')] });
    await t.app.dealerEvents.flush();
    const seen = (await sites.find(accountId, site.id))!.last_event_at;
    expect(seen).not.toBeNull();
    expect(Date.parse(seen!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('adds the counts of successive flushes', async () => {
    const site = await addSite(t.db);
    for (let i = 0; i < 3; i++) {
      await post(t.app, {
        site_key: site.key,
        events: [event('open', `${ORIGIN}/`, 'find-branch')],
      });
      await t.app.dealerEvents.flush();
    }
    const counts = await countsOf(t.db, site.id);
    expect(counts.days).toEqual([{ element: 'find-branch', type: 'open', count: 3 }]);
    expect(counts.pages).toEqual([{ page: `${ORIGIN}/`, impressions: 0, opens: 3, submits: 0 }]);
  });

  it('reads no cookie: a request carrying the storefront session from a dealer page counts the same', async () => {
    const site = await addSite(t.db);
    const response = await post(
      t.app,
      { site_key: site.key, events: [event('impression')] },
      { headers: { cookie: 'access_token=eyJ.fake.token; refresh_token=r; other=1' } },
    );
    expect(response.statusCode).toBe(202);
    expect(response.headers['set-cookie']).toBeUndefined();
    await t.app.dealerEvents.flush();
    expect((await countsOf(t.db, site.id)).raw).toHaveLength(1);
  });

  it('answers a dealer page cross-origin: the preflight of a JSON fetch and the POST itself', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/events',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('content-type');
    const site = await addSite(t.db);
    const response = await post(t.app, { site_key: site.key, events: [event('impression')] });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('POST /events refuses', () => {
  const key = 'pk_aaaaaaaaaaaaaaaaaaaaaaaa';

  it.each([
    ['JSON', false],
    ['text', true],
  ])('a %s body over 16 KB: 413', async (_kind, text) => {
    const events = Array.from({ length: 50 }, () =>
      event('impression', `${ORIGIN}/${'x'.repeat(400)}`),
    );
    const response = await post(t.app, { site_key: key, events }, { text });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ slug: 'payload_too_large' });
  });

  it('a text body over 16 KB sent in chunks without a length: 413', async () => {
    const chunks = Array.from({ length: 20 }, () => Buffer.from('x'.repeat(1024)));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: { origin: ORIGIN, 'content-type': 'text/plain', 'transfer-encoding': 'chunked' },
      payload: Readable.from(chunks),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ slug: 'payload_too_large' });
  });

  it('text that is not JSON: 422 saying so', async () => {
    const response = await post(t.app, '{"site_key":', { text: true });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      slug: 'validation_failed',
      errors: { body: ['must be valid JSON'] },
    });
  });

  it.each([
    ['text', true],
    ['JSON', false],
  ])('a %s batch of another shape: 422 naming the fields', async (_kind, text) => {
    const response = await post(
      t.app,
      { site_key: 'sk_secret', events: [{ type: 'hover', element: 'request-quote', page: 'x' }] },
      { text },
    );
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(Object.keys(errors).sort()).toEqual(['events.0.type', 'site_key']);
  });

  it('an empty batch or a bare string as text: 422', async () => {
    for (const body of [
      '{"site_key":"pk_aaaaaaaaaaaaaaaaaaaaaaaa","events":[]}',
      '"text"',
      'null',
    ]) {
      const response = await post(t.app, body, { text: true });
      expect(response.statusCode, body).toBe(422);
    }
  });

  it('text/plain on every other operation: still 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/equipment/request-quote',
      headers: { 'content-type': 'text/plain' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ slug: 'unsupported_media_type' });
  });
});
