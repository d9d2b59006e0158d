import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../auth/permissions';
import { expectError } from '../testing/accounts';
import { insertApiKey, type TestKey } from '../testing/api-keys';
import { registerAndLogin, type TestSession } from '../testing/auth';
import { createTestApp } from '../testing/test-app';
import {
  ACCOUNT_OPERATIONS as operations,
  accountSnapshot,
  CONTROL_ALSO,
  createFixtures,
  matrixRequest,
  PERSON_ONLY,
  type AccountOperation,
  type Fixtures,
} from './account-matrix';

/**
 * The access-control matrix of every `/account/{id}/…` operation for secret API keys
 * (`Authorization: Bearer sk_…`): a revoked or an expired key 401; a key of another account 404
 * (like a non-member, nothing revealed); a key lacking the operation's permission 403; a call that
 * needs a person 403 to any key, even one holding every permission — and, as the control, a key
 * holding only the operation's permission gets through (2xx) and its change is in the audit list.
 */

const EVERY_PERMISSION = PERMISSIONS.map((permission) => permission.name);

let t: Awaited<ReturnType<typeof createTestApp>>;
let accountId: number;
let owner: TestSession;
let fixtures: Fixtures;
const keys = new Map<string, TestKey>();
const onlyPermission = new Map<string, TestKey>();
const withoutPermission = new Map<string, TestKey>();

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  owner = await registerAndLogin(t.app, { name: 'Matrix Owner' });
  accountId = owner.user.current_account.id;
  const outsider = await registerAndLogin(t.app, { name: 'Matrix Outsider' });
  const key = (permissions: string[], options?: Parameters<typeof insertApiKey>[3]) =>
    insertApiKey(t.db, accountId, permissions, options);
  keys.set('every permission', await key(EVERY_PERMISSION));
  keys.set('no permission', await key([]));
  keys.set('revoked', await key(EVERY_PERMISSION, { revoked: true }));
  keys.set('expired', await key(EVERY_PERMISSION, { expiresAt: new Date(Date.now() - 1000) }));
  keys.set(
    'another account',
    await insertApiKey(t.db, outsider.user.current_account.id, EVERY_PERMISSION),
  );
  for (const name of EVERY_PERMISSION) {
    onlyPermission.set(name, await key([name]));
    withoutPermission.set(name, await key(EVERY_PERMISSION.filter((other) => other !== name)));
  }
  fixtures = await createFixtures(t.app, t.db, owner);
});
afterAll(() => t.close());

const request = (operation: AccountOperation, as: TestKey, account = accountId) =>
  matrixRequest(t.app, fixtures, operation, account, as);

describe('secret API keys on every /account/{id} operation', () => {
  it('401 revoked or expired, 404 another account’s key, 403 without the permission or a person', async () => {
    const before = await accountSnapshot(t.db, accountId);
    let cases = 0;
    for (const operation of operations) {
      const label = `${operation.operationId} ${operation.method} ${operation.path}`;
      for (const name of ['revoked', 'expired']) {
        expectError(await request(operation, keys.get(name)!), 401, 'unauthenticated');
        cases++;
      }
      const personOnly = PERSON_ONLY.has(operation.operationId);
      // A key of another account, holding every permission there: this account does not exist for it.
      for (const account of [accountId, 999_999]) {
        const foreign = await request(operation, keys.get('another account')!, account);
        if (personOnly) expectError(foreign, 403, 'forbidden');
        else expectError(foreign, 404, 'not_found');
        expect(foreign.body, label).not.toContain('Matrix');
        cases++;
      }
      const refused = personOnly
        ? [keys.get('every permission')!, keys.get('no permission')!]
        : [keys.get('no permission')!, withoutPermission.get(operation.permissions[0]!)!];
      for (const key of refused) {
        expectError(await request(operation, key), 403, 'forbidden');
        cases++;
      }
    }
    expect(await accountSnapshot(t.db, accountId)).toEqual(before);
    console.log(`api-key matrix: ${operations.length} operations, ${cases} refused cases`);
  });

  it('the permission the document names is enough for a key (control), and its changes are audited', async () => {
    fixtures = await createFixtures(t.app, t.db, owner, 2);
    const keyOperations = operations.filter((o) => !PERSON_ONLY.has(o.operationId));
    expect(keyOperations.length).toBeGreaterThan(30);
    for (const operation of keyOperations) {
      const permission = operation.permissions[0]!;
      const also = CONTROL_ALSO[operation.operationId];
      const key = also
        ? await insertApiKey(t.db, accountId, [permission, also])
        : onlyPermission.get(permission)!;
      const response = await request(operation, key);
      const label = `${operation.operationId}: ${response.body}`;
      expect(response.statusCode, label).toBeGreaterThanOrEqual(200);
      expect(response.statusCode, label).toBeLessThan(300);
      // What a key places is recorded without a person.
      if (operation.operationId === 'createAccountHold') {
        expect(response.json<{ created_by: unknown }>().created_by, label).toBeNull();
      }
      if (operation.method === 'get') continue;
      const { rows } = await t.db.query<{ action: string }>(
        `select action from audit_events
          where account_id = $1 and actor_api_key_id = $2 order by id desc limit 1`,
        [accountId, key.id],
      );
      expect(rows[0]?.action, label).toMatch(/^(operation\.performed|webhook_)/);
    }
  });
});
