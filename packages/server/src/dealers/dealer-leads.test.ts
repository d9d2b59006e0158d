import type { components } from '@liftline/sdk/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRentalUnit } from '../bookings/booking-test-helpers';
import { insertBranch, insertLead, type LeadFixture } from '../leads/lead-test-helpers';
import { apiCaller, expectError } from '../testing/accounts';
import { registerAndLogin, type TestSession } from '../testing/auth';
import { createTestApp } from '../testing/test-app';

type DealerLeadPage = components['schemas']['DealerLeadPage'];
type DealerSite = components['schemas']['DealerSite'];

/** Every property of the document's `DealerLead`, and nothing else. */
const DEALER_LEAD_KEYS = [
  'branch',
  'element',
  'equipment',
  'in_account',
  'page',
  'received_at',
  'reference',
  'site',
  'status',
  'type',
  'updated_at',
];
const INTERNAL_NOTE = 'Internal: customer is price sensitive, offer 10 percent';

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof apiCaller>;
/** The rental business that works the leads. */
let rental: TestSession;
/** The dealer whose sites sent them. */
let dealer: TestSession;
let otherDealer: TestSession;
let north: DealerSite;
let south: DealerSite;
let foreign: DealerSite;
let branchId: number;
let unitId: number;
const references: Record<string, string> = {};

const accountOf = (session: TestSession) => session.user.current_account.id;

async function site(owner: TestSession, name: string, origin: string): Promise<DealerSite> {
  const response = await call('POST', `/account/${accountOf(owner)}/dealer-sites`, {
    as: owner,
    payload: { name, origins: [origin] },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<DealerSite>();
}

/** A lead of the rental account credited to `credited` (as the intake would store it). */
async function creditedLead(
  credited: DealerSite | null,
  fixture: Partial<LeadFixture> & { element?: string },
) {
  const lead = await insertLead(t.db, { accountId: accountOf(rental), branchId, ...fixture });
  const table = fixture.type === 'contact' ? 'contact_requests' : 'quote_requests';
  await t.db.query(
    `update ${table} set dealer_site_id = $2, source_page = $3, source_element = $4,
       equipment_id = $5 where id = $1`,
    [
      lead.id,
      credited?.id ?? null,
      credited ? `${credited.origins[0]}/lifts` : null,
      credited ? (fixture.element ?? 'request-quote') : null,
      unitId,
    ],
  );
  return lead.reference;
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  call = apiCaller(t.app);
  rental = await registerAndLogin(t.app, { name: 'Rental Owner' });
  dealer = await registerAndLogin(t.app, { name: 'Dealer Owner' });
  otherDealer = await registerAndLogin(t.app, { name: 'Other Dealer' });
  branchId = await insertBranch(t.db, accountOf(rental), 'Lead Branch');
  unitId = await insertRentalUnit(t.db, {
    accountId: accountOf(rental),
    branchId,
    title: 'Dealer scissor lift',
  });
  north = await site(dealer, 'North site', 'https://north.example');
  south = await site(dealer, 'south site', 'https://south.example');
  foreign = await site(otherDealer, 'Foreign site', 'https://foreign.example');
  const day = (n: number) => new Date(Date.UTC(2026, 9, n, 12)).toISOString();
  references.north = await creditedLead(north, {
    createdAt: day(1),
    name: 'Casey Secret',
    email: 'casey.secret@customer.example',
    phone: '(312) 555-0199',
    company: 'Secret Lifts Inc',
  });
  references.south = await creditedLead(south, {
    type: 'contact',
    createdAt: day(3),
    element: 'find-branch',
    email: 'south.secret@customer.example',
  });
  references.storefront = await creditedLead(null, { createdAt: day(4) });
  references.foreign = await creditedLead(foreign, { createdAt: day(5) });
  // The rental account works the north lead: an internal note, an assignee, won.
  const worked = await call('POST', `/account/${accountOf(rental)}/leads/${references.north}`, {
    as: rental,
    payload: { status: 'won', assignee_id: rental.user.id, note: INTERNAL_NOTE },
  });
  expect(worked.statusCode, worked.body).toBe(200);
});
afterAll(() => t.close());

describe('the leads a dealer’s sites sent', () => {
  it('lists them newest first, with their status, site, element, page, unit and branch only', async () => {
    const response = await call('GET', `/account/${accountOf(dealer)}/dealer-leads`, {
      as: dealer,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { items, meta } = response.json<DealerLeadPage>();
    expect(meta).toEqual({ page: 1, per_page: 20, total: 2, total_pages: 1 });
    expect(items.map((lead) => lead.reference)).toEqual([references.south, references.north]);
    for (const lead of items) expect(Object.keys(lead).sort()).toEqual(DEALER_LEAD_KEYS);
    expect(items[1]).toMatchObject({
      type: 'quote',
      status: 'won',
      site: { id: north.id, name: 'North site' },
      element: 'request-quote',
      page: 'https://north.example/lifts',
      equipment: { id: unitId, title: 'Dealer scissor lift' },
      branch: { id: branchId, name: 'Lead Branch' },
      in_account: false,
    });
    expect(items[0]).toMatchObject({ type: 'contact', status: 'new', element: 'find-branch' });
  });

  it('never shows the customer’s details or the rental account’s notes and assignee', async () => {
    const response = await call('GET', `/account/${accountOf(dealer)}/dealer-leads`, {
      as: dealer,
    });
    for (const secret of [
      'Casey Secret',
      'casey.secret@customer.example',
      'south.secret@customer.example',
      '555-0199',
      'Secret Lifts Inc',
      'Please call before noon.',
      'Hello, a question about a unit.',
      INTERNAL_NOTE,
      'Rental Owner',
      rental.email,
    ]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('filters by one of the account’s sites; another account’s site is a 404', async () => {
    const path = `/account/${accountOf(dealer)}/dealer-leads`;
    const only = await call('GET', `${path}?site_id=${south.id}`, { as: dealer });
    expect(only.json<DealerLeadPage>().items.map((lead) => lead.reference)).toEqual([
      references.south,
    ]);
    const paged = await call('GET', `${path}?per_page=1&page=2`, { as: dealer });
    expect(paged.json<DealerLeadPage>()).toMatchObject({
      items: [{ reference: references.north }],
      meta: { page: 2, per_page: 1, total: 2, total_pages: 2 },
    });
    const refused = await call('GET', `${path}?site_id=${foreign.id}`, { as: dealer });
    expectError(refused, 404, 'not_found');
    expect(refused.body).not.toContain(references.foreign);
  });

  it('the rental account’s own dealer-leads list holds none of them (it registered no site)', async () => {
    const response = await call('GET', `/account/${accountOf(rental)}/dealer-leads`, {
      as: rental,
    });
    expect(response.json<DealerLeadPage>().meta.total).toBe(0);
  });
});

describe('the sites credited on an account’s leads', () => {
  it('lists every site that sent the account a lead, by name, whoever owns it', async () => {
    const response = await call('GET', `/account/${accountOf(rental)}/leads/sources`, {
      as: rental,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      { id: foreign.id, name: 'Foreign site' },
      { id: north.id, name: 'North site' },
      { id: south.id, name: 'south site' },
    ]);
  });

  it('is empty for an account that received no credited lead', async () => {
    const response = await call('GET', `/account/${accountOf(dealer)}/leads/sources`, {
      as: dealer,
    });
    expect(response.json()).toEqual([]);
  });
});

// Last: it gives the rental account a site of its own, which the tests above must not see.
describe('a lead of the account’s own site', () => {
  it('says which leads are the account’s own (their page is open to it): in_account', async () => {
    const own = await site(rental, 'Rental’s own site', 'https://own.example');
    const reference = await creditedLead(own, { createdAt: new Date().toISOString() });
    const response = await call(
      'GET',
      `/account/${accountOf(rental)}/dealer-leads?site_id=${own.id}`,
      { as: rental },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<DealerLeadPage>().items).toEqual([
      expect.objectContaining({ reference, in_account: true }),
    ]);
  });
});
