import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../testing/accounts';
import { bearerHeader, registerAndLogin, type TestSession } from '../../testing/auth';
import { createTestApp } from '../../testing/test-app';
import type { WithSecret } from './endpoint-test-helpers';

/** Webhook endpoints managed with a secret API key: its account only, its permissions only. */
let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: TestSession;
let accountId: number;

async function keyOf(as: TestSession, account: number, permissionNames: string[]) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/account/${account}/api-keys`,
    headers: as.authHeader,
    payload: { name: `Key ${permissionNames.join(' ')}`, permission_names: permissionNames },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { id, secret } = response.json<{ id: number; secret: string }>();
  return { id, headers: bearerHeader(secret) };
}

const send = (
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
) => t.app.inject({ method, url: `/api/v1${path}`, headers, payload });

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  owner = await registerAndLogin(t.app, { name: 'Key Owner' });
  accountId = owner.user.current_account.id;
});
afterAll(() => t.close());

describe('a secret API key managing webhook endpoints', () => {
  it('registers, changes, rotates and deletes with webhooks.manage; the audit list names the key', async () => {
    const key = await keyOf(owner, accountId, ['webhooks.manage', 'leads.view']);
    const created = await send(key.headers, 'POST', `/account/${accountId}/webhooks`, {
      url: 'https://localhost/by-key',
      events: ['lead.created'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const endpoint = created.json<WithSecret>();
    const path = `/account/${accountId}/webhooks/${endpoint.id}`;
    expect((await send(key.headers, 'PUT', path, { active: false })).statusCode).toBe(200);
    expect((await send(key.headers, 'POST', `${path}/rotate-secret`)).statusCode).toBe(200);
    expect((await send(key.headers, 'DELETE', path)).statusCode).toBe(204);
    const { rows } = await t.db.query<{ action: string; actor_kind: string; key: number | null }>(
      `select action, actor_kind, actor_api_key_id as key from audit_events
        where account_id = $1 and target_type = 'webhook_endpoint' order by id`,
      [accountId],
    );
    expect(rows).toEqual(
      [
        'webhook_endpoint.created',
        'webhook_endpoint.updated',
        'webhook_endpoint.secret_rotated',
        'webhook_endpoint.deleted',
      ].map((action) => ({ action, actor_kind: 'api_key', key: key.id })),
    );
  });

  it('subscribes only to events its own permissions read (403 naming the missing one)', async () => {
    const key = await keyOf(owner, accountId, ['webhooks.manage', 'products.view']);
    const refused = await send(key.headers, 'POST', `/account/${accountId}/webhooks`, {
      url: 'https://localhost/key-leads',
      events: ['lead.created'],
    });
    expectError(refused, 403, 'forbidden');
    expect(refused.json().message).toContain('leads.view');
    const allowed = await send(key.headers, 'POST', `/account/${accountId}/webhooks`, {
      url: 'https://localhost/key-products',
      events: ['product.published'],
    });
    expect(allowed.statusCode, allowed.body).toBe(201);
  });

  it('a key without webhooks.manage gets 403, a key of another account 404', async () => {
    const reader = await keyOf(owner, accountId, ['leads.view']);
    expectError(
      await send(reader.headers, 'GET', `/account/${accountId}/webhooks`),
      403,
      'forbidden',
    );
    const stranger = await registerAndLogin(t.app, { name: 'Stranger' });
    const foreign = await keyOf(stranger, stranger.user.current_account.id, ['webhooks.manage']);
    expectError(
      await send(foreign.headers, 'GET', `/account/${accountId}/webhooks`),
      404,
      'not_found',
    );
  });
});
