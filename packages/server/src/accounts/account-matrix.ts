import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { daysFromToday, insertRentalUnit } from '../bookings/booking-test-helpers';
import { loadConfig } from '../config';
import type { Queryable } from '../db/database';
import { insertBranch, insertLead } from '../leads/lead-test-helpers';
import { apiCaller, insertRole, registerMember } from '../testing/accounts';
import { insertApiKey } from '../testing/api-keys';
import type { Injectable, TestSession } from '../testing/auth';

/**
 * What the access matrices of the `/account/{id}/…` operations share (access-control.test.ts for
 * people, api-key-access.test.ts for secret API keys): the operations of the document, a valid
 * body for each, the records their paths name, and a snapshot of the account's data.
 */

const METHODS = ['get', 'put', 'post', 'delete'] as const;
type Method = (typeof METHODS)[number];
const document = parse(readFileSync(loadConfig({}).openapiPath, 'utf8')) as {
  paths: Record<
    string,
    Partial<Record<Method, { operationId: string; 'x-permissions'?: string[] }>>
  >;
};

export const ACCOUNT_OPERATIONS = Object.entries(document.paths)
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

export type AccountOperation = (typeof ACCOUNT_OPERATIONS)[number];

/** A valid empty quote (createLeadQuote, updateLeadQuote). */
const quoteBody = () => ({ lines: [], charges: [], tax_rate: 0, valid_until: daysFromToday(7) });

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
  createApiKey: { name: 'Matrix key', permission_names: [] },
  updateAccountRentalRequest: { status: 'scheduled' },
};

/** The required query of an operation (getAccountPlanner: its range). */
const QUERIES: Record<string, string> = {
  getAccountPlanner: `?from=${daysFromToday(0)}&to=${daysFromToday(13)}`,
};

/** What a second control run creates instead (names, origins and URLs are unique per account). */
const SECOND_BODIES: Record<string, object> = {
  createAccountRole: { name: 'Matrix role 2', permission_names: [] },
  createDealerSite: { name: 'Matrix site 2', origins: ['https://matrix-created-2.example'] },
  createWebhookEndpoint: {
    url: 'https://localhost/matrix-created-2',
    events: ['product.published'],
  },
};

/** `x-permissions: [owner]`: only an owner of the account (system role Owner), no permission will do. */
export const OWNER_ONLY = 'owner';

/**
 * Calls that also apply the privilege ceiling to what they create: subscribing to an event needs the
 * permission that reads its data (`product.published`: products.view), and so does every call that
 * sends the fixture endpoint's `lead.created` somewhere (resend, rotation, test event): the control holds it too.
 */
export const CONTROL_ALSO: Record<string, string> = {
  createWebhookEndpoint: 'products.view',
  resendWebhookDelivery: 'leads.view',
  rotateWebhookSecret: 'leads.view',
  sendWebhookTestEvent: 'leads.view',
};

/**
 * Calls that need a person (the contract's "Secret API keys"): a key gets 403 even holding every
 * permission. getAccountUser answers the caller's own membership, which a key does not have.
 */
export const PERSON_ONLY = new Set([
  'createAccountInvite',
  'createApiKey',
  'getAccountUser',
  'listApiKeys',
  'renameAccount',
  'resendAccountInvite',
  'revokeApiKey',
]);

export const SITE_KEY = 'pk_MatrixSiteKey00000000000';

export type Fixtures = Awaited<ReturnType<typeof createFixtures>>;

/**
 * The records the operations' paths name, in the account of `owner` (`round` 2 makes a second,
 * fresh set: a control run uses the first one up).
 */
export async function createFixtures(
  app: Injectable,
  db: Queryable,
  owner: TestSession,
  round: 1 | 2 = 1,
) {
  const accountId = owner.user.current_account.id;
  const tag = round === 1 ? '' : '-2';
  // Without roles: any member with users.manage is allowed to manage them (privilege ceiling).
  const member = await registerMember(app, db, accountId, []);
  const invite = await apiCaller(app)('POST', `/account/${accountId}/account-users/invite`, {
    as: owner,
    payload: { email: `matrix.pending${tag}@example.com`, role_ids: [] },
  });
  const branchId = await insertBranch(db, accountId);
  const unit = await insertRentalUnit(db, { accountId, branchId, fleet: 5, title: 'Matrix lift' });
  const held = await db.query<{ id: number }>(
    `insert into equipment_bookings (equipment_id, source, quantity, start_date, end_date)
     values ($1, 'hold', 1, $2, $3) returning id`,
    [unit, daysFromToday(5), daysFromToday(6)],
  );
  const endpointId = (
    await db.query<{ id: number }>(
      `insert into webhook_endpoints (account_id, url, events, secret)
       values ($1, $2, array['lead.created'], $3) returning id`,
      [accountId, `https://localhost/matrix${tag}`, `whsec_${'M'.repeat(42)}${round}`],
    )
  ).rows[0]!.id;
  const leadReference = (
    await insertLead(db, {
      accountId,
      branchId,
      name: 'Matrix Lead',
      email: 'matrix.lead@customer.example',
    })
  ).reference;
  // Two drafts: one the calls read, change and send, one the deletion takes.
  const draft = () =>
    apiCaller(app)('POST', `/account/${accountId}/leads/${leadReference}/quotes`, {
      as: owner,
      payload: quoteBody(),
    });
  const quoteId = (await draft()).json<{ id: number }>().id;
  const deletableQuoteId = (await draft()).json<{ id: number }>().id;
  // A won lead's rental (a booking of a quote list's line) with a customer's service request.
  const wonLead = await insertLead(db, {
    accountId,
    branchId,
    name: 'Matrix Renter',
    email: 'matrix.renter@customer.example',
    status: 'won',
  });
  const rentalLine = await db.query<{ id: number }>(
    `insert into quote_request_lines (quote_request_id, position, equipment_id, equipment_title,
       mode, quantity, start_date, end_date)
     values ($1, 1, $2, 'Matrix lift', 'rent', 1, $3, $4) returning id`,
    [wonLead.id, unit, daysFromToday(10), daysFromToday(12)],
  );
  const rental = await db.query<{ id: number }>(
    `insert into equipment_bookings (equipment_id, source, quote_line_id, quantity, start_date, end_date)
     values ($1, 'lead', $2, 1, $3, $4) returning id`,
    [unit, rentalLine.rows[0]!.id, daysFromToday(10), daysFromToday(12)],
  );
  const rentalRequestId = (
    await db.query<{ id: number }>(
      `insert into rental_requests (booking_id, account_id, kind, status, description)
       values ($1, $2, 'service', 'open', 'Matrix: the lift does not start.') returning id`,
      [rental.rows[0]!.id, accountId],
    )
  ).rows[0]!.id;
  const eventId = `evt_${'M'.repeat(23)}${round}`;
  await db.query(
    `insert into webhook_events (id, account_id, type, body) values ($1, $2, 'lead.created', '{}')`,
    [eventId, accountId],
  );
  return {
    holdBody: {
      equipment_id: unit,
      quantity: 1,
      start_date: daysFromToday(1),
      end_date: daysFromToday(2),
    },
    endpointId,
    deliveryId: Number(
      (
        await db.query<{ id: string }>(
          `insert into webhook_deliveries (endpoint_id, event_id, status, completed_at)
           values ($1, $2, 'succeeded', now()) returning id::text`,
          [endpointId, eventId],
        )
      ).rows[0]!.id,
    ),
    bookingId: held.rows[0]!.id,
    siteId: (
      await db.query<{ id: number }>(
        `insert into dealer_sites (account_id, name, origins, publishable_key)
         values ($1, $2, array[$3], $4) returning id`,
        [
          accountId,
          `Matrix site${tag}`,
          `https://matrix${tag}.example`,
          SITE_KEY.slice(0, -1) + String(round - 1),
        ],
      )
    ).rows[0]!.id,
    roleId: await insertRole(db, accountId, `Matrix fixture${tag}`, []),
    inviteId: invite.json<{ id: number }>().id,
    memberId: member.user.id,
    leadReference,
    quoteId,
    deletableQuoteId,
    keyId: (await insertApiKey(db, accountId, [])).id,
    rentalRequestId,
    round,
  };
}

/** Calls `operation` on `accountId` with the fixtures' ids in its path and a valid body. */
export function matrixRequest(
  app: Injectable,
  fixtures: Fixtures,
  operation: AccountOperation,
  accountId: number,
  as?: Pick<TestSession, 'authHeader'>,
) {
  const path = operation.path
    .replace('{id}', String(accountId))
    .replace('{roleId}', String(fixtures.roleId))
    .replace('{inviteId}', String(fixtures.inviteId))
    .replace('{userId}', String(fixtures.memberId))
    .replace('{reference}', fixtures.leadReference)
    .replace('{bookingId}', String(fixtures.bookingId))
    .replace('{siteId}', String(fixtures.siteId))
    .replace('{endpointId}', String(fixtures.endpointId))
    .replace('{deliveryId}', String(fixtures.deliveryId))
    .replace('{keyId}', String(fixtures.keyId))
    .replace('{requestId}', String(fixtures.rentalRequestId))
    .replace(
      '{quoteId}',
      String(
        operation.operationId === 'deleteLeadQuote' ? fixtures.deletableQuoteId : fixtures.quoteId,
      ),
    );
  const query = QUERIES[operation.operationId] ?? '';
  const bodies: Record<string, object> = {
    ...BODIES,
    ...(fixtures.round === 2 ? SECOND_BODIES : {}),
    createAccountHold: fixtures.holdBody,
    createLeadQuote: quoteBody(),
    updateLeadQuote: quoteBody(),
  };
  return apiCaller(app)(operation.method.toUpperCase() as 'GET', `${path}${query}`, {
    as,
    payload: bodies[operation.operationId],
  });
}

/** Everything the account's data is made of, to prove the refused calls changed nothing. */
export async function accountSnapshot(db: Queryable, accountId: number) {
  const { rows } = await db.query(
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
       (select json_agg(json_build_object('id', id, 'status', status, 'updated_at', updated_at,
                'viewed_at', viewed_at) order by id)
          from lead_quotes where account_id = $1) as quotes,
       (select count(*)::int from quote_tokens) as quote_tokens,
       (select json_agg(json_build_object('id', id, 'status', status, 'updated_at', updated_at)
                order by id) from rental_requests where account_id = $1) as rental_requests,
       (select json_agg(json_build_object('id', id, 'name', name, 'origins', origins,
                'active', active, 'key', publishable_key) order by id)
          from dealer_sites where account_id = $1) as dealer_sites,
       (select json_agg(json_build_object('id', id, 'url', url, 'events', events, 'active', active,
                'secret', secret, 'description', description) order by id)
          from webhook_endpoints where account_id = $1) as webhook_endpoints,
       (select count(*)::int from webhook_deliveries) as webhook_deliveries,
       (select json_agg(json_build_object('id', id, 'revoked_at', revoked_at) order by id)
          from api_keys where account_id = $1) as api_keys,
       (select count(*)::int from audit_events) as audit_events`,
    [accountId],
  );
  return rows[0];
}
