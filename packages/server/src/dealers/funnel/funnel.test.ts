import type { components } from '@liftline/sdk/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../bookings/date-range';
import type { Queryable } from '../../db/database';
import { insertBranch, insertLead } from '../../leads/lead-test-helpers';
import { apiCaller, expectError, insertRole, registerMember } from '../../testing/accounts';
import { registerAndLogin, type TestSession } from '../../testing/auth';
import { createTestApp } from '../../testing/test-app';

type DealerFunnel = components['schemas']['DealerFunnel'];
type EventType = 'impression' | 'open' | 'step' | 'submit';

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof apiCaller>;
let ownerA: TestSession;
let ownerB: TestSession;
let accountA: number;
let accountB: number;
let siteA: number;
let otherSiteA: number;
let siteB: number;
let branchA: number;

let keySequence = 0;
async function insertSite(db: Queryable, accountId: number, name: string): Promise<number> {
  const key = `pk_${String(++keySequence).padStart(24, 'F')}`;
  const { rows } = await db.query<{ id: number }>(
    `insert into dealer_sites (account_id, name, origins, publishable_key)
     values ($1, $2, array['https://dealer.example'], $3) returning id`,
    [accountId, name, key],
  );
  return rows[0]!.id;
}

const eventDay = (site: number, day: string, element: string, type: EventType, count: number) =>
  t.db.query(
    `insert into dealer_event_days (site_id, day, element, type, count) values ($1, $2, $3, $4, $5)`,
    [site, day, element, type, count],
  );

const pageDay = (
  site: number,
  day: string,
  page: string,
  [impressions, opens, submits]: number[],
) =>
  t.db.query(
    `insert into dealer_page_days (site_id, day, page, impressions, opens, submits)
     values ($1, $2, $3, $4, $5, $6)`,
    [site, day, page, impressions, opens, submits],
  );

/** A lead credited to `site` (null: a storefront lead), received at `createdAt`. */
async function creditedLead(site: number | null, createdAt: string, type: 'quote' | 'contact') {
  const lead = await insertLead(t.db, { accountId: accountA, branchId: branchA, createdAt, type });
  const table = type === 'quote' ? 'quote_requests' : 'contact_requests';
  await t.db.query(`update ${table} set dealer_site_id = $1 where id = $2`, [site, lead.id]);
  return { ...lead, type };
}

const statusChange = (lead: { id: number; type: string }, to: string, at: string) =>
  t.db.query(
    `insert into lead_events (lead_type, lead_id, kind, to_status, created_at)
     values ($1, $2, 'status', $3, $4)`,
    [lead.type, lead.id, to, at],
  );

const funnelUrl = (account: number, site: number, query = '') =>
  `/account/${account}/dealer-sites/${site}/funnel${query}`;

async function funnel(query: string, site = siteA): Promise<DealerFunnel> {
  const response = await call('GET', funnelUrl(accountA, site, query), { as: ownerA });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DealerFunnel>();
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  call = apiCaller(t.app);
  ownerA = await registerAndLogin(t.app, { name: 'Dealer Owner A' });
  ownerB = await registerAndLogin(t.app, { name: 'Dealer Owner B' });
  accountA = ownerA.user.current_account.id;
  accountB = ownerB.user.current_account.id;
  branchA = await insertBranch(t.db, accountA);
  siteA = await insertSite(t.db, accountA, 'Site A');
  otherSiteA = await insertSite(t.db, accountA, 'Other site A');
  siteB = await insertSite(t.db, accountB, 'Site B');

  // March 2026: events on the 10th and 12th (the 11th has none), one on the 9th (before the range).
  await eventDay(siteA, '2026-03-10', 'request-quote', 'impression', 100);
  await eventDay(siteA, '2026-03-10', 'request-quote', 'open', 20);
  await eventDay(siteA, '2026-03-10', 'request-quote', 'step', 9);
  await eventDay(siteA, '2026-03-10', 'request-quote', 'submit', 4);
  await eventDay(siteA, '2026-03-10', 'find-branch', 'impression', 50);
  await eventDay(siteA, '2026-03-12', 'find-branch', 'impression', 7);
  await eventDay(siteA, '2026-03-12', 'find-branch', 'open', 3);
  await eventDay(siteA, '2026-03-09', 'request-quote', 'impression', 1000);
  await eventDay(siteA, '2026-03-07', 'find-branch', 'open', 5);
  await eventDay(siteA, '2026-03-06', 'find-branch', 'open', 99); // before the previous period
  await eventDay(otherSiteA, '2026-03-10', 'request-quote', 'impression', 5000);
});
afterAll(() => t.close());

describe('getDealerSiteFunnel: figures from the daily roll-ups', () => {
  it('answers the totals and a row for every day of the range, zeros for days without events', async () => {
    const body = await funnel('?from=2026-03-10&to=2026-03-12');
    expect(body.site).toMatchObject({ id: siteA, name: 'Site A', account: { id: accountA } });
    expect([body.from, body.to]).toEqual(['2026-03-10', '2026-03-12']);
    expect(body.series).toEqual([
      { day: '2026-03-10', impressions: 150, opens: 20, steps: 9, submits: 4, leads: 0, won: 0 },
      { day: '2026-03-11', impressions: 0, opens: 0, steps: 0, submits: 0, leads: 0, won: 0 },
      { day: '2026-03-12', impressions: 7, opens: 3, steps: 0, submits: 0, leads: 0, won: 0 },
    ]);
    expect(body).toMatchObject({ impressions: 157, opens: 23, steps: 9, submits: 4 });
  });

  it('compares with the period of the same length just before `from`', async () => {
    const body = await funnel('?from=2026-03-10&to=2026-03-12');
    expect(body.previous).toEqual({
      from: '2026-03-07',
      to: '2026-03-09',
      impressions: 1000,
      opens: 5,
      steps: 0,
      submits: 0,
      leads: 0,
      won: 0,
    });
  });

  it('defaults to the last 30 days ending today (UTC)', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const body = await funnel('');
    expect([body.from, body.to]).toEqual([addDays(today, -29), today]);
    expect(body.series).toHaveLength(30);
    expect(body.previous).toMatchObject({ from: addDays(today, -59), to: addDays(today, -30) });
    const onlyTo = await funnel('?to=2026-03-12');
    expect([onlyTo.from, onlyTo.to]).toEqual(['2026-02-11', '2026-03-12']);
  });

  it('answers every widget element in the contract order, zeros included', async () => {
    const body = await funnel('?from=2026-03-10&to=2026-03-12');
    expect(body.elements).toEqual([
      { element: 'find-branch', impressions: 57, opens: 3, steps: 0, submits: 0 },
      { element: 'request-quote', impressions: 100, opens: 20, steps: 9, submits: 4 },
      { element: 'quote-list-button', impressions: 0, opens: 0, steps: 0, submits: 0 },
      { element: 'equipment-list', impressions: 0, opens: 0, steps: 0, submits: 0 },
    ]);
  });

  it('lists the 10 pages with the most impressions over the range, then by opens', async () => {
    const page = (n: number) => `https://dealer.example/page-${n}`;
    for (let n = 1; n <= 12; n++) await pageDay(siteA, '2026-04-01', page(n), [n, 0, 0]);
    await pageDay(siteA, '2026-04-02', page(1), [20, 1, 1]); // page 1: 21 impressions in all
    await pageDay(siteA, '2026-04-02', page(2), [19, 5, 2]); // page 2: 21 too, more opens
    await pageDay(siteA, '2026-05-01', page(3), [500, 0, 0]); // outside the range
    await pageDay(otherSiteA, '2026-04-01', 'https://dealer.example/elsewhere', [900, 0, 0]);
    const body = await funnel('?from=2026-04-01&to=2026-04-02');
    expect(body.top_pages).toHaveLength(10);
    expect(body.top_pages.slice(0, 3)).toEqual([
      { page: page(2), impressions: 21, opens: 5, submits: 2 },
      { page: page(1), impressions: 21, opens: 1, submits: 1 },
      { page: page(12), impressions: 12, opens: 0, submits: 0 },
    ]);
    expect(body.top_pages.map((row) => row.page).slice(3)).toEqual(
      [11, 10, 9, 8, 7, 6, 5].map(page),
    );
  });
});

describe('getDealerSiteFunnel: monthly roll-ups for long ranges', () => {
  it('sums whole months from the monthly roll-ups and the partial months at both ends by day', async () => {
    const site = await insertSite(t.db, accountA, 'Months');
    const page = 'https://dealer.example/months';
    const days = ['2026-01-14', '2026-01-15', '2026-01-31', '2026-02-01', '2026-02-28'];
    for (const [n, day] of [...days, '2026-03-10', '2026-03-11'].entries()) {
      await eventDay(site, day, 'equipment-list', 'impression', 10 ** n);
      await pageDay(site, day, page, [10 ** n, n, 0]);
    }
    const body = await funnel('?from=2026-01-15&to=2026-03-10', site);
    expect(body.elements[3]).toEqual({
      element: 'equipment-list',
      impressions: 111_110,
      opens: 0,
      steps: 0,
      submits: 0,
    });
    expect(body.top_pages).toEqual([{ page, impressions: 111_110, opens: 15, submits: 0 }]);
    expect(body.impressions).toBe(111_110);
    // A range of whole months only, and one inside a month.
    expect((await funnel('?from=2026-02-01&to=2026-02-28', site)).top_pages[0]!.impressions).toBe(
      11_000,
    );
    expect((await funnel('?from=2026-01-31&to=2026-02-01', site)).elements[3]!.impressions).toBe(
      1_100,
    );
  });

  it('adds what the ingest adds to a day (insert … on conflict do update) to the day and month roll-ups', async () => {
    const site = await insertSite(t.db, accountA, 'Upserts');
    const add = (type: EventType, count: number) =>
      t.db.query(
        `insert into dealer_event_days as d (site_id, day, element, type, count)
         values ($1, '2026-07-15', 'find-branch', $2, $3), ($1, '2026-07-16', 'find-branch', $2, $3)
         on conflict (site_id, day, element, type) do update set count = d.count + excluded.count`,
        [site, type, count],
      );
    const addPage = (impressions: number) =>
      t.db.query(
        `insert into dealer_page_days as p (site_id, day, page, impressions, opens, submits)
         values ($1, '2026-07-15', 'https://dealer.example/up', $2, 1, 0)
         on conflict (site_id, day, page) do update
           set impressions = p.impressions + excluded.impressions, opens = p.opens + excluded.opens`,
        [site, impressions],
      );
    await add('impression', 3);
    await add('impression', 4);
    await add('open', 2);
    await addPage(5);
    await addPage(6);
    const body = await funnel('?from=2026-07-01&to=2026-07-31', site);
    expect(body.series.find((row) => row.day === '2026-07-15')).toMatchObject({
      impressions: 7,
      opens: 2,
    });
    expect(body.elements[0]).toMatchObject({ element: 'find-branch', impressions: 14, opens: 4 });
    expect(body.top_pages).toEqual([
      { page: 'https://dealer.example/up', impressions: 11, opens: 2, submits: 0 },
    ]);
  });
});

describe('getDealerSiteFunnel: leads and won', () => {
  it('counts the leads credited to the site per UTC day received, and those won per UTC day of the change', async () => {
    const first = await creditedLead(siteA, '2026-06-01T23:59:59.999Z', 'quote');
    const second = await creditedLead(siteA, '2026-06-02T00:00:00.000Z', 'contact');
    await creditedLead(siteA, '2026-06-02T10:00:00.000Z', 'quote');
    const storefront = await creditedLead(null, '2026-06-02T10:00:00.000Z', 'quote');
    const elsewhere = await creditedLead(otherSiteA, '2026-06-02T10:00:00.000Z', 'contact');
    await statusChange(first, 'contacted', '2026-06-02T08:00:00Z');
    await statusChange(first, 'won', '2026-06-03T08:00:00Z');
    await statusChange(first, 'lost', '2026-06-03T09:00:00Z');
    await statusChange(first, 'won', '2026-06-03T10:00:00Z'); // won again the same day: once
    await statusChange(second, 'won', '2026-06-03T23:59:59Z');
    await statusChange(storefront, 'won', '2026-06-03T12:00:00Z');
    await statusChange(elsewhere, 'won', '2026-06-03T12:00:00Z');

    const body = await funnel('?from=2026-06-01&to=2026-06-04');
    expect(body.series.map(({ day, leads, won }) => [day, leads, won])).toEqual([
      ['2026-06-01', 1, 0],
      ['2026-06-02', 2, 0],
      ['2026-06-03', 0, 2],
      ['2026-06-04', 0, 0],
    ]);
    expect([body.leads, body.won]).toEqual([3, 2]);
    const next = await funnel('?from=2026-06-05&to=2026-06-08');
    expect([next.previous.leads, next.previous.won]).toEqual([3, 2]);
  });

  it('counts a status change made through the inbox today', async () => {
    const lead = await creditedLead(siteA, new Date().toISOString(), 'quote');
    const won = await call('POST', `/account/${accountA}/leads/${lead.reference}`, {
      as: ownerA,
      payload: { status: 'won' },
    });
    expect(won.statusCode, won.body).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const body = await funnel(`?from=${today}&to=${today}`);
    expect([body.leads, body.won]).toEqual([1, 1]);
  });
});

describe('getDealerSiteFunnel: the range', () => {
  const invalid = async (query: string, field: 'from' | 'to') => {
    const response = await call('GET', funnelUrl(accountA, siteA, query), { as: ownerA });
    expectError(response, 422, 'validation_failed');
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(Object.keys(errors)).toEqual([field]);
    return errors[field]![0];
  };

  it('refuses `from` after `to`', async () => {
    expect(await invalid('?from=2026-03-13&to=2026-03-12', 'from')).toBe(
      'must be on or before 2026-03-12 (the last day of the range)',
    );
    // `to` defaults to today: a `from` in the future is after it.
    await invalid(`?from=${addDays(new Date().toISOString().slice(0, 10), 1)}`, 'from');
  });

  it('answers at most 366 days', async () => {
    expect((await funnel('?from=2024-01-01&to=2024-12-31')).series).toHaveLength(366);
    expect(await invalid('?from=2025-01-01&to=2026-01-02', 'from')).toBe(
      'must be at most 366 days before 2026-01-02, both counted (this range has 367 days)',
    );
  });

  it('refuses a day PostgreSQL cannot hold, or a previous period before year 1', async () => {
    await invalid('?from=0000-12-30&to=0001-01-02', 'from');
    await invalid('?to=0000-12-30', 'to');
    expect(await invalid('?from=0001-01-02&to=0001-01-03', 'from')).toMatch(/before year 1/);
  });

  it('names `to` or `from` for a day whose next day PostgreSQL cannot read (was `body`)', async () => {
    expect(await invalid('?to=9999-12-31', 'to')).toBe('must be a day before 9999-12-31');
    expect(await invalid('?from=9999-12-31&to=9999-12-30', 'from')).toBe(
      'must be a day before 9999-12-31',
    );
    const last = await funnel('?from=9999-12-30&to=9999-12-30');
    expect(last.series).toHaveLength(1);
  });

  it('speaks Spanish', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1${funnelUrl(accountA, siteA, '?from=2026-03-13&to=2026-03-12')}`,
      headers: { ...ownerA.authHeader, 'accept-language': 'es' },
    });
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(errors.from![0]).toMatch(/2026-03-12/);
    expect(errors.from![0]).not.toMatch(/must be/);
  });
});

describe('dealer funnel: access', () => {
  it("is a 404 for another account's site, or for an account the caller is not in", async () => {
    expectError(await call('GET', funnelUrl(accountA, siteB), { as: ownerA }), 404, 'not_found');
    expectError(await call('GET', funnelUrl(accountB, siteB), { as: ownerA }), 404, 'not_found');
    expectError(
      await call('GET', `${funnelUrl(accountA, siteB)}.csv`, { as: ownerA }),
      404,
      'not_found',
    );
  });

  it('needs dealers.manage in the site’s account (403 without it, for the CSV too)', async () => {
    await insertRole(t.db, accountA, 'Lead viewer', ['leads.view', 'leads.manage']);
    await insertRole(t.db, accountA, 'Dealer manager', ['dealers.manage']);
    const viewer = await registerMember(t.app, t.db, accountA, ['Lead viewer']);
    const manager = await registerMember(t.app, t.db, accountA, ['Dealer manager']);
    expectError(await call('GET', funnelUrl(accountA, siteA), { as: viewer }), 403, 'forbidden');
    expectError(
      await call('GET', `${funnelUrl(accountA, siteA)}.csv`, { as: viewer }),
      403,
      'forbidden',
    );
    expect((await call('GET', funnelUrl(accountA, siteA), { as: manager })).statusCode).toBe(200);
    expectError(await call('GET', funnelUrl(accountA, siteA)), 401, 'unauthenticated');
  });

  it('answers any site to a platform administrator only', async () => {
    const url = (site: number) =>
      `/admin/dealer-sites/${site}/funnel?from=2026-03-10&to=2026-03-12`;
    expectError(await call('GET', url(siteA), { as: ownerA }), 403, 'forbidden');
    const admin = await registerAndLogin(t.app, { name: 'Platform Admin' });
    await t.db.query('update users set is_platform_admin = true where id = $1', [admin.user.id]);
    const response = await call('GET', url(siteA), { as: admin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<DealerFunnel>()).toEqual(await funnel('?from=2026-03-10&to=2026-03-12'));
    expect((await call('GET', url(siteB), { as: admin })).json<DealerFunnel>().site.id).toBe(siteB);
    expectError(await call('GET', url(2_000_000), { as: admin }), 404, 'not_found');
  });
});

describe('exportDealerSiteFunnel', () => {
  it('answers the series as CSV, a row per day, as an attachment', async () => {
    const response = await call(
      'GET',
      `${funnelUrl(accountA, siteA)}.csv?from=2026-03-10&to=2026-03-12`,
      {
        as: ownerA,
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="dealer-site-${siteA}-funnel-2026-03-10-2026-03-12.csv"`,
    );
    expect(response.body).toBe(
      'day,impressions,opens,steps,submits,leads,won\r\n' +
        '2026-03-10,150,20,9,4,0,0\r\n' +
        '2026-03-11,0,0,0,0,0,0\r\n' +
        '2026-03-12,7,3,0,0,0,0\r\n',
    );
    const refused = await call(
      'GET',
      `${funnelUrl(accountA, siteA)}.csv?from=2026-03-13&to=2026-03-12`,
      {
        as: ownerA,
      },
    );
    expectError(refused, 422, 'validation_failed');
  });
});
