import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, expectError, insertRole, registerMember } from '../testing/accounts';
import { insertApiKey } from '../testing/api-keys';
import { registerAndLogin, type TestSession } from '../testing/auth';
import { createTestApp } from '../testing/test-app';
import { insertDelivery, insertEvent } from '../webhooks/endpoints/endpoint-test-helpers';
import type { WebhookEventType } from '../webhooks/webhook-events';

/**
 * Every call that sends an endpoint's existing data to a destination (a new URL, turning it on,
 * a resend, a secret rotation, a test event) × (a person, a secret API key) × (holding only
 * webhooks.manage, also holding the read permission of the endpoint's events). Without the read
 * permission: 403 naming it, the endpoint row as it was, no delivery queued (so nothing is sent).
 * With it, the same call succeeds (the control that the rule is not a blanket refusal).
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof apiCaller>;
let owner: TestSession;
let accountId: number;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  call = apiCaller(t.app);
  owner = await registerAndLogin(t.app, { name: 'Destination Owner' });
  accountId = owner.user.current_account.id;
});
afterAll(() => t.close());

interface Target {
  endpointId: number;
  deliveryId: number;
}

/** A fresh endpoint carrying `events` (on or off) with one finished delivery of its first event. */
async function freshEndpoint(events: WebhookEventType[], active: boolean): Promise<Target> {
  sequence += 1;
  const { rows } = await t.db.query<{ id: number }>(
    `insert into webhook_endpoints (account_id, url, events, active, secret)
     values ($1, $2, $3, $4, $5) returning id`,
    [accountId, `https://localhost/owner-${sequence}`, events, active, `whsec_${'D'.repeat(43)}`],
  );
  const endpointId = rows[0]!.id;
  const eventId = await insertEvent(t.db, accountId, events[0]);
  return { endpointId, deliveryId: await insertDelivery(t.db, endpointId, eventId, 'succeeded') };
}

/** The endpoint's row (secrets included) and every delivery queued to it. */
async function snapshot(endpointId: number) {
  const { rows } = await t.db.query(
    `select url, events, active, description, secret, previous_secret, updated_at,
            (select count(*)::int from webhook_deliveries where endpoint_id = e.id) as deliveries,
            (select count(*)::int from webhook_events where account_id = e.account_id) as events,
            (select count(*)::int from audit_events where account_id = e.account_id) as audit
       from webhook_endpoints e where id = $1`,
    [endpointId],
  );
  return rows[0];
}

type Method = 'PUT' | 'POST';

/** The calls that send data somewhere: each builds its request for a fresh endpoint. */
const SENDING: {
  name: string;
  active: boolean;
  request: (target: Target) => [Method, string, object?];
}[] = [
  {
    name: 'a move to another URL',
    active: true,
    request: ({ endpointId }) => [
      'PUT',
      `/account/${accountId}/webhooks/${endpointId}`,
      { url: `https://localhost/attacker-${++sequence}` },
    ],
  },
  {
    name: 'turning it on',
    active: false,
    request: ({ endpointId }) => [
      'PUT',
      `/account/${accountId}/webhooks/${endpointId}`,
      { active: true },
    ],
  },
  {
    name: 'a resend',
    active: true,
    request: ({ endpointId, deliveryId }) => [
      'POST',
      `/account/${accountId}/webhooks/${endpointId}/deliveries/${deliveryId}/resend`,
    ],
  },
  {
    name: 'a test event',
    active: true,
    request: ({ endpointId }) => ['POST', `/account/${accountId}/webhooks/${endpointId}/test`],
  },
  {
    name: 'a secret rotation',
    active: true,
    request: ({ endpointId }) => [
      'POST',
      `/account/${accountId}/webhooks/${endpointId}/rotate-secret`,
    ],
  },
];

const EVENTS: [WebhookEventType, string][] = [
  ['lead.created', 'leads.view'],
  ['product.published', 'products.view'],
];

type CallerKind = 'person' | 'key';

async function callerHolding(kind: CallerKind, permissions: string[]) {
  if (kind === 'key') return insertApiKey(t.db, accountId, permissions);
  const role = `Role ${++sequence}`;
  await insertRole(t.db, accountId, role, permissions);
  return registerMember(t.app, t.db, accountId, [role]);
}

describe('sending an endpoint’s data somewhere needs the read permission of its events', () => {
  const cells = SENDING.flatMap((sending) =>
    EVENTS.flatMap(([event, permission]) =>
      (['person', 'key'] as const).map(
        (kind) => [sending.name, event, kind, sending, permission] as const,
      ),
    ),
  );

  it.each(cells)(
    '%s of a %s endpoint by a %s with only webhooks.manage: 403, nothing changed',
    async (_n, event, kind, sending, permission) => {
      const target = await freshEndpoint([event], sending.active);
      const as = await callerHolding(kind, ['webhooks.manage']);
      const before = await snapshot(target.endpointId);
      const [method, path, payload] = sending.request(target);
      const response = await call(method, path, { as, payload });
      expectError(response, 403, 'forbidden');
      expect(response.json().message).toContain(permission);
      expect(response.json().message).toContain(event);
      expect(await snapshot(target.endpointId)).toEqual(before);
    },
  );

  it.each(cells)(
    '%s of a %s endpoint by a %s that also reads it: allowed',
    async (_n, event, kind, sending, permission) => {
      const target = await freshEndpoint([event], sending.active);
      const as = await callerHolding(kind, ['webhooks.manage', permission]);
      const before = await snapshot(target.endpointId);
      const [method, path, payload] = sending.request(target);
      const response = await call(method, path, { as, payload });
      expect(response.statusCode, response.body).toBeLessThan(300);
      expect(await snapshot(target.endpointId)).not.toEqual(before);
    },
  );

  it('a change that sends nothing anywhere (description, turning off) needs webhooks.manage only', async () => {
    for (const kind of ['person', 'key'] as const) {
      const target = await freshEndpoint(['lead.created'], true);
      const as = await callerHolding(kind, ['webhooks.manage']);
      const path = `/account/${accountId}/webhooks/${target.endpointId}`;
      for (const payload of [{ description: 'Renamed' }, { active: false }]) {
        const response = await call('PUT', path, { as, payload });
        expect(response.statusCode, response.body).toBe(200);
      }
    }
  });

  it('moving to the URL it already has is no move', async () => {
    const target = await freshEndpoint(['lead.created'], true);
    const as = await callerHolding('key', ['webhooks.manage']);
    const { url } = (await snapshot(target.endpointId))!;
    const response = await call('PUT', `/account/${accountId}/webhooks/${target.endpointId}`, {
      as,
      payload: { url, description: 'Same place' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('covers every sending call × both events × person and key, each way', () => {
    expect(cells).toHaveLength(SENDING.length * 4);
  });
});
