import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../auth/permissions';
import { expectError, insertRole, registerMember } from '../testing/accounts';
import { registerAndLogin, type TestSession } from '../testing/auth';
import { createTestApp } from '../testing/test-app';
import {
  ACCOUNT_OPERATIONS as operations,
  accountSnapshot,
  CONTROL_ALSO,
  createFixtures,
  matrixRequest,
  OWNER_ONLY,
  SITE_KEY,
  type AccountOperation,
  type Fixtures,
} from './account-matrix';

/**
 * The access-control matrix of every `/account/{id}/…` operation of the document: without a token
 * (401), as a user of another account (404, nothing revealed), as a member lacking the operation's
 * `x-permissions` (403) — and, as the control, as a member holding only that permission (2xx).
 * The same columns for secret API keys are in api-key-access.test.ts.
 */

const PUBLISHABLE_KEY_AS_TOKEN = {
  authHeader: { authorization: `Bearer ${SITE_KEY}` },
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let accountId: number;
let owner: TestSession;
let outsider: TestSession;
let fixtures: Fixtures;
const withoutPermission = new Map<string, TestSession>();
const onlyPermission = new Map<string, TestSession>();
const controls = new Map<string, TestSession>();
let withoutRoles: TestSession;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  owner = await registerAndLogin(t.app, { name: 'Matrix Owner' });
  accountId = owner.user.current_account.id;
  outsider = await registerAndLogin(t.app, { name: 'Matrix Outsider' });
  for (const { name } of PERMISSIONS) {
    const others = PERMISSIONS.map((p) => p.name).filter((other) => other !== name);
    await insertRole(t.db, accountId, `All but ${name}`, others);
    await insertRole(t.db, accountId, `Only ${name}`, [name]);
    withoutPermission.set(name, await registerMember(t.app, t.db, accountId, [`All but ${name}`]));
    onlyPermission.set(name, await registerMember(t.app, t.db, accountId, [`Only ${name}`]));
  }
  withoutRoles = await registerMember(t.app, t.db, accountId, []);
  for (const [operationId, also] of Object.entries(CONTROL_ALSO)) {
    const operation = operations.find((each) => each.operationId === operationId)!;
    const roles = [...operation.permissions, also].map((name) => `Only ${name}`);
    controls.set(operationId, await registerMember(t.app, t.db, accountId, roles));
  }
  fixtures = await createFixtures(t.app, t.db, owner);
});
afterAll(() => t.close());

const request = (
  operation: AccountOperation,
  as?: Pick<TestSession, 'authHeader'>,
  account = accountId,
) => matrixRequest(t.app, fixtures, operation, account, as);

const snapshot = () => accountSnapshot(t.db, accountId);

describe('access control of every /account/{id} operation', () => {
  it('covers the document’s account operations', () => {
    expect(operations.map((operation) => operation.operationId).sort()).toEqual([
      'createAccountHold',
      'createAccountInvite',
      'createAccountRole',
      'createApiKey',
      'createDealerSite',
      'createLeadQuote',
      'createWebhookEndpoint',
      'deleteAccountRole',
      'deleteLeadQuote',
      'deleteWebhookEndpoint',
      'exportAccountLeads',
      'exportDealerSiteFunnel',
      'getAccountLead',
      'getAccountPlanner',
      'getAccountUser',
      'getDealerSite',
      'getDealerSiteFunnel',
      'getLeadQuote',
      'getLeadQuotePdf',
      'getWebhookEndpoint',
      'listAccountBookings',
      'listAccountInvites',
      'listAccountLeads',
      'listAccountPermissions',
      'listAccountRentalRequests',
      'listAccountRoles',
      'listAccountUserRoles',
      'listAccountUsers',
      'listApiKeys',
      'listAuditEvents',
      'listDealerLeads',
      'listDealerSites',
      'listLeadAssignees',
      'listLeadQuotes',
      'listLeadSources',
      'listWebhookDeliveries',
      'listWebhookEndpoints',
      'releaseAccountHold',
      'removeAccountUser',
      'renameAccount',
      'resendAccountInvite',
      'resendWebhookDelivery',
      'revokeAccountInvite',
      'revokeApiKey',
      'rotateWebhookSecret',
      'sendLeadQuote',
      'sendWebhookTestEvent',
      'setAccountUserRoles',
      'suggestLeadQuote',
      'updateAccountLead',
      'updateAccountRentalRequest',
      'updateAccountRole',
      'updateDealerSite',
      'updateLeadQuote',
      'updateWebhookEndpoint',
    ]);
  });

  it('answers 401 without a token, 404 to other accounts’ users, 403 without the permission', async () => {
    const before = await snapshot();
    let cases = 0;
    for (const operation of operations) {
      const label = `${operation.operationId} ${operation.method} ${operation.path}`;

      const anonymous = await request(operation);
      expectError(anonymous, 401, 'unauthenticated');
      cases++;
      // A dealer site's publishable key is public: as a bearer token it opens nothing.
      expectError(await request(operation, PUBLISHABLE_KEY_AS_TOKEN), 401, 'unauthenticated');
      cases++;

      // A user of another account (who holds every permission in their own, current account).
      for (const account of [accountId, 999_999]) {
        const foreign = await request(operation, outsider, account);
        expectError(foreign, 404, 'not_found');
        expect(foreign.body, label).not.toContain('Matrix');
        expect(foreign.body, label).not.toContain('@example.com');
        cases++;
      }

      if (operation.permissions.length === 0) {
        // getAccountUser: membership alone is enough.
        expect((await request(operation, withoutRoles)).statusCode, label).toBe(200);
        cases++;
        continue;
      }
      expect(operation.permissions, label).toHaveLength(1);
      const permission = operation.permissions[0]!;
      // Owner-only: even every permission through another role is not enough.
      const refused =
        permission === OWNER_ONLY
          ? [
              withoutRoles,
              withoutPermission.get('roles.view')!,
              onlyPermission.get('users.manage')!,
            ]
          : [withoutRoles, withoutPermission.get(permission)!];
      for (const member of refused) {
        expectError(await request(operation, member), 403, 'forbidden');
        cases++;
      }
    }
    expect(await snapshot()).toEqual(before);
    console.log(
      `access-control matrix: ${operations.length} operations, ${cases} refused or membership-only cases`,
    );
  });

  it('the permission the document names is enough (control: each call succeeds with only it)', async () => {
    for (const operation of operations) {
      const member =
        controls.get(operation.operationId) ??
        (operation.permissions.length === 0
          ? withoutRoles
          : operation.permissions[0] === OWNER_ONLY
            ? owner
            : onlyPermission.get(operation.permissions[0]!)!);
      const response = await request(operation, member);
      expect(
        response.statusCode,
        `${operation.operationId}: ${response.body}`,
      ).toBeGreaterThanOrEqual(200);
      expect(response.statusCode, `${operation.operationId}: ${response.body}`).toBeLessThan(300);
    }
    const { rows } = await t.db.query(
      'select 1 from account_users where account_id = $1 and user_id = $2',
      [accountId, fixtures.memberId],
    );
    expect(rows).toHaveLength(0);
  });
});
