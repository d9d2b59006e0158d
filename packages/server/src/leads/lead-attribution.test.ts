import type { components } from '@liftline/sdk/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday, insertRentalUnit } from '../bookings/booking-test-helpers';
import { demoAccountId } from '../products/product-test-helpers';
import { apiCaller } from '../testing/accounts';
import { loginAsDemoOwner, type TestSession } from '../testing/auth';
import { createTestApp } from '../testing/test-app';
import type { Lead, LeadPage } from './lead-test-helpers';

type Schemas = components['schemas'];
type Receipt = Schemas['QuoteRequestReceipt'];
type QuoteListReceipt = Schemas['QuoteListReceipt'];

const DEALER = 'https://dealer.example';
const KEYS = {
  site: 'pk_attributionTestSite00000',
  other: 'pk_attributionTestSite00001',
  inactive: 'pk_attributionTestSite00002',
  unknown: 'pk_attributionTestSite00003',
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof apiCaller>;
let owner: TestSession;
let accountId: number;
let chicago: number;
let dallas: number;
let site: number;
let otherSite: number;

async function insertSite(name: string, key: string, origins: string[], active = true) {
  const { rows } = await t.db.query<{ id: number }>(
    `insert into dealer_sites (account_id, name, origins, active, publishable_key)
     values ($1, $2, $3, $4, $5) returning id`,
    [accountId, name, origins, active, key],
  );
  return rows[0]!.id;
}

beforeAll(async () => {
  t = await createTestApp({ config: { formSubmissionsPerHour: 1000 } });
  call = apiCaller(t.app);
  owner = await loginAsDemoOwner(t.app);
  accountId = await demoAccountId(t.db);
  const branch = async (city: string) =>
    (await t.db.query<{ id: number }>('select id from branches where city = $1', [city])).rows[0]!
      .id;
  chicago = await branch('Chicago');
  dallas = await branch('Dallas');
  site = await insertSite('Lakeshore Lifts', KEYS.site, [DEALER]);
  otherSite = await insertSite('Prairie Equipment', KEYS.other, ['https://prairie.example']);
  await insertSite('Closed Dealer', KEYS.inactive, [DEALER], false);
});
afterAll(() => t.close());

let customer = 0;
const quoteBody = (source?: object) => ({
  equipment_id: null,
  listing: 'buy',
  purchase_timeframe: 'immediately',
  quantity: 1,
  jobsite_zip: '60601',
  name: 'Dana Dealer-Visitor',
  email: `dana${++customer}@visitor.example`,
  phone: '(312) 555-0142',
  branch_id: chicago,
  ...(source ? { source } : {}),
});
const contactBody = (source?: object) => ({
  branch_id: chicago,
  name: 'Dana Dealer-Visitor',
  email: `dana${++customer}@visitor.example`,
  subject: 'Hours',
  message: 'Open on Saturday?',
  ...(source ? { source } : {}),
});
const source = (site_key: string, page?: string | null) => ({
  site_key,
  page: page === undefined ? `${DEALER}/lifts/scissor` : page,
  element: 'request-quote',
});

const post = (path: string, payload: object, origin?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${path}`,
    payload,
    headers: origin ? { origin } : {},
  });

async function storedSource(table: 'quote_requests' | 'contact_requests', id: number) {
  const { rows } = await t.db.query(
    `select dealer_site_id, source_page, source_element from ${table} where id = $1`,
    [id],
  );
  return rows[0];
}
const NOTHING = { dealer_site_id: null, source_page: null, source_element: null };

describe('quote requests and messages sent by a dealer site’s widget', () => {
  it('are credited to the site when they come from its origin; the page loses its query and fragment', async () => {
    const response = await post(
      '/equipment/request-quote',
      quoteBody(source(KEYS.site, `${DEALER}/lifts/scissor?email=dana@visitor.example#top`)),
      DEALER,
    );
    expect(response.statusCode, response.body).toBe(201);
    const receipt = response.json<Receipt>();
    expect(await storedSource('quote_requests', receipt.id)).toEqual({
      dealer_site_id: site,
      source_page: `${DEALER}/lifts/scissor`,
      source_element: 'request-quote',
    });

    const lead = await call('GET', `/account/${accountId}/leads/${receipt.reference}`, {
      as: owner,
    });
    expect(lead.json<Lead>().source).toEqual({
      kind: 'dealer_site',
      site: { id: site, name: 'Lakeshore Lifts' },
      page: `${DEALER}/lifts/scissor`,
      element: 'request-quote',
    });
  });

  it('keep no page that is not on the credited origin', async () => {
    const response = await post(
      '/equipment/request-quote',
      quoteBody(source(KEYS.site, 'https://elsewhere.example/lifts')),
      DEALER,
    );
    expect(response.statusCode).toBe(201);
    expect(await storedSource('quote_requests', response.json<Receipt>().id)).toEqual({
      dealer_site_id: site,
      source_page: null,
      source_element: 'request-quote',
    });
  });

  it.each([
    ['another origin', KEYS.site, 'https://copycat.example'],
    ['an inactive site', KEYS.inactive, DEALER],
    ['an unknown key', KEYS.unknown, DEALER],
    ['no Origin', KEYS.site, undefined],
  ])(
    'go through uncredited from %s: answered as without a source, nothing of it stored',
    async (_label, key, origin) => {
      const plain = await post('/equipment/request-quote', quoteBody(), origin);
      const sourced = await post('/equipment/request-quote', quoteBody(source(key)), origin);
      expect(sourced.statusCode).toBe(201);
      const receipt = sourced.json<Receipt>();
      expect(Object.keys(receipt).sort()).toEqual(Object.keys(plain.json<Receipt>()).sort());
      expect(receipt.status).toBe('received');
      expect(await storedSource('quote_requests', receipt.id)).toEqual(NOTHING);

      const message = await post('/contact-branch', contactBody(source(key)), origin);
      expect(message.statusCode).toBe(201);
      expect(await storedSource('contact_requests', message.json<Receipt>().id)).toEqual(NOTHING);
    },
  );

  it('credits a branch message from the site’s origin', async () => {
    const response = await post(
      '/contact-branch',
      contactBody({
        site_key: KEYS.site,
        page: `${DEALER}/contact?ref=mail`,
        element: 'find-branch',
      }),
      DEALER,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(await storedSource('contact_requests', response.json<Receipt>().id)).toEqual({
      dealer_site_id: site,
      source_page: `${DEALER}/contact`,
      source_element: 'find-branch',
    });
  });

  it('credits every lead a quote list is split into', async () => {
    const unitAt = (branchId: number) => insertRentalUnit(t.db, { accountId, branchId });
    const items = [await unitAt(chicago), await unitAt(dallas)].map((equipment_id) => ({
      equipment_id,
      listing: 'rent',
      quantity: 1,
      start_date: daysFromToday(3),
      end_date: daysFromToday(5),
    }));
    const response = await post(
      '/equipment/request-quote',
      {
        items,
        jobsite_address: '1200 W Fulton Market',
        jobsite_zip: '60607',
        name: 'Robin Foreman',
        email: 'robin@builders.example',
        phone: '(312) 555-0188',
        source: { site_key: KEYS.site, page: `${DEALER}/list`, element: 'quote-list-button' },
      },
      DEALER,
    );
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = response.json<QuoteListReceipt>();
    const { rows } = await t.db.query(
      `select dealer_site_id, source_page, source_element from quote_requests
        where request_reference = $1`,
      [reference],
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toEqual({
        dealer_site_id: site,
        source_page: `${DEALER}/list`,
        source_element: 'quote-list-button',
      });
    }
  });
});

describe('the inbox by source', () => {
  let fromSite: string;
  let fromOther: string;
  let fromStorefront: string;
  beforeAll(async () => {
    const send = async (body: object, origin?: string) =>
      (await post('/equipment/request-quote', body, origin)).json<Receipt>().reference;
    fromSite = await send(quoteBody(source(KEYS.site)), DEALER);
    fromOther = await send(
      quoteBody(source(KEYS.other, 'https://prairie.example/rentals')),
      'https://prairie.example',
    );
    fromStorefront = await send(quoteBody());
  });

  const references = async (path: string) => {
    const response = await call('GET', `${path}per_page=100`, { as: owner });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<LeadPage>().items.map((item) => item.reference);
  };

  it.each([
    ['an account', () => `/account/${accountId}/leads?`],
    ['the platform admin', () => `/admin/leads?account_id=${accountId}&`],
  ])('filters %s’s leads by storefront, any dealer site, one dealer site', async (_who, path) => {
    const dealers = await references(`${path()}source=dealer&`);
    expect(dealers).toEqual(expect.arrayContaining([fromSite, fromOther]));
    expect(dealers).not.toContain(fromStorefront);

    const storefront = await references(`${path()}source=storefront&`);
    expect(storefront).toContain(fromStorefront);
    expect(storefront).not.toContain(fromSite);
    expect(storefront).not.toContain(fromOther);

    const one = await references(`${path()}dealer_site_id=${otherSite}&`);
    expect(one).toEqual([fromOther]);
  });

  it('answers 422 for a source the document does not name', async () => {
    const response = await call('GET', `/account/${accountId}/leads?source=widget`, { as: owner });
    expect(response.statusCode).toBe(422);
  });

  it('exports the source, site, page and element as the CSV’s last columns, filtered the same way', async () => {
    const response = await call('GET', `/account/${accountId}/leads.csv?source=dealer`, {
      as: owner,
    });
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = response.body.split('\r\n').filter(Boolean);
    expect(header!.split(',').slice(-4)).toEqual([
      'source',
      'dealer_site',
      'source_page',
      'source_element',
    ]);
    const row = (reference: string) => rows.find((line) => line.startsWith(`${reference},`));
    expect(row(fromSite)).toMatch(
      /,dealer_site,Lakeshore Lifts,https:\/\/dealer\.example\/lifts\/scissor,request-quote$/,
    );
    expect(row(fromOther)).toMatch(
      /,dealer_site,Prairie Equipment,https:\/\/prairie\.example\/rentals,request-quote$/,
    );
    expect(row(fromStorefront)).toBeUndefined();

    const all = await call('GET', `/account/${accountId}/leads.csv?source=storefront`, {
      as: owner,
    });
    const storefrontRow = all.body.split('\r\n').find((line) => line.startsWith(fromStorefront));
    expect(storefrontRow).toMatch(/,storefront,,,$/);
  });
});
