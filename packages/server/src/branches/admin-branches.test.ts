import type { components } from '@liftline/sdk/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../db/seed-demo-data';
import { zipCentroid } from '../geo/zip-centroids';
import { draftInput, demoAccountId } from '../products/product-test-helpers';
import { apiCaller, expectError } from '../testing/accounts';
import { loginAs, loginAsDemoOwner, registerAndLogin, type TestSession } from '../testing/auth';
import { createTestApp } from '../testing/test-app';

type AdminBranch = components['schemas']['AdminBranch'];
type AdminBranchPage = components['schemas']['AdminBranchPage'];
type BranchInput = components['schemas']['BranchInput'];
type ErrorBody = components['schemas']['Error'];

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof apiCaller>;
let admin: TestSession;
let stranger: TestSession;
let demoAccount: number;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  admin = await loginAsDemoOwner(t.app);
  stranger = await registerAndLogin(t.app);
  demoAccount = await demoAccountId(t.db);
});
afterAll(() => t.close());

let counter = 0;
function branchInput(overrides: Partial<BranchInput> = {}): BranchInput {
  counter += 1;
  return {
    name: `Columbus – Test ${counter}`,
    address_line1: '1234 Industrial Pkwy',
    city: 'Columbus',
    zip_code: '43228',
    phone_number: '614.555.0142',
    email: 'columbus@liftline.example',
    time_zone: 'America/New_York',
    weekly_hours: [
      { day: 'mon', opens: '07:00', closes: '17:00' },
      { day: 'tue', opens: '07:00', closes: '17:00' },
      { day: 'wed', opens: '07:00', closes: '17:00' },
      { day: 'thu', opens: '07:00', closes: '17:00' },
      { day: 'fri', opens: '07:00', closes: '17:00' },
      { day: 'sat', opens: '08:00', closes: '12:00' },
    ],
    closures: [
      { date: '2099-12-25', reason: 'Christmas Day' },
      { date: '2099-11-26', reason: 'Thanksgiving Day' },
    ],
    ...overrides,
  };
}

async function create(input: BranchInput = branchInput(), as = admin): Promise<AdminBranch> {
  const response = await call('POST', '/admin/branches', { as, payload: input });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminBranch>();
}

const errorsOf = (response: { json: () => unknown }) => (response.json() as ErrorBody).errors;

describe('POST /admin/branches', () => {
  it('creates an active branch at the ZIP code’s centroid, run by the caller’s account', async () => {
    const branch = await create(branchInput({ name: '  Columbus – South  ' }));
    const centroid = zipCentroid('43228')!;
    expect(branch).toMatchObject({
      name: 'Columbus – South',
      city: 'Columbus',
      state: 'OH',
      zip_code: '43228',
      latitude: centroid.latitude,
      longitude: centroid.longitude,
      phone_number: '(614) 555-0142',
      time_zone: 'America/New_York',
      is_active: true,
      account: { id: demoAccount, name: 'Liftline Demo Rentals' },
      hours: [
        { days: 'Mon–Fri', opens: '07:00', closes: '17:00' },
        { days: 'Sat', opens: '08:00', closes: '12:00' },
      ],
      closures: [
        { date: '2099-11-26', reason: 'Thanksgiving Day' },
        { date: '2099-12-25', reason: 'Christmas Day' },
      ],
    });
    expect(branch.created_at).toBe(branch.updated_at);
    // Active at once: the directory, its page and the branch finder show it.
    expect((await call('GET', `/branches/${branch.id}`)).statusCode).toBe(200);
    const located = await call('GET', '/locate-branch?zip_code=43228');
    expect(located.json<{ id: number }>().id).toBe(branch.id);
  });

  it('takes the state from the ZIP code when none is given, and keeps a given one', async () => {
    const { state } = await create(branchInput({ zip_code: '60607', city: 'Chicago' }));
    expect(state).toBe('IL');
    const given = await create(branchInput({ state: 'OH' }));
    expect(given.state).toBe('OH');
  });

  it('answers 422 on zip_code for a ZIP code the centroid data does not know', async () => {
    const response = await call('POST', '/admin/branches', {
      as: admin,
      payload: branchInput({ zip_code: '00000' }),
    });
    expectError(response, 422, 'validation_failed');
    expect(Object.keys(errorsOf(response)!)).toEqual(['zip_code']);
  });

  it('answers 422 naming the entry for a repeated weekday or hours closing before they open', async () => {
    const input = branchInput();
    const repeated = await call('POST', '/admin/branches', {
      as: admin,
      payload: { ...input, weekly_hours: [...input.weekly_hours, { ...input.weekly_hours[0]! }] },
    });
    expectError(repeated, 422, 'validation_failed');
    expect(errorsOf(repeated)).toEqual({
      'weekly_hours.6': ['lists a weekday that is already listed'],
    });
    const backwards = await call('POST', '/admin/branches', {
      as: admin,
      payload: branchInput({
        weekly_hours: [
          { day: 'mon', opens: '07:00', closes: '17:00' },
          { day: 'tue', opens: '07:00', closes: '17:00' },
          { day: 'wed', opens: '17:00', closes: '07:00' },
        ],
      }),
    });
    expectError(backwards, 422, 'validation_failed');
    expect(errorsOf(backwards)).toEqual({ 'weekly_hours.2': ['must close after it opens'] });
    const malformed = await call('POST', '/admin/branches', {
      as: admin,
      payload: branchInput({ weekly_hours: [{ day: 'mon', opens: '7:00', closes: '17:00' }] }),
    });
    expectError(malformed, 422, 'validation_failed');
  });

  it('answers 422 on closures for a date listed twice', async () => {
    const response = await call('POST', '/admin/branches', {
      as: admin,
      payload: branchInput({
        closures: [
          { date: '2099-12-25', reason: 'Christmas Day' },
          { date: '2099-12-25', reason: 'Again' },
        ],
      }),
    });
    expect(errorsOf(response)).toEqual({ 'closures.1': ['lists a date that is already listed'] });
  });

  it('answers 422 on account_id for an account not approved to publish, or none at all', async () => {
    const unapproved = await call('POST', '/admin/branches', {
      as: admin,
      payload: branchInput({ account_id: stranger.user.current_account.id }),
    });
    expectError(unapproved, 422, 'validation_failed');
    expect(Object.keys(errorsOf(unapproved)!)).toEqual(['account_id']);
    const unknown = await call('POST', '/admin/branches', {
      as: admin,
      payload: branchInput({ account_id: 2_000_000_000 }),
    });
    expect(Object.keys(errorsOf(unknown)!)).toEqual(['account_id']);
    // The other demo administrator's current account (the platform's) is not approved either.
    const platformAdmin = await loginAs(t.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const byDefault = await call('POST', '/admin/branches', {
      as: platformAdmin,
      payload: branchInput(),
    });
    expect(Object.keys(errorsOf(byDefault)!)).toEqual(['account_id']);
    const named = await create(branchInput({ account_id: demoAccount }), platformAdmin);
    expect(named.account).toEqual({ id: demoAccount, name: 'Liftline Demo Rentals' });
  });

  it('answers 422 on city when none is given (the ZIP data has no city names)', async () => {
    const { city: _city, ...input } = branchInput();
    expect(_city).toBe('Columbus');
    const response = await call('POST', '/admin/branches', { as: admin, payload: input });
    expect(Object.keys(errorsOf(response)!)).toEqual(['city']);
  });
});

describe('GET /admin/branches and /admin/branches/{id}', () => {
  it('lists every branch by name, deactivated ones included, with the operating account', async () => {
    const inactive = await create(branchInput({ name: 'Aaa Closed Branch' }));
    await call('PUT', `/admin/branches/${inactive.id}`, {
      as: admin,
      payload: { is_active: false },
    });
    const page = (
      await call('GET', '/admin/branches?per_page=100', { as: admin })
    ).json<AdminBranchPage>();
    const names = page.items.map((b) => b.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(page.items[0]).toMatchObject({ id: inactive.id, is_active: false });
    expect(page.items.every((b) => b.account?.id === demoAccount)).toBe(true);
    const found = await call('GET', '/admin/branches?q=Aaa%20Closed', { as: admin });
    expect(found.json<AdminBranchPage>().items.map((b) => b.id)).toEqual([inactive.id]);
    const one = await call('GET', `/admin/branches/${inactive.id}`, { as: admin });
    expect(one.json<AdminBranch>()).toMatchObject({ id: inactive.id, is_active: false });
    expectError(await call('GET', '/admin/branches/999999', { as: admin }), 404, 'not_found');
  });
});

describe('PUT /admin/branches/{id}', () => {
  it('changes only what is given; a new ZIP code moves the branch to its centroid', async () => {
    const branch = await create();
    const response = await call('PUT', `/admin/branches/${branch.id}`, {
      as: admin,
      payload: { zip_code: '43215', phone_number: null },
    });
    expect(response.statusCode, response.body).toBe(200);
    const centroid = zipCentroid('43215')!;
    const updated = response.json<AdminBranch>();
    expect(updated).toMatchObject({
      name: branch.name,
      zip_code: '43215',
      latitude: centroid.latitude,
      longitude: centroid.longitude,
      phone_number: null,
      weekly_hours: branch.weekly_hours,
      closures: branch.closures,
    });
    expect(updated.updated_at > branch.updated_at).toBe(true);
    const hours = await call('PUT', `/admin/branches/${branch.id}`, {
      as: admin,
      payload: { weekly_hours: [{ day: 'sun', opens: '09:00', closes: '13:00' }], closures: [] },
    });
    expect(hours.json<AdminBranch>()).toMatchObject({
      hours: [{ days: 'Sun', opens: '09:00', closes: '13:00' }],
      closures: [],
    });
  });

  it('answers 422 for an unknown ZIP code or bad hours, and 404 for an unknown branch', async () => {
    const branch = await create();
    const zip = await call('PUT', `/admin/branches/${branch.id}`, {
      as: admin,
      payload: { zip_code: '00000' },
    });
    expect(Object.keys(errorsOf(zip)!)).toEqual(['zip_code']);
    const hours = await call('PUT', `/admin/branches/${branch.id}`, {
      as: admin,
      payload: {
        weekly_hours: [
          { day: 'mon', opens: '07:00', closes: '17:00' },
          { day: 'mon', opens: '08:00', closes: '12:00' },
        ],
      },
    });
    expect(errorsOf(hours)).toEqual({
      'weekly_hours.1': ['lists a weekday that is already listed'],
    });
    const account = await call('PUT', `/admin/branches/${branch.id}`, {
      as: admin,
      payload: { account_id: stranger.user.current_account.id },
    });
    expect(Object.keys(errorsOf(account)!)).toEqual(['account_id']);
    expectError(
      await call('PUT', '/admin/branches/999999', { as: admin, payload: { name: 'Nowhere' } }),
      404,
      'not_found',
    );
  });
});

describe('a deactivated branch', () => {
  it('leaves the directory, its page and the finder, takes no new requests or units, keeps its history', async () => {
    const branch = await create(branchInput({ zip_code: '97035', city: 'Lake Oswego' }));
    const quote = {
      listing: 'buy',
      purchase_timeframe: 'within-30-days',
      quantity: 1,
      jobsite_zip: '97035',
      name: 'Pat Customer',
      email: 'pat@customer.example',
      phone: '(503) 555-0100',
      branch_id: branch.id,
    };
    const contact = {
      branch_id: branch.id,
      name: 'Sam Visitor',
      email: 'sam@visitor.example',
      subject: 'Hours',
      message: 'Are you open on Saturday?',
    };
    const quoted = await call('POST', '/equipment/request-quote', { payload: quote });
    expect(quoted.statusCode, quoted.body).toBe(201);
    expect((await call('POST', '/contact-branch', { payload: contact })).statusCode).toBe(201);
    const unit = await call('POST', '/products', {
      as: admin,
      payload: draftInput({ branch_id: branch.id }),
    });
    expect(unit.statusCode, unit.body).toBe(201);
    const unitId = unit.json<{ id: number }>().id;
    expect((await call('GET', '/locate-branch?zip_code=97035')).json<{ id: number }>().id).toBe(
      branch.id,
    );

    const deactivated = await call('PUT', `/admin/branches/${branch.id}`, {
      as: admin,
      payload: { is_active: false },
    });
    expect(deactivated.json<AdminBranch>().is_active).toBe(false);

    expectError(await call('GET', `/branches/${branch.id}`), 404, 'not_found');
    const listed = await call('GET', `/branches?q=Lake%20Oswego`);
    expect(listed.json<AdminBranchPage>().items).toEqual([]);
    const located = await call('GET', '/locate-branch?zip_code=97035');
    expect(located.statusCode).toBe(200);
    expect(located.json<{ id: number }>().id).not.toBe(branch.id);

    const noQuote = await call('POST', '/equipment/request-quote', { payload: quote });
    expectError(noQuote, 422, 'validation_failed');
    expect(Object.keys(errorsOf(noQuote)!)).toEqual(['branch_id']);
    // Without a chosen branch, the request is routed to the nearest active one.
    const routed = await call('POST', '/equipment/request-quote', {
      payload: { ...quote, branch_id: null },
    });
    expect(routed.statusCode, routed.body).toBe(201);
    const { rows: routedTo } = await t.db.query<{ branch_id: number }>(
      'select branch_id from quote_requests where id = $1',
      [routed.json<{ id: number }>().id],
    );
    expect(routedTo[0]!.branch_id).not.toBe(branch.id);
    const noContact = await call('POST', '/contact-branch', { payload: contact });
    expect(Object.keys(errorsOf(noContact)!)).toEqual(['branch_id']);
    const noUnit = await call('POST', '/products', {
      as: admin,
      payload: draftInput({ branch_id: branch.id }),
    });
    expect(Object.keys(errorsOf(noUnit)!)).toEqual(['branch_id']);

    // The unit already there stays, and may still be edited (with its branch sent back as is).
    const edited = await call('POST', `/products/${unitId}`, {
      as: admin,
      payload: { title: 'Still here', branch_id: branch.id },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ branch_id: number }>().branch_id).toBe(branch.id);
    const { rows } = await t.db.query<{ quotes: number; contacts: number }>(
      `select (select count(*)::int from quote_requests where branch_id = $1) as quotes,
              (select count(*)::int from contact_requests where branch_id = $1) as contacts`,
      [branch.id],
    );
    expect(rows[0]).toEqual({ quotes: 1, contacts: 1 });

    // Reactivated, it is back.
    await call('PUT', `/admin/branches/${branch.id}`, { as: admin, payload: { is_active: true } });
    expect((await call('GET', `/branches/${branch.id}`)).statusCode).toBe(200);
  });
});

describe('who may manage branches', () => {
  const operations = [
    ['GET', '/admin/branches', undefined],
    ['POST', '/admin/branches', branchInput()],
    ['GET', '/admin/branches/1', undefined],
    ['PUT', '/admin/branches/1', { name: 'Renamed' }],
  ] as const;

  it.each(operations)(
    '%s %s: 401 for a guest, 403 for a user who is not a platform admin',
    async (method, path, payload) => {
      expectError(await call(method, path, { payload }), 401, 'unauthenticated');
      expectError(await call(method, path, { as: stranger, payload }), 403, 'forbidden');
    },
  );
});
