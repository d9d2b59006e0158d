import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, expectError } from '../../testing/accounts';
import { registerAndLogin, type TestSession } from '../../testing/auth';
import { createTestApp } from '../../testing/test-app';
import {
  auditLines,
  insertAttempt,
  insertDelivery,
  insertEvent,
  registerEndpoint,
  type WebhookDelivery,
  type WithSecret,
} from './endpoint-test-helpers';
import { WEBHOOK_SECRET } from './webhook-secret';

type Page = {
  items: WebhookDelivery[];
  meta: { page: number; per_page: number; total: number; total_pages: number };
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof apiCaller>;
let owner: TestSession;
let accountId: number;
let endpoint: WithSecret;
let other: WithSecret;

const base = () => `/account/${accountId}/webhooks/${endpoint.id}`;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  call = apiCaller(t.app);
  owner = await registerAndLogin(t.app, { name: 'Log Owner' });
  accountId = owner.user.current_account.id;
  endpoint = await registerEndpoint(call, owner, accountId, {
    url: 'https://localhost/log',
    events: ['lead.created', 'booking.created'],
  });
  other = await registerEndpoint(call, owner, accountId, {
    url: 'https://localhost/other',
    events: ['lead.created'],
  });
});
afterAll(() => t.close());

describe('the delivery log', () => {
  it('lists an endpoint’s deliveries newest first, each with its attempts newest first', async () => {
    const oldEvent = await insertEvent(
      t.db,
      accountId,
      'lead.created',
      `now() - interval '2 hours'`,
    );
    const failedThenOk = await insertDelivery(t.db, endpoint.id, oldEvent, 'succeeded', {
      createdAt: `now() - interval '2 hours'`,
      attempts: 2,
    });
    await insertAttempt(t.db, failedThenOk, 1, { statusCode: 500, excerpt: 'Internal oops' });
    await insertAttempt(t.db, failedThenOk, 2, { statusCode: 200, excerpt: 'ok' });
    const newEvent = await insertEvent(t.db, accountId, 'booking.created');
    const queued = await insertDelivery(t.db, endpoint.id, newEvent, 'pending', {
      createdAt: `now() - interval '1 hour'`,
      attempts: 1,
    });
    await insertAttempt(t.db, queued, 1, { statusCode: null, error: 'timeout' });
    // Another endpoint's delivery, and one older than the 30 days the log keeps.
    await insertDelivery(t.db, other.id, newEvent, 'pending');
    await insertDelivery(t.db, endpoint.id, oldEvent, 'failed', {
      createdAt: `now() - interval '31 days'`,
    });

    const response = await call('GET', `${base()}/deliveries`, { as: owner });
    expect(response.statusCode, response.body).toBe(200);
    const { items, meta } = response.json<Page>();
    expect(meta).toEqual({ page: 1, per_page: 20, total: 2, total_pages: 1 });
    expect(items.map((d) => d.id)).toEqual([queued, failedThenOk]);
    expect(items[0]).toMatchObject({
      event: { id: newEvent, type: 'booking.created' },
      status: 'pending',
      attempt_count: 1,
      completed_at: null,
      attempts: [
        {
          attempt: 1,
          duration_ms: 42,
          status_code: null,
          response_excerpt: null,
          error: 'timeout',
        },
      ],
    });
    expect(items[0]!.next_attempt_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(items[1]).toMatchObject({
      event: { id: oldEvent, type: 'lead.created' },
      status: 'succeeded',
      attempt_count: 2,
      next_attempt_at: null,
      attempts: [
        { attempt: 2, status_code: 200, response_excerpt: 'ok', error: null },
        { attempt: 1, status_code: 500, response_excerpt: 'Internal oops', error: null },
      ],
    });
    expect(items[1]!.completed_at).not.toBeNull();
    expect(Date.parse(items[1]!.attempts[0]!.started_at)).toBeGreaterThan(
      Date.parse(items[1]!.attempts[1]!.started_at),
    );
  });

  it('keeps the deliveries in one status, and pages', async () => {
    const succeeded = await call('GET', `${base()}/deliveries?status=succeeded`, { as: owner });
    expect(succeeded.json<Page>().items.map((d) => d.status)).toEqual(['succeeded']);
    const second = await call('GET', `${base()}/deliveries?per_page=1&page=2`, { as: owner });
    expect(second.json<Page>()).toMatchObject({
      items: [{ status: 'succeeded' }],
      meta: { page: 2, per_page: 1, total: 2, total_pages: 2 },
    });
    const bad = await call('GET', `${base()}/deliveries?status=lost`, { as: owner });
    expectError(bad, 422, 'validation_failed');
  });

  it('answers 404 for a missing endpoint', async () => {
    const response = await call('GET', `/account/${accountId}/webhooks/999999/deliveries`, {
      as: owner,
    });
    expectError(response, 404, 'not_found');
  });
});

describe('resending a delivery', () => {
  it('queues a new delivery of the same event (202), keeps the original and its log, audits it', async () => {
    const event = await insertEvent(t.db, accountId);
    const original = await insertDelivery(t.db, endpoint.id, event, 'failed', { attempts: 3 });
    await insertAttempt(t.db, original, 3, { statusCode: 503 });
    const response = await call('POST', `${base()}/deliveries/${original}/resend`, { as: owner });
    expect(response.statusCode, response.body).toBe(202);
    const resent = response.json<WebhookDelivery>();
    expect(resent.id).not.toBe(original);
    expect(resent).toMatchObject({
      event: { id: event, type: 'lead.created' },
      status: 'pending',
      attempt_count: 0,
      completed_at: null,
      last_status_code: null,
      last_error: null,
      attempts: [],
    });
    expect(resent.next_attempt_at).not.toBeNull();
    // (The app's dispatcher may already be sending the new one.)
    const { rows } = await t.db.query<{ id: string; status: string }>(
      `select id::text, status from webhook_deliveries
        where event_id = $1 and endpoint_id = $2 order by id`,
      [event, endpoint.id],
    );
    expect(rows).toEqual([
      { id: String(original), status: 'failed' },
      { id: String(resent.id), status: expect.any(String) },
    ]);
    const attempts = await t.db.query('select 1 from webhook_attempts where delivery_id = $1', [
      original,
    ]);
    expect(attempts.rows).toHaveLength(1);
    expect(await auditLines(t.db, accountId)).toContain(
      `webhook_delivery.resent user webhook_delivery:${original} lead.created`,
    );
  });

  it('a delivery still queued or being sent is a 409, and nothing is queued', async () => {
    const event = await insertEvent(t.db, accountId);
    for (const status of ['pending', 'delivering'] as const) {
      const delivery = await insertDelivery(t.db, endpoint.id, event, status);
      const response = await call('POST', `${base()}/deliveries/${delivery}/resend`, {
        as: owner,
      });
      expectError(response, 409, 'conflict');
      expect(response.json().message).toMatch(/still queued or being sent/);
    }
    const { rows } = await t.db.query('select 1 from webhook_deliveries where event_id = $1', [
      event,
    ]);
    expect(rows).toHaveLength(2);
  });

  it('an endpoint turned off is a 409; once on again the resend works', async () => {
    const event = await insertEvent(t.db, accountId);
    const delivery = await insertDelivery(t.db, other.id, event, 'succeeded');
    const path = `/account/${accountId}/webhooks/${other.id}`;
    await call('PUT', path, { as: owner, payload: { active: false } });
    const refused = await call('POST', `${path}/deliveries/${delivery}/resend`, { as: owner });
    expectError(refused, 409, 'conflict');
    expect(refused.json().message).toMatch(/turned off/);
    await call('PUT', path, { as: owner, payload: { active: true } });
    const resent = await call('POST', `${path}/deliveries/${delivery}/resend`, { as: owner });
    expect(resent.statusCode, resent.body).toBe(202);
  });

  it('a delivery of another endpoint, or a missing one, is a 404', async () => {
    const event = await insertEvent(t.db, accountId);
    const ofOther = await insertDelivery(t.db, other.id, event, 'failed');
    for (const deliveryId of [ofOther, 9_999_999]) {
      const response = await call('POST', `${base()}/deliveries/${deliveryId}/resend`, {
        as: owner,
      });
      expectError(response, 404, 'not_found');
    }
  });
});

describe('rotating the secret', () => {
  const secretsOf = async (id: number) =>
    (
      await t.db.query<{ secret: string; previous_secret: string | null; exact: boolean }>(
        `select secret, previous_secret,
                previous_secret_expires_at = updated_at + interval '24 hours' as exact
           from webhook_endpoints where id = $1`,
        [id],
      )
    ).rows[0]!;

  it('answers a new secret (200); the replaced one keeps signing for 24 hours', async () => {
    const fresh = await registerEndpoint(call, owner, accountId, {
      url: 'https://localhost/rotate',
      events: ['lead.created'],
    });
    const path = `/account/${accountId}/webhooks/${fresh.id}`;
    const first = await call('POST', `${path}/rotate-secret`, { as: owner });
    expect(first.statusCode, first.body).toBe(200);
    const rotated = first.json<WithSecret>();
    expect(rotated.secret).toMatch(WEBHOOK_SECRET);
    expect(rotated.secret).not.toBe(fresh.secret);
    expect(rotated.previous_secret_expires_at).not.toBeNull();
    expect(await secretsOf(fresh.id)).toEqual({
      secret: rotated.secret,
      previous_secret: fresh.secret,
      exact: true,
    });
    const read = await call('GET', path, { as: owner });
    expect(read.json().previous_secret_expires_at).toBe(rotated.previous_secret_expires_at);
    expect(read.body).not.toContain('whsec_');

    // Again within the 24 hours: only the secret just replaced stays valid.
    const second = (await call('POST', `${path}/rotate-secret`, { as: owner })).json<WithSecret>();
    expect(await secretsOf(fresh.id)).toEqual({
      secret: second.secret,
      previous_secret: rotated.secret,
      exact: true,
    });
    expect(await auditLines(t.db, accountId)).toContain(
      `webhook_endpoint.secret_rotated user webhook_endpoint:${fresh.id} https://localhost/rotate`,
    );
  });

  it('says no previous secret once its 24 hours are over', async () => {
    const fresh = await registerEndpoint(call, owner, accountId, {
      url: 'https://localhost/rotate-expired',
      events: ['lead.created'],
    });
    const path = `/account/${accountId}/webhooks/${fresh.id}`;
    await call('POST', `${path}/rotate-secret`, { as: owner });
    await t.db.query(
      `update webhook_endpoints set previous_secret_expires_at = now() - interval '1 second'
        where id = $1`,
      [fresh.id],
    );
    const read = await call('GET', path, { as: owner });
    expect(read.json().previous_secret_expires_at).toBeNull();
  });

  it('a missing endpoint is a 404', async () => {
    const response = await call('POST', `/account/${accountId}/webhooks/999999/rotate-secret`, {
      as: owner,
    });
    expectError(response, 404, 'not_found');
  });
});
