import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../auth/permissions';
import { apiCaller, expectError, insertRole, registerMember } from '../../testing/accounts';
import { registerAndLogin, type TestSession } from '../../testing/auth';
import { createTestApp } from '../../testing/test-app';
import { MAX_WEBHOOK_ENDPOINTS } from './endpoint-operations';
import {
  auditLines,
  insertDelivery,
  insertEvent,
  registerEndpoint,
  type WebhookEndpoint,
  type WithSecret,
} from './endpoint-test-helpers';
import { WEBHOOK_SECRET } from './webhook-secret';

type Page = { items: WebhookEndpoint[]; meta: { total: number } };

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof apiCaller>;
let ownerA: TestSession;
let ownerB: TestSession;
let withoutWebhooks: TestSession;
let productsOnly: TestSession;
let accountA: number;
let accountB: number;
let endpointB: WithSecret;

const create = (as: TestSession, account: number, payload: object) =>
  call('POST', `/account/${account}/webhooks`, { as, payload });

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  call = apiCaller(t.app);
  ownerA = await registerAndLogin(t.app, { name: 'Owner A' });
  ownerB = await registerAndLogin(t.app, { name: 'Owner B' });
  accountA = ownerA.user.current_account.id;
  accountB = ownerB.user.current_account.id;
  const allButWebhooks = PERMISSIONS.map((p) => p.name).filter((n) => n !== 'webhooks.manage');
  await insertRole(t.db, accountA, 'All but webhooks', allButWebhooks);
  await insertRole(t.db, accountA, 'Webhooks on products', ['webhooks.manage', 'products.view']);
  withoutWebhooks = await registerMember(t.app, t.db, accountA, ['All but webhooks']);
  productsOnly = await registerMember(t.app, t.db, accountA, ['Webhooks on products']);
  endpointB = await registerEndpoint(call, ownerB, accountB, {
    url: 'https://localhost/b-hooks',
    events: ['lead.created'],
  });
});
afterAll(() => t.close());

describe('registering a webhook endpoint', () => {
  it('answers 201 with a fresh whsec_ secret, the URL normalized and the description trimmed', async () => {
    const created = await registerEndpoint(call, ownerA, accountA, {
      url: 'https://LocalHost:8443/liftline/in?source=test',
      events: ['lead.created', 'product.published'],
      description: '  ERP inbox  ',
    });
    expect(created).toMatchObject({
      url: 'https://localhost:8443/liftline/in?source=test',
      events: ['lead.created', 'product.published'],
      description: 'ERP inbox',
      active: true,
      failing_since: null,
      disabled_at: null,
      previous_secret_expires_at: null,
    });
    expect(created.secret).toMatch(WEBHOOK_SECRET);
    expect(created.secret).not.toBe(endpointB.secret);
    const { rows } = await t.db.query<{ secret: string }>(
      'select secret from webhook_endpoints where id = $1',
      [created.id],
    );
    expect(rows[0]!.secret).toBe(created.secret);
    expect(await auditLines(t.db, accountA)).toContain(
      `webhook_endpoint.created user webhook_endpoint:${created.id} ${created.url}`,
    );
  });

  it('never shows the secret again: not in the list, not in the endpoint', async () => {
    const created = await registerEndpoint(call, ownerA, accountA, {
      url: 'https://localhost/never-again',
      events: ['lead.updated'],
      active: false,
    });
    const list = await call('GET', `/account/${accountA}/webhooks?per_page=100`, { as: ownerA });
    const read = await call('GET', `/account/${accountA}/webhooks/${created.id}`, { as: ownerA });
    for (const response of [list, read]) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).not.toContain(created.secret);
      expect(response.body).not.toContain('whsec_');
      expect(response.body).not.toContain('secret"');
    }
    const { secret, ...withoutSecret } = created;
    expect(secret).toMatch(WEBHOOK_SECRET);
    expect(read.json()).toEqual(withoutSecret);
  });

  it('lists the account’s own endpoints only, active first then by URL', async () => {
    const list = await call('GET', `/account/${accountA}/webhooks?per_page=100`, { as: ownerA });
    const { items, meta } = list.json<Page>();
    expect(items.map((e) => e.url)).not.toContain(endpointB.url);
    expect(meta.total).toBe(items.length);
    const order = items.map((e) => `${e.active ? 0 : 1} ${e.url}`);
    expect(order).toEqual([...order].sort());
    expect(items.some((e) => !e.active)).toBe(true);
  });

  it('refuses URLs the target policy refuses, with the reason on url (422)', async () => {
    const cases: [string, RegExp][] = [
      ['http://8.8.8.8/hook', /http:\/\/ is allowed only to loopback and private/],
      ['https://user:secret@localhost/hook', /must not contain a user name or password/],
      ['https://169.254.169.254/latest/meta-data', /cloud metadata address/],
      ['https://[fd00:ec2::254]/', /cloud metadata address/],
      ['https://nowhere.invalid/hook', /does not resolve/],
    ];
    for (const [url, reason] of cases) {
      const response = await create(ownerA, accountA, { url, events: ['lead.created'] });
      expectError(response, 422, 'validation_failed');
      expect(Object.keys(response.json().errors), url).toEqual(['url']);
      expect(response.json().errors.url[0], url).toMatch(reason);
    }
    const { rows } = await t.db.query<{ n: number }>(
      `select count(*)::int as n from webhook_endpoints
        where url like '%8.8.8.8%' or url like '%169.254%' or url like '%nowhere%'`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('the same URL twice in one account is a 422 on url; another account may use it', async () => {
    await registerEndpoint(call, ownerA, accountA, {
      url: 'https://localhost/twice',
      events: ['lead.created'],
    });
    const again = await create(ownerA, accountA, {
      url: 'https://LOCALHOST:443/twice',
      events: ['booking.created'],
    });
    expectError(again, 422, 'validation_failed');
    expect(again.json().errors).toEqual({
      url: ['is already the URL of another webhook endpoint of this account'],
    });
    await registerEndpoint(call, ownerB, accountB, {
      url: 'https://localhost/twice',
      events: ['lead.created'],
    });
  });

  it('subscribing to an event needs the permission that reads its data (403 naming it, nothing created)', async () => {
    const refused = await create(productsOnly, accountA, {
      url: 'https://localhost/products-only',
      events: ['product.published', 'lead.created', 'booking.released'],
    });
    expectError(refused, 403, 'forbidden');
    expect(refused.json().message).toContain('booking.released, lead.created');
    expect(refused.json().message).toContain('leads.view');
    expect(refused.json().message).not.toContain('products.view');
    const { rows } = await t.db.query(
      `select 1 from webhook_endpoints where url like '%products-only%'`,
    );
    expect(rows).toHaveLength(0);
    await registerEndpoint(call, productsOnly, accountA, {
      url: 'https://localhost/products-only',
      events: ['product.published', 'product.unpublished'],
    });
  });

  it('answers in Spanish when asked', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/account/${accountA}/webhooks`,
      headers: { ...productsOnly.authHeader, 'accept-language': 'es' },
      payload: { url: 'https://localhost/es', events: ['lead.created'] },
    });
    expectError(response, 403, 'forbidden');
    expect(response.json().message).toMatch(/leads\.view/);
    expect(response.json().message).not.toMatch(/you do not hold/);
  });
});

describe('who may see and change which endpoint', () => {
  it('another account’s endpoint answers 404 on every call, like a missing one', async () => {
    const base = `/account/${accountA}/webhooks/${endpointB.id}`;
    const calls = [
      call('GET', base, { as: ownerA }),
      call('PUT', base, { as: ownerA, payload: { active: false } }),
      call('DELETE', base, { as: ownerA }),
      call('POST', `${base}/rotate-secret`, { as: ownerA }),
      call('GET', `${base}/deliveries`, { as: ownerA }),
      call('POST', `${base}/deliveries/1/resend`, { as: ownerA }),
      // Account B itself, as a member of A only.
      call('GET', `/account/${accountB}/webhooks/${endpointB.id}`, { as: ownerA }),
    ];
    for (const response of await Promise.all(calls)) {
      expectError(response, 404, 'not_found');
      expect(response.body).not.toContain('b-hooks');
    }
    const still = await call('GET', `/account/${accountB}/webhooks/${endpointB.id}`, {
      as: ownerB,
    });
    expect(still.json()).toMatchObject({ active: true, url: endpointB.url });
  });

  it('a member without webhooks.manage gets 403 on every call', async () => {
    const own = await registerEndpoint(call, ownerA, accountA, {
      url: 'https://localhost/forbidden',
      events: ['lead.created'],
    });
    const base = `/account/${accountA}/webhooks`;
    const calls = [
      call('GET', base, { as: withoutWebhooks }),
      call('POST', base, {
        as: withoutWebhooks,
        payload: { url: 'https://localhost/x', events: ['lead.created'] },
      }),
      call('GET', `${base}/${own.id}`, { as: withoutWebhooks }),
      call('PUT', `${base}/${own.id}`, { as: withoutWebhooks, payload: { active: false } }),
      call('DELETE', `${base}/${own.id}`, { as: withoutWebhooks }),
      call('POST', `${base}/${own.id}/rotate-secret`, { as: withoutWebhooks }),
      call('GET', `${base}/${own.id}/deliveries`, { as: withoutWebhooks }),
      call('POST', `${base}/${own.id}/deliveries/1/resend`, { as: withoutWebhooks }),
    ];
    for (const response of await Promise.all(calls)) expectError(response, 403, 'forbidden');
    const read = await call('GET', `${base}/${own.id}`, { as: ownerA });
    expect(read.json()).toMatchObject({ active: true });
  });
});

describe('changing an endpoint', () => {
  it('changes what the body names, keeps the secret, and checks URL, duplicates and events', async () => {
    const endpoint = await registerEndpoint(call, ownerA, accountA, {
      url: 'https://localhost/change-me',
      events: ['lead.created'],
      description: 'Before',
    });
    const path = `/account/${accountA}/webhooks/${endpoint.id}`;
    const changed = await call('PUT', path, {
      as: ownerA,
      payload: { url: 'https://localhost/changed', events: ['booking.created'], description: null },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      url: 'https://localhost/changed',
      events: ['booking.created'],
      description: null,
      active: true,
    });
    expect(changed.body).not.toContain('whsec_');
    const { rows } = await t.db.query<{ secret: string }>(
      'select secret from webhook_endpoints where id = $1',
      [endpoint.id],
    );
    expect(rows[0]!.secret).toBe(endpoint.secret);

    const taken = await call('PUT', path, {
      as: ownerA,
      payload: { url: 'https://localhost/twice' },
    });
    expectError(taken, 422, 'validation_failed');
    expect(Object.keys(taken.json().errors)).toEqual(['url']);
    const refused = await call('PUT', path, { as: ownerA, payload: { url: 'http://8.8.4.4/' } });
    expectError(refused, 422, 'validation_failed');
    const ceiling = await call('PUT', path, {
      as: productsOnly,
      payload: { events: ['lead.updated'] },
    });
    expectError(ceiling, 403, 'forbidden');
    expect(ceiling.json().message).toContain('leads.view');
    const unchanged = await call('GET', path, { as: ownerA });
    expect(unchanged.json()).toMatchObject({
      url: 'https://localhost/changed',
      events: ['booking.created'],
    });
    expect(await auditLines(t.db, accountA)).toContain(
      `webhook_endpoint.updated user webhook_endpoint:${endpoint.id} https://localhost/changed`,
    );
  });

  it('turning it off fails its queued deliveries; turning it on clears failing_since and disabled_at', async () => {
    const endpoint = await registerEndpoint(call, ownerA, accountA, {
      url: 'https://localhost/off-and-on',
      events: ['lead.created'],
    });
    const path = `/account/${accountA}/webhooks/${endpoint.id}`;
    const event = await insertEvent(t.db, accountA);
    const queued = await insertDelivery(t.db, endpoint.id, event, 'pending');
    const sending = await insertDelivery(t.db, endpoint.id, event, 'delivering');
    const done = await insertDelivery(t.db, endpoint.id, event, 'succeeded');

    const off = await call('PUT', path, { as: ownerA, payload: { active: false } });
    expect(off.json()).toMatchObject({ active: false });
    const { rows } = await t.db.query<{ id: string; status: string; last_error: string | null }>(
      'select id::text, status, last_error from webhook_deliveries where endpoint_id = $1 order by id',
      [endpoint.id],
    );
    expect(rows).toEqual([
      { id: String(queued), status: 'failed', last_error: expect.stringMatching(/turned off/) },
      { id: String(sending), status: 'delivering', last_error: null },
      { id: String(done), status: 'succeeded', last_error: null },
    ]);

    // As the delivery engine leaves it after 3 days of failures.
    await t.db.query(
      `update webhook_endpoints set failing_since = now() - interval '3 days', disabled_at = now()
        where id = $1`,
      [endpoint.id],
    );
    const disabled = await call('GET', path, { as: ownerA });
    expect(disabled.json().disabled_at).not.toBeNull();
    const on = await call('PUT', path, { as: ownerA, payload: { active: true } });
    expect(on.json()).toMatchObject({ active: true, failing_since: null, disabled_at: null });
  });

  it('a description change leaves an active endpoint’s failure clock as it is', async () => {
    const endpoint = await registerEndpoint(call, ownerA, accountA, {
      url: 'https://localhost/failing',
      events: ['lead.created'],
    });
    await t.db.query(
      `update webhook_endpoints set failing_since = now() - interval '1 day' where id = $1`,
      [endpoint.id],
    );
    const path = `/account/${accountA}/webhooks/${endpoint.id}`;
    const changed = await call('PUT', path, {
      as: ownerA,
      payload: { active: true, description: 'Still failing' },
    });
    expect(changed.json().failing_since).not.toBeNull();
  });
});

describe('deleting an endpoint', () => {
  it('deletes it with its deliveries and log (204), then answers 404', async () => {
    const endpoint = await registerEndpoint(call, ownerA, accountA, {
      url: 'https://localhost/delete-me',
      events: ['lead.created'],
    });
    const event = await insertEvent(t.db, accountA);
    await insertDelivery(t.db, endpoint.id, event, 'pending');
    const path = `/account/${accountA}/webhooks/${endpoint.id}`;
    const deleted = await call('DELETE', path, { as: ownerA });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const { rows } = await t.db.query('select 1 from webhook_deliveries where endpoint_id = $1', [
      endpoint.id,
    ]);
    expect(rows).toHaveLength(0);
    expectError(await call('GET', path, { as: ownerA }), 404, 'not_found');
    expectError(await call('DELETE', path, { as: ownerA }), 404, 'not_found');
    expect(await auditLines(t.db, accountA)).toContain(
      `webhook_endpoint.deleted user webhook_endpoint:${endpoint.id} https://localhost/delete-me`,
    );
  });
});

describe('the cap', () => {
  it(`registers at most ${MAX_WEBHOOK_ENDPOINTS} endpoints per account (422 on url), turned-off ones included`, async () => {
    const owner = await registerAndLogin(t.app, { name: 'Cap Owner' });
    const account = owner.user.current_account.id;
    for (let i = 0; i < MAX_WEBHOOK_ENDPOINTS; i += 1) {
      await registerEndpoint(call, owner, account, {
        url: `https://localhost/cap-${i}`,
        events: ['lead.created'],
        active: i % 2 === 0,
      });
    }
    const over = await create(owner, account, {
      url: 'https://localhost/one-too-many',
      events: ['lead.created'],
    });
    expectError(over, 422, 'validation_failed');
    expect(over.json().errors.url[0]).toMatch(`at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints`);
    const list = await call('GET', `/account/${account}/webhooks`, { as: owner });
    expect(list.json<Page>().meta.total).toBe(MAX_WEBHOOK_ENDPOINTS);
  });
});
