import type { components } from '@liftline/sdk/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday, insertRentalUnit } from '../bookings/booking-test-helpers';
import { demoAccountId, publishableInput } from '../products/product-test-helpers';
import { apiCaller } from '../testing/accounts';
import { loginAsDemoOwner, type TestSession } from '../testing/auth';
import { createTestApp } from '../testing/test-app';
import type { WebhookEventType } from './webhook-events';
import { insertEndpoint } from './webhook-test-helpers';

type Schemas = components['schemas'];

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof apiCaller>;
let owner: TestSession;
let accountId: number;
let branchId: number;
let lift: number;

const ALL_EVENTS: WebhookEventType[] = [
  'lead.created',
  'lead.updated',
  'quote_list.created',
  'booking.created',
  'booking.released',
  'product.published',
  'product.unpublished',
];

beforeAll(async () => {
  t = await createTestApp({ config: { formSubmissionsPerHour: 1000 } });
  call = apiCaller(t.app);
  owner = await loginAsDemoOwner(t.app);
  accountId = await demoAccountId(t.db);
  branchId = (await t.db.query<{ id: number }>(`select id from branches where city = 'Chicago'`))
    .rows[0]!.id;
  lift = await insertRentalUnit(t.db, { accountId, branchId, fleet: 3 });
  // Never resolves (.invalid): the events stay in the database for the tests to read.
  await insertEndpoint(t.db, accountId, 'https://hooks.invalid/liftline', ALL_EVENTS);
});
afterAll(() => t.close());

interface StoredEvent {
  id: string;
  type: WebhookEventType;
  created_at: string;
  data: unknown;
}

/** The account's events of `type` queued since `since` (an event count mark), oldest first. */
async function eventsSince(since: number, type?: WebhookEventType): Promise<StoredEvent[]> {
  const { rows } = await t.db.query<{ body: string }>(
    `select body from webhook_events where account_id = $1 and type = coalesce($2, type)
      order by created_at, id offset $3`,
    [accountId, type ?? null, since],
  );
  return rows.map((row) => JSON.parse(row.body) as StoredEvent);
}

async function mark(type?: WebhookEventType): Promise<number> {
  return (await eventsSince(0, type)).length;
}

let customer = 0;
const person = () => ({
  name: 'Pat Customer',
  email: `pat${++customer}@hooks.example`,
  phone: '(312) 555-0100',
});

describe('lead events', () => {
  it('a quote request queues lead.created with the lead as getAccountLead answers it', async () => {
    const before = await mark();
    const response = await call('POST', '/equipment/request-quote', {
      payload: {
        equipment_id: lift,
        listing: 'rent',
        start_date: daysFromToday(3),
        end_date: daysFromToday(5),
        quantity: 1,
        jobsite_zip: '60601',
        ...person(),
      },
    });
    expect(response.statusCode).toBe(201);
    const { reference } = response.json<{ reference: string }>();
    const lead = await call('GET', `/account/${accountId}/leads/${reference}`, { as: owner });
    const events = await eventsSince(before);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'lead.created', data: lead.json() });
    expect(new Date(events[0]!.created_at).toISOString()).toBe(events[0]!.created_at);
  });

  it('a message to a branch about a unit queues lead.created', async () => {
    const before = await mark();
    const response = await call('POST', '/contact-branch', {
      payload: {
        branch_id: branchId,
        equipment_id: lift,
        subject: 'Delivery',
        message: 'Do you deliver on Saturdays?',
        ...person(),
      },
    });
    expect(response.statusCode).toBe(201);
    const { reference } = response.json<{ reference: string }>();
    const lead = await call('GET', `/account/${accountId}/leads/${reference}`, { as: owner });
    expect(await eventsSince(before)).toEqual([
      expect.objectContaining({ type: 'lead.created', data: lead.json() }),
    ]);
  });

  it('a quote list queues lead.created per lead and one quote_list.created with them', async () => {
    const before = await mark();
    const response = await call('POST', '/equipment/request-quote', {
      payload: {
        items: [
          {
            equipment_id: lift,
            mode: 'rent',
            quantity: 1,
            start_date: daysFromToday(20),
            end_date: daysFromToday(22),
          },
        ],
        jobsite_address: '1200 W Fulton Market',
        jobsite_zip: '60607',
        ...person(),
      },
    });
    expect(response.statusCode).toBe(201);
    const receipt = response.json<Schemas['QuoteListReceipt']>();
    const reference = receipt.lines[0]!.lead_reference;
    const lead = (
      await call('GET', `/account/${accountId}/leads/${reference}`, { as: owner })
    ).json();
    const events = await eventsSince(before);
    expect(events.map((event) => event.type)).toEqual(['lead.created', 'quote_list.created']);
    expect(events[0]!.data).toEqual(lead);
    expect(events[1]!.data).toEqual({ request_reference: receipt.reference, leads: [lead] });
  });

  it('updateAccountLead queues lead.updated with the lead as it answers it', async () => {
    const created = await call('POST', '/contact-branch', {
      payload: {
        branch_id: branchId,
        equipment_id: lift,
        subject: 'Hi',
        message: 'Hello',
        ...person(),
      },
    });
    const { reference } = created.json<{ reference: string }>();
    const before = await mark();
    const updated = await call('POST', `/account/${accountId}/leads/${reference}`, {
      as: owner,
      payload: { note: 'Called back, wants a quote.' },
    });
    expect(updated.statusCode).toBe(200);
    expect(await eventsSince(before)).toEqual([
      expect.objectContaining({ type: 'lead.updated', data: updated.json() }),
    ]);
  });
});

describe('booking events', () => {
  it('a hold queues booking.created, its release booking.released with the booking as it was', async () => {
    const before = await mark();
    const held = await call('POST', `/account/${accountId}/bookings`, {
      as: owner,
      payload: {
        equipment_id: lift,
        quantity: 1,
        start_date: daysFromToday(40),
        end_date: daysFromToday(41),
      },
    });
    expect(held.statusCode).toBe(201);
    const booking = held.json<Schemas['Booking']>();
    const released = await call('DELETE', `/account/${accountId}/bookings/${booking.id}`, {
      as: owner,
    });
    expect(released.statusCode).toBe(204);
    const events = await eventsSince(before);
    expect(events.map(({ type, data }) => ({ type, data }))).toEqual([
      { type: 'booking.created', data: booking },
      { type: 'booking.released', data: booking },
    ]);
  });

  it('winning a quote list lead books its rent lines (booking.created each), all or nothing', async () => {
    const single = await insertRentalUnit(t.db, { accountId, branchId, fleet: 1 });
    const list = await call('POST', '/equipment/request-quote', {
      payload: {
        items: [lift, single].map((id) => ({
          equipment_id: id,
          mode: 'rent',
          quantity: 1,
          start_date: daysFromToday(60),
          end_date: daysFromToday(61),
        })),
        jobsite_address: '1200 W Fulton Market',
        jobsite_zip: '60607',
        ...person(),
      },
    });
    const reference = list.json<Schemas['QuoteListReceipt']>().lines[0]!.lead_reference;
    const hold = await call('POST', `/account/${accountId}/bookings`, {
      as: owner,
      payload: {
        equipment_id: single,
        quantity: 1,
        start_date: daysFromToday(61),
        end_date: daysFromToday(61),
      },
    });
    const before = await mark('booking.created');
    // The second line's unit is held: the update fails, the first line's booking and its event with it.
    const refused = await call('POST', `/account/${accountId}/leads/${reference}`, {
      as: owner,
      payload: { status: 'won' },
    });
    expect(refused.statusCode).toBe(409);
    expect(await eventsSince(before, 'booking.created')).toEqual([]);

    await call('DELETE', `/account/${accountId}/bookings/${hold.json<{ id: number }>().id}`, {
      as: owner,
    });
    const won = await call('POST', `/account/${accountId}/leads/${reference}`, {
      as: owner,
      payload: { status: 'won' },
    });
    expect(won.statusCode).toBe(200);
    const created = await eventsSince(before, 'booking.created');
    expect(created.map((event) => (event.data as Schemas['Booking']).source)).toEqual([
      'lead',
      'lead',
    ]);
    const listed = await call('GET', `/account/${accountId}/bookings?from=${daysFromToday(60)}`, {
      as: owner,
    });
    const ids = created.map((event) => (event.data as Schemas['Booking']).id);
    expect(created.map((event) => event.data)).toEqual(
      listed.json<Schemas['BookingPage']>().items.filter((item) => ids.includes(item.id)),
    );
  });
});

describe('product events', () => {
  it('publishing and unpublishing queue product.published and product.unpublished', async () => {
    const before = await mark();
    const created = await call('POST', '/products', { as: owner, payload: publishableInput() });
    expect(created.statusCode).toBe(201);
    const product = created.json<Schemas['Product']>();
    const renamed = await call('POST', `/products/${product.id}`, {
      as: owner,
      payload: { title: 'Renamed lift' },
    });
    expect(renamed.statusCode).toBe(200);
    const drafted = await call('POST', `/products/${product.id}`, {
      as: owner,
      payload: { status: 'draft' },
    });
    expect(drafted.statusCode).toBe(200);
    const events = await eventsSince(before);
    // A change that keeps the status sends nothing.
    expect(events.map(({ type, data }) => ({ type, data }))).toEqual([
      { type: 'product.published', data: product },
      { type: 'product.unpublished', data: drafted.json() },
    ]);
  });

  it('deleting a published product queues product.unpublished with it as it was', async () => {
    const created = await call('POST', '/products', { as: owner, payload: publishableInput() });
    const product = created.json<Schemas['Product']>();
    const before = await mark();
    const deleted = await call('DELETE', `/products/${product.id}`, { as: owner });
    expect(deleted.statusCode).toBe(204);
    expect(await eventsSince(before)).toEqual([
      expect.objectContaining({ type: 'product.unpublished', data: product }),
    ]);
    const draft = await call('POST', '/products', {
      as: owner,
      payload: publishableInput({ status: 'draft' }),
    });
    const afterDraft = await mark();
    await call('DELETE', `/products/${draft.json<{ id: number }>().id}`, { as: owner });
    expect(await eventsSince(afterDraft)).toEqual([]);
  });
});
