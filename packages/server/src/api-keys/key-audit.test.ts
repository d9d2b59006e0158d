import type { components } from '@liftline/sdk/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER } from '../db/seed-demo-data';
import { demoAccountId } from '../products/product-test-helpers';
import { apiCaller, expectError } from '../testing/accounts';
import { insertApiKey } from '../testing/api-keys';
import { bearerHeader, loginAs, registerAndLogin, type TestSession } from '../testing/auth';
import { createTestApp } from '../testing/test-app';

type Schemas = components['schemas'];
type AuditPage = Schemas['AuditEventPage'];

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof apiCaller>;
let owner: TestSession;
let accountId: number;
let leadReference: string;

const asKey = (secret: string) => ({ authHeader: bearerHeader(secret) });
const auditOf = (id: number, query = '') => `/account/${id}/audit${query}`;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  owner = await loginAs(t.app, DEMO_OWNER.email, DEMO_OWNER.password);
  accountId = await demoAccountId(t.db);
  const { rows } = await t.db.query<{ reference: string }>(
    'select reference from quote_requests where account_id = $1 order by id limit 1',
    [accountId],
  );
  leadReference = rows[0]!.reference;
}, 60_000);
afterAll(() => t.close());

describe('the audit list', () => {
  it('names who created a key, every change the key made (2xx only), and who revoked it', async () => {
    const created = await call('POST', `/account/${accountId}/api-keys`, {
      as: owner,
      payload: { name: 'Lead bot', permission_names: ['leads.view', 'leads.manage'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const key = created.json<Schemas['ApiKeyWithSecret']>();
    const as = asKey(key.secret);
    const leadPath = `/account/${accountId}/leads/${leadReference}`;
    // A read and a refused change are not changes.
    expect((await call('GET', leadPath, { as })).statusCode).toBe(200);
    expectError(
      await call('POST', leadPath, { as, payload: { assignee_id: 2_000_000_000 } }),
      422,
      'validation_failed',
    );
    const changed = await call('POST', leadPath, { as, payload: { note: 'Synced to the ERP' } });
    expect(changed.statusCode, changed.body).toBe(200);
    // The lead's timeline records no person for a key's change.
    const { rows } = await t.db.query<{ actor_user_id: number | null }>(
      `select actor_user_id from lead_events where note = 'Synced to the ERP'`,
    );
    expect(rows).toEqual([{ actor_user_id: null }]);
    expect(
      (await call('DELETE', `/account/${accountId}/api-keys/${key.id}`, { as: owner })).statusCode,
    ).toBe(204);

    const list = await call('GET', auditOf(accountId, `?api_key_id=${key.id}`), { as: owner });
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json<AuditPage>();
    expect(page.meta.total).toBe(3);
    const keyRef = { id: key.id, name: 'Lead bot', prefix: key.prefix };
    const person = { id: owner.user.id, name: owner.user.name };
    expect(page.items.map(({ action, actor, target }) => ({ action, actor, target }))).toEqual([
      {
        action: 'api_key.revoked',
        actor: { kind: 'user', user: person, api_key: null },
        target: { type: 'api_key', id: String(key.id), label: 'Lead bot' },
      },
      {
        action: 'operation.performed',
        actor: { kind: 'api_key', user: null, api_key: keyRef },
        target: {
          type: 'operation',
          id: 'updateAccountLead',
          label: `POST /account/${accountId}/leads/${leadReference}`,
        },
      },
      {
        action: 'api_key.created',
        actor: { kind: 'user', user: person, api_key: null },
        target: { type: 'api_key', id: String(key.id), label: 'Lead bot' },
      },
    ]);
  });

  it('keeps one key’s events apart, pages newest first', async () => {
    const other = await insertApiKey(t.db, accountId, ['leads.manage']);
    const leadPath = `/account/${accountId}/leads/${leadReference}`;
    for (const note of ['one', 'two', 'three']) {
      const response = await call('POST', leadPath, { as: other, payload: { note } });
      expect(response.statusCode, response.body).toBe(200);
    }
    const first = await call('GET', auditOf(accountId, `?api_key_id=${other.id}&per_page=2`), {
      as: owner,
    });
    const page = first.json<AuditPage>();
    expect(page.meta).toEqual({ page: 1, per_page: 2, total: 3, total_pages: 2 });
    expect(page.items.every((item) => item.actor.api_key?.id === other.id)).toBe(true);
    expect(page.items[0]!.id).toBeGreaterThan(page.items[1]!.id);
    const all = await call('GET', auditOf(accountId, '?per_page=100'), { as: owner });
    expect(all.json<AuditPage>().meta.total).toBe(6);
  });

  it('an Idempotency-Key replay is not a second change', async () => {
    const key = await insertApiKey(t.db, accountId, ['leads.manage']);
    const leadPath = `/account/${accountId}/leads/${leadReference}`;
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1${leadPath}`,
        headers: { ...key.authHeader, 'idempotency-key': 'audit-replay-1' },
        payload: { note: 'Once only' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['idempotent-replayed']).toBe(i === 0 ? undefined : 'true');
    }
    const list = await call('GET', auditOf(accountId, `?api_key_id=${key.id}`), { as: owner });
    expect(list.json<AuditPage>().meta.total).toBe(1);
  });

  it('a key reads it with audit.view; without: 403; another account’s: 404', async () => {
    const reader = await insertApiKey(t.db, accountId, ['audit.view']);
    expect((await call('GET', auditOf(accountId), { as: reader })).statusCode).toBe(200);
    const blind = await insertApiKey(t.db, accountId, ['leads.view']);
    expectError(await call('GET', auditOf(accountId), { as: blind }), 403, 'forbidden');
    const stranger = await registerAndLogin(t.app);
    expectError(
      await call('GET', auditOf(stranger.user.current_account.id), { as: reader }),
      404,
      'not_found',
    );
    expectError(await call('GET', auditOf(accountId), { as: stranger }), 404, 'not_found');
  });
});

describe('API_KEY_LIMIT_PER_MINUTE', () => {
  it('limits each key on its own, whatever the call; people are not counted', async () => {
    const limited = await createTestApp({ seed: false, config: { apiKeyLimitPerMinute: 3 } });
    try {
      const person = await registerAndLogin(limited.app);
      const id = person.user.current_account.id;
      const key = await insertApiKey(limited.db, id, []);
      const other = await insertApiKey(limited.db, id, []);
      const limitedCall = apiCaller(limited.app);
      for (let i = 0; i < 3; i++) {
        expect((await limitedCall('GET', '/credentials', { as: key })).statusCode).toBe(200);
      }
      const refused = await limitedCall('GET', '/branches', { as: key });
      expectError(refused, 429, 'rate_limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await limitedCall('GET', '/credentials', { as: other })).statusCode).toBe(200);
      for (let i = 0; i < 4; i++) {
        expect((await limitedCall('GET', '/credentials', { as: person })).statusCode).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });
});
