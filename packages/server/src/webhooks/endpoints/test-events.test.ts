import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, expectError } from '../../testing/accounts';
import { insertApiKey } from '../../testing/api-keys';
import { registerAndLogin, type TestSession } from '../../testing/auth';
import { createTestApp } from '../../testing/test-app';
import { signatureValid, startReceiver } from '../webhook-test-helpers';
import {
  auditLines,
  insertDelivery,
  insertEvent,
  registerEndpoint,
  type WebhookDelivery,
  type WithSecret,
} from './endpoint-test-helpers';
import { TEST_EVENTS_PER_ENDPOINT } from './test-event-operations';

/** "Send test event" and the delivery log's request (headers and body as signed). */
let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof apiCaller>;
let owner: TestSession;
let accountId: number;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { webhookDelivery: true } });
  call = apiCaller(t.app);
  owner = await registerAndLogin(t.app, { name: 'Test Event Owner' });
  accountId = owner.user.current_account.id;
  receiver = await startReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const endpointFor = (events: string[], extra: object = {}) =>
  registerEndpoint(call, owner, accountId, {
    url: `${receiver.url}/hook-${++sequence}`,
    events,
    ...extra,
  });

const testPath = (endpoint: WithSecret) => `/account/${accountId}/webhooks/${endpoint.id}/test`;

async function deliveriesOf(endpoint: WithSecret, as: { authHeader: { authorization: string } }) {
  const response = await call('GET', `/account/${accountId}/webhooks/${endpoint.id}/deliveries`, {
    as,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: WebhookDelivery[] }>().items;
}

describe('send test event', () => {
  it('queues one signed webhook.test delivery of sample data to that endpoint only', async () => {
    const endpoint = await endpointFor(['lead.created']);
    const bystander = await endpointFor(['lead.created']);
    const before = receiver.received.length;
    const response = await call('POST', testPath(endpoint), { as: owner });
    expect(response.statusCode, response.body).toBe(202);
    const queued = response.json<WebhookDelivery>();
    expect(queued).toMatchObject({ status: 'pending', event: { type: 'webhook.test' } });
    await receiver.receivedCount(before + 1);
    await t.app.webhooks.dispatcher.idle();
    const hook = receiver.received.find((each) => each.body.includes(queued.event.id));
    expect(hook!.path).toBe(new URL(endpoint.url).pathname);
    expect(signatureValid(hook!.signature, hook!.body, endpoint.secret)).toBe(true);
    const event = JSON.parse(hook!.body);
    expect(event).toMatchObject({
      id: queued.event.id,
      type: 'webhook.test',
      data: { endpoint_id: endpoint.id, sample: true },
    });
    expect(await deliveriesOf(bystander, owner)).toEqual([]);
    expect(await auditLines(t.db, accountId)).toContain(
      `webhook_endpoint.test_sent user webhook_endpoint:${endpoint.id} ${endpoint.url}`,
    );
  });

  it('answers 409 for an endpoint that is off, and queues nothing', async () => {
    const endpoint = await endpointFor(['product.published'], { active: false });
    expectError(await call('POST', testPath(endpoint), { as: owner }), 409, 'conflict');
    expect(await deliveriesOf(endpoint, owner)).toEqual([]);
  });

  it(`caps test events at ${TEST_EVENTS_PER_ENDPOINT} per endpoint: then 429 with Retry-After, nothing queued`, async () => {
    const endpoint = await endpointFor(['product.published']);
    for (let index = 0; index < TEST_EVENTS_PER_ENDPOINT; index++) {
      expect((await call('POST', testPath(endpoint), { as: owner })).statusCode).toBe(202);
    }
    const refused = await call('POST', testPath(endpoint), { as: owner });
    expectError(refused, 429, 'rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await deliveriesOf(endpoint, owner)).toHaveLength(TEST_EVENTS_PER_ENDPOINT);
  });
});

describe('the delivery log shows the request that was sent', () => {
  it('each attempt’s headers (the signature with its t, never the secret) and the body as signed', async () => {
    const endpoint = await endpointFor(['lead.created']);
    const before = receiver.received.length;
    const sent = await call('POST', testPath(endpoint), { as: owner });
    expect(sent.statusCode, sent.body).toBe(202);
    await receiver.receivedCount(before + 1);
    await t.app.webhooks.dispatcher.idle();
    const eventId = sent.json<WebhookDelivery>().event.id;
    const hook = receiver.received.find((each) => each.body.includes(eventId))!;
    const [logged] = await deliveriesOf(endpoint, owner);
    expect(logged!.event.body).toBe(hook.body);
    expect(logged!.attempts[0]!.request_headers).toEqual({
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(hook.body)),
      'User-Agent': 'Liftline-Webhooks/1.0',
      'Liftline-Signature': hook.signature,
    });
    const raw = JSON.stringify(logged);
    expect(raw).not.toContain(endpoint.secret);
    expect(raw).not.toContain('whsec_');
  });

  it('shows an event’s body only to a caller who reads its data (webhooks.manage alone: null)', async () => {
    const endpoint = await endpointFor(['lead.created']);
    const eventId = await insertEvent(t.db, accountId, 'lead.created');
    await insertDelivery(t.db, endpoint.id, eventId, 'succeeded');
    const managerOnly = await insertApiKey(t.db, accountId, ['webhooks.manage']);
    const reader = await insertApiKey(t.db, accountId, ['webhooks.manage', 'leads.view']);
    const [hidden] = await deliveriesOf(endpoint, managerOnly);
    expect(hidden!.event).toMatchObject({ id: eventId, type: 'lead.created', body: null });
    const [shown] = await deliveriesOf(endpoint, reader);
    expect(JSON.parse(shown!.event.body!)).toMatchObject({ id: eventId, type: 'lead.created' });
  });
});
