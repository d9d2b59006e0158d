import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PERMISSIONS } from '../auth/permissions';
import { loadConfig } from '../config';
import { daysFromToday, insertRentalUnit } from '../bookings/booking-test-helpers';
import { insertBranch, insertLead } from '../leads/lead-test-helpers';
import { apiCaller, expectError, insertRole, registerMember } from '../testing/accounts';
import { registerAndLogin, type TestSession } from '../testing/auth';
import { createTestApp } from '../testing/test-app';

/**
 * The access-control matrix of every `/account/{id}/…` operation of the document: without a token
 * (401), as a user of another account (404, nothing revealed), as a member lacking the operation's
 * `x-permissions` (403) — and, as the control, as a member holding only that permission (2xx).
 */

const METHODS = ['get', 'put', 'post', 'delete'] as const;
type Method = (typeof METHODS)[number];
const document = parse(readFileSync(loadConfig({}).openapiPath, 'utf8')) as {
  paths: Record<
    string,
    Partial<Record<Method, { operationId: string; 'x-permissions'?: string[] }>>
  >;
};
const operations = Object.entries(document.paths)
  .filter(([path]) => path.startsWith('/account/{id}'))
  .flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      path,
      method,
      operationId: item[method]!.operationId,
      permissions: item[method]!['x-permissions'] ?? [],
    })),
  )
  // Reads first and deletions last, so the control calls do not pull fixtures from under each other.
  .sort((a, b) => METHODS.indexOf(a.method) - METHODS.indexOf(b.method));

/** A valid body per operation, so that no call fails validation before access is checked. */
const BODIES: Record<string, object> = {
  createAccountRole: { name: 'Matrix role', permission_names: [] },
  updateAccountRole: { description: 'Changed by the matrix' },
  createAccountInvite: { email: 'matrix.invitee@example.com', role_ids: [] },
  setAccountUserRoles: { role_ids: [] },
  renameAccount: { name: 'Matrix Account' },
  updateAccountLead: { note: 'Matrix note' },
  createDealerSite: { name: 'Matrix created site', origins: ['https://matrix-created.example'] },
  updateDealerSite: { name: 'Matrix site renamed' },
  createWebhookEndpoint: { url: 'https://localhost/matrix-created', events: ['product.published'] },
  updateWebhookEndpoint: { description: 'Changed by the matrix' },
  // createAccountHold: set once the account has a unit (beforeAll).
};

const SITE_KEY = 'pk_MatrixSiteKey00000000000';
const PUBLISHABLE_KEY_AS_TOKEN = {
  authHeader: { authorization: `Bearer ${SITE_KEY}` },
};

/** `x-permissions: [owner]`: only an owner of the account (system role Owner), no permission will do. */
const OWNER_ONLY = 'owner';

/**
 * Calls that also apply the privilege ceiling to what they create: subscribing to an event needs the
 * permission that reads its data (`product.published`: products.view), so the control holds it too.
 */
const CONTROL_ALSO: Record<string, string> = { createWebhookEndpoint: 'products.view' };

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof apiCaller>;
let accountId: number;
let owner: TestSession;
let outsider: TestSession;
let fixtures: {
  roleId: number;
  inviteId: number;
  memberId: number;
  leadReference: string;
  bookingId: number;
  siteId: number;
  endpointId: number;
  deliveryId: number;
};
const withoutPermission = new Map<string, TestSession>();
const onlyPermission = new Map<string, TestSession>();
const controls = new Map<string, TestSession>();
let withoutRoles: TestSession;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  call = apiCaller(t.app);
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
  // Without roles: any member with users.manage is allowed to manage them (privilege ceiling).
  const member = await registerMember(t.app, t.db, accountId, []);
  const invite = await call('POST', `/account/${accountId}/account-users/invite`, {
    as: owner,
    payload: { email: 'matrix.pending@example.com', role_ids: [] },
  });
  const branchId = await insertBranch(t.db, accountId);
  const unit = await insertRentalUnit(t.db, {
    accountId,
    branchId,
    fleet: 5,
    title: 'Matrix lift',
  });
  BODIES.createAccountHold = {
    equipment_id: unit,
    quantity: 1,
    start_date: daysFromToday(1),
    end_date: daysFromToday(2),
  };
  const held = await t.db.query<{ id: number }>(
    `insert into equipment_bookings (equipment_id, source, quantity, start_date, end_date)
     values ($1, 'hold', 1, $2, $3) returning id`,
    [unit, daysFromToday(5), daysFromToday(6)],
  );
  const endpointId = (
    await t.db.query<{ id: number }>(
      `insert into webhook_endpoints (account_id, url, events, secret)
       values ($1, 'https://localhost/matrix', array['lead.created'], $2) returning id`,
      [accountId, `whsec_${'M'.repeat(43)}`],
    )
  ).rows[0]!.id;
  const eventId = `evt_${'M'.repeat(24)}`;
  await t.db.query(
    `insert into webhook_events (id, account_id, type, body) values ($1, $2, 'lead.created', '{}')`,
    [eventId, accountId],
  );
  fixtures = {
    endpointId,
    deliveryId: Number(
      (
        await t.db.query<{ id: string }>(
          `insert into webhook_deliveries (endpoint_id, event_id, status, completed_at)
           values ($1, $2, 'succeeded', now()) returning id::text`,
          [endpointId, eventId],
        )
      ).rows[0]!.id,
    ),
    bookingId: held.rows[0]!.id,
    siteId: (
      await t.db.query<{ id: number }>(
        `insert into dealer_sites (account_id, name, origins, publishable_key)
         values ($1, 'Matrix site', array['https://matrix.example'], $2) returning id`,
        [accountId, SITE_KEY],
      )
    ).rows[0]!.id,
    roleId: await insertRole(t.db, accountId, 'Matrix fixture', []),
    inviteId: invite.json().id,
    memberId: member.user.id,
    leadReference: (
      await insertLead(t.db, {
        accountId,
        branchId,
        name: 'Matrix Lead',
        email: 'matrix.lead@customer.example',
      })
    ).reference,
  };
});
afterAll(() => t.close());

function request(
  operation: (typeof operations)[number],
  as?: Pick<TestSession, 'authHeader'>,
  account = accountId,
) {
  const path = operation.path
    .replace('{id}', String(account))
    .replace('{roleId}', String(fixtures.roleId))
    .replace('{inviteId}', String(fixtures.inviteId))
    .replace('{userId}', String(fixtures.memberId))
    .replace('{reference}', fixtures.leadReference)
    .replace('{bookingId}', String(fixtures.bookingId))
    .replace('{siteId}', String(fixtures.siteId))
    .replace('{endpointId}', String(fixtures.endpointId))
    .replace('{deliveryId}', String(fixtures.deliveryId));
  return call(operation.method.toUpperCase() as 'GET', path, {
    as,
    payload: BODIES[operation.operationId],
  });
}

/** Everything the account's data is made of, to prove the refused calls changed nothing. */
async function snapshot() {
  const { rows } = await t.db.query(
    `select
       (select json_agg(json_build_object('id', id, 'name', name, 'description', description,
                'permission_names', permission_names) order by id) from roles where account_id = $1) as roles,
       (select json_agg(json_build_object('user', au.user_id,
                'roles', (select json_agg(role_id order by role_id) from account_user_roles where account_user_id = au.id))
                order by au.id) from account_users au where au.account_id = $1) as members,
       (select json_agg(json_build_object('id', id, 'email', email, 'status', status, 'token', token_hash,
                'expires_at', expires_at) order by id) from account_invites where account_id = $1) as invites,
       (select count(*)::int from email_outbox) as mails,
       (select count(*)::int from lead_events) as lead_events,
       (select json_agg(json_build_object('id', b.id, 'quantity', b.quantity) order by b.id)
          from equipment_bookings b join products p on p.id = b.equipment_id
         where p.account_id = $1) as bookings,
       (select json_agg(json_build_object('status', status, 'assignee', assignee_user_id))
          from quote_requests where account_id = $1) as leads,
       (select json_agg(json_build_object('id', id, 'name', name, 'origins', origins,
                'active', active, 'key', publishable_key) order by id)
          from dealer_sites where account_id = $1) as dealer_sites,
       (select json_agg(json_build_object('id', id, 'url', url, 'events', events, 'active', active,
                'secret', secret, 'description', description) order by id)
          from webhook_endpoints where account_id = $1) as webhook_endpoints,
       (select count(*)::int from webhook_deliveries) as webhook_deliveries`,
    [accountId],
  );
  return rows[0];
}

describe('access control of every /account/{id} operation', () => {
  it('covers the document’s account operations', () => {
    expect(operations.map((operation) => operation.operationId).sort()).toEqual([
      'createAccountHold',
      'createAccountInvite',
      'createAccountRole',
      'createDealerSite',
      'createWebhookEndpoint',
      'deleteAccountRole',
      'deleteWebhookEndpoint',
      'exportAccountLeads',
      'exportDealerSiteFunnel',
      'getAccountLead',
      'getAccountUser',
      'getDealerSite',
      'getDealerSiteFunnel',
      'getWebhookEndpoint',
      'listAccountBookings',
      'listAccountInvites',
      'listAccountLeads',
      'listAccountPermissions',
      'listAccountRoles',
      'listAccountUserRoles',
      'listAccountUsers',
      'listDealerLeads',
      'listDealerSites',
      'listLeadAssignees',
      'listLeadSources',
      'listWebhookDeliveries',
      'listWebhookEndpoints',
      'releaseAccountHold',
      'removeAccountUser',
      'renameAccount',
      'resendAccountInvite',
      'resendWebhookDelivery',
      'revokeAccountInvite',
      'rotateWebhookSecret',
      'setAccountUserRoles',
      'updateAccountLead',
      'updateAccountRole',
      'updateDealerSite',
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
