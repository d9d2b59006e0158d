import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../auth/access-tokens';
import { DEMO_OWNER } from '../db/seed-demo-data';
import {
  demoAccountId,
  draftInput,
  FILES,
  memberOf,
  multipart,
  type Product,
  type ProductAsset,
} from '../products/product-test-helpers';
import { PERMISSIONS } from '../auth/permissions';
import { roleIdOf } from '../testing/accounts';
import { insertApiKey } from '../testing/api-keys';
import { bearerHeader, loginAs, registerAndLogin, type TestSession } from '../testing/auth';
import { createTestApp } from '../testing/test-app';
import { errorValidators, loadDocument, type Operation } from './openapi-document';

/**
 * The access-control matrix of EVERY operation of the document that needs a login:
 * no token, an expired token, tampered tokens (signature, subject, algorithm, foreign key), the
 * token of a logged-out session → 401; a user of another account on product resources → 404 or
 * 422 on the reference, never data; a member lacking the permission → 403; a non-admin on the
 * platform user list → 403. The `/account/{id}/…` cross-account and permission columns are in
 * src/accounts/access-control.test.ts (not repeated here).
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: TestSession;
let outsider: TestSession;
let powerless: TestSession;
let accountId: number;
let product: Product;
let asset: ProductAsset;
let ownerRoleId: number;
let branchId: number;
let leadReference: string;
const credentials = new Map<string, Record<string, string>>();
let validators: ReturnType<typeof errorValidators>;
let matrixSize = 0;

const base64url = (value: string | object) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const decodePart = (part: string) =>
  JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

/** A valid body per secured operation with one, so validation never answers before access. */
const BODIES: Record<string, () => object> = {
  logoutUser: () => ({}),
  updateUser: () => ({ name: 'Matrix Name' }),
  changePassword: () => ({
    current_password: DEMO_OWNER.password,
    password: 'Matrix-Password-9',
    password_confirmation: 'Matrix-Password-9',
  }),
  acceptInvite: () => ({ token: 'not-a-real-invite-token' }),
  createProduct: () => draftInput(),
  updateProduct: () => ({ title: 'Changed by an intruder' }),
  updateProductAsset: () => ({ alt_text: 'Changed by an intruder' }),
  createAccountRole: () => ({ name: 'Matrix role', permission_names: ['products.view'] }),
  updateAccountRole: () => ({ description: 'Changed by the matrix' }),
  createAccountInvite: () => ({ email: 'matrix.invitee@example.com', role_ids: [] }),
  setAccountUserRoles: () => ({ role_ids: [] }),
  setAccountPublishing: () => ({ approved: true, reason: 'Approved by the matrix' }),
  renameAccount: () => ({ name: 'Renamed by the matrix' }),
  createBranch: () => ({
    name: 'Matrix Branch',
    address_line1: '1 Matrix Way',
    city: 'Columbus',
    zip_code: '43228',
    time_zone: 'America/New_York',
    weekly_hours: [{ day: 'mon', opens: '07:00', closes: '17:00' }],
  }),
  updateBranch: () => ({ is_active: false }),
  updateAccountLead: () => ({ status: 'lost', lost_reason: 'Changed by an intruder' }),
  createDealerSite: () => ({ name: 'Matrix site', origins: ['https://matrix.example'] }),
  updateDealerSite: () => ({ active: false }),
  createApiKey: () => ({ name: 'Matrix key', permission_names: [] }),
  createWebhookEndpoint: () => ({ url: 'https://localhost/intruder', events: ['lead.created'] }),
  updateWebhookEndpoint: () => ({ active: false }),
  createLeadQuote: () => ({ lines: [], charges: [], tax_rate: 0, valid_until: inAWeek() }),
  updateLeadQuote: () => ({ lines: [], charges: [], tax_rate: 0, valid_until: inAWeek() }),
  requestRentalExtension: () => ({ end_date: '2030-01-10' }),
  requestRentalOffRent: () => ({
    pickup_date: '2030-01-05',
    site_contact_name: 'Matrix Site',
    site_contact_phone: '(312) 555-0100',
  }),
  updateAccountRentalRequest: () => ({ status: 'approved' }),
  createAccountHold: () => ({
    equipment_id: product.id,
    quantity: 1,
    start_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    end_date: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
  }),
};

async function request(
  operation: Operation,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> {
  const ids: Record<string, number> = {
    id:
      operation.path.startsWith('/account/') || operation.path.startsWith('/admin/accounts/')
        ? accountId
        : operation.path.startsWith('/products/assets')
          ? asset.id
          : operation.path.startsWith('/admin/branches/')
            ? branchId
            : product.id,
    roleId: ownerRoleId,
    inviteId: 1,
    bookingId: 1,
    siteId: 1,
    keyId: 1,
    endpointId: 1,
    deliveryId: 1,
    quoteId: 1,
    rentalId: 1,
    requestId: 1,
    userId: owner.user.id,
  };
  const names: Record<string, string> = { reference: leadReference };
  const url =
    '/api/v1' +
    operation.path.replace(/\{(\w+)\}/g, (_, name: string) => names[name] ?? String(ids[name]));
  // getAccountPlanner's range is required: without it the answer would be about the query.
  const query =
    operation.operationId === 'getAccountPlanner' ? '?from=2030-01-01&to=2030-01-14' : '';
  const options: InjectOptions = {
    method: operation.method,
    url: `${url}${query}`,
    headers: { ...headers },
  };
  if (operation.operationId === 'createRentalServiceRequest') {
    const form = await multipart({ description: 'Matrix problem' });
    options.payload = form.payload;
    options.headers = { ...options.headers, ...form.headers };
  } else if (operation.operationId === 'uploadProductAsset') {
    const form = await multipart({
      product_id: product.id,
      file: { bytes: FILES.png, name: 'intruder.png', type: 'image/png' },
    });
    options.payload = form.payload;
    options.headers = { ...options.headers, ...form.headers };
  } else if (operation.body) {
    const body = BODIES[operation.operationId];
    if (!body) throw new Error(`No matrix body for ${operation.operationId}`);
    options.payload = body();
  }
  return t.app.inject(options);
}

function expectDocumentedError(
  response: LightMyRequestResponse,
  statuses: number[],
  context: string,
): void {
  matrixSize += 1;
  expect(statuses, `${context}: ${response.statusCode} ${response.body}`).toContain(
    response.statusCode,
  );
  const body: unknown = response.json();
  expect(validators.error(body), `${context}: ${response.body}`).toBe(true);
  // Never data: an error body carries nothing but message, slug (and errors on a 422).
  expect(Object.keys(body as object).sort(), context).toEqual(
    response.statusCode === 422 ? ['errors', 'message', 'slug'] : ['message', 'slug'],
  );
}

const secured = () => loadDocument().operations.filter((operation) => operation.secured);

beforeAll(async () => {
  t = await createTestApp();
  validators = errorValidators();
  owner = await loginAs(t.app, DEMO_OWNER.email, DEMO_OWNER.password, {
    remoteAddress: '192.0.2.21',
  });
  accountId = await demoAccountId(t.db);
  ownerRoleId = await roleIdOf(t.db, accountId, 'Owner');
  branchId = (await t.db.query<{ id: number }>('select min(id) as id from branches')).rows[0]!.id;
  // A lead of the demo account (the demo seed's inbox).
  const lead = await t.db.query<{ reference: string }>(
    'select reference from quote_requests where account_id = $1 order by id limit 1',
    [accountId],
  );
  leadReference = lead.rows[0]!.reference;
  outsider = await registerAndLogin(t.app, { name: 'Other Account User' });
  powerless = await memberOf(t.app, t.db, accountId, null);

  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/products',
    headers: owner.authHeader,
    payload: draftInput({ title: 'Account A secret unit' }),
  });
  expect(created.statusCode, created.body).toBe(201);
  product = created.json<Product>();
  const form = await multipart({
    product_id: product.id,
    file: { bytes: FILES.png, name: 'a.png', type: 'image/png' },
  });
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/v1/products/assets',
    headers: { ...owner.authHeader, ...form.headers },
    payload: form.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  asset = uploaded.json<ProductAsset>();

  // Forged and stale credentials for the owner's (live) session.
  const { rows } = await t.db.query<{ value: string }>(
    `select value from settings where key = 'jwt_secret'`,
  );
  const secret = rows[0]!.value;
  const [header, payload, signature] = owner.accessToken.split('.') as [string, string, string];
  const claims = decodePart(payload);
  const sessionId = claims.sid as string;
  const expired = await createAccessTokens({ secret, ttlSeconds: 1 }).sign(
    { userId: owner.user.id, sessionId },
    new Date(Date.now() - 60 * 60 * 1000),
  );
  const middle = Math.floor(signature.length / 2);
  const flipped =
    signature.slice(0, middle) +
    (signature[middle] === 'A' ? 'B' : 'A') +
    signature.slice(middle + 1);
  const foreign = await createAccessTokens({ secret: 'f'.repeat(48), ttlSeconds: 900 }).sign({
    userId: owner.user.id,
    sessionId,
  });
  const loggedOut = await loginAs(t.app, DEMO_OWNER.email, DEMO_OWNER.password, {
    remoteAddress: '192.0.2.22',
  });
  const logout = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/logout',
    headers: loggedOut.authHeader,
    payload: { refreshToken: loggedOut.refreshToken },
  });
  expect(logout.statusCode).toBe(204);

  credentials.set('no token', {});
  credentials.set('expired token', bearerHeader(expired.token));
  credentials.set('flipped signature', bearerHeader(`${header}.${payload}.${flipped}`));
  credentials.set(
    'changed sub',
    bearerHeader(
      `${header}.${base64url({ ...claims, sub: String(outsider.user.id) })}.${signature}`,
    ),
  );
  credentials.set(
    'alg none',
    bearerHeader(`${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`),
  );
  credentials.set('foreign key', bearerHeader(foreign.token));
  credentials.set('logged-out session', loggedOut.authHeader);
  credentials.set('not a JWT', { authorization: 'Bearer not-a-token' });
  // From the store's own page (a cookie alone without Origin is a CSRF 403, http/csrf.test.ts).
  credentials.set('tampered cookie', {
    cookie: `access_token=${header}.${payload}.${flipped}`,
    origin: new URL(t.config.publicUrl).origin,
  });
  credentials.set('refresh token as access token', bearerHeader(owner.refreshToken));
  // Secret API keys of the account holding every permission, but revoked, expired or unknown.
  const every = PERMISSIONS.map((permission) => permission.name);
  const revokedKey = await insertApiKey(t.db, accountId, every, { revoked: true });
  const expiredKey = await insertApiKey(t.db, accountId, every, { expiresAt: new Date() });
  credentials.set('revoked API key', revokedKey.authHeader);
  credentials.set('expired API key', expiredKey.authHeader);
  credentials.set('unknown API key', bearerHeader(`sk_${'x'.repeat(43)}`));
  credentials.set('malformed API key', bearerHeader('sk_live_abc'));
}, 60_000);
afterAll(() => t.close());

describe('access-control matrix of every authenticated operation', () => {
  it('covers the operations the document secures', () => {
    const ids = secured().map((operation) => operation.operationId);
    expect(ids.length).toBeGreaterThan(25);
    for (const id of ['listProducts', 'createProduct', 'uploadProductAsset', 'listAdminUsers']) {
      expect(ids).toContain(id);
    }
  });

  it('answers 401 to missing, expired, tampered and revoked credentials on every one', async () => {
    for (const operation of secured()) {
      for (const [name, headers] of credentials) {
        // Logout without a valid token is documented as a 204 (it only clears what it can).
        if (operation.operationId === 'logoutUser') continue;
        const response = await request(operation, headers);
        expectDocumentedError(response, [401], `${operation.operationId} with ${name}`);
        expect(response.json<{ slug: string }>().slug).toBe('unauthenticated');
      }
    }
  });

  it('a secret API key: its account and permissions only, never a person’s calls', async () => {
    const every = PERMISSIONS.map((permission) => permission.name);
    const everything = await insertApiKey(t.db, accountId, every);
    const nothing = await insertApiKey(t.db, accountId, []);
    const foreign = await insertApiKey(t.db, outsider.user.current_account.id, every);
    const others = secured().filter((operation) => !operation.path.startsWith('/account/'));
    expect(others.length).toBeGreaterThan(20);
    for (const operation of others) {
      // Logout is documented as a 204 whatever the credentials (a key has no session to end).
      if (operation.operationId === 'logoutUser') continue;
      const context = `${operation.operationId} with a key`;
      if (!operation.path.startsWith('/products')) {
        // The /user… calls and the platform admin calls are a person's: 403 to any key.
        expectDocumentedError(await request(operation, everything.authHeader), [403], context);
        continue;
      }
      if (operation.permissions.length > 0) {
        expectDocumentedError(await request(operation, nothing.authHeader), [403], context);
      }
      if (operation.path.startsWith('/products/')) {
        // Like a person of another account: the upload names the product in its body → 422.
        const expected = operation.operationId === 'uploadProductAsset' ? [422] : [404];
        const response = await request(operation, foreign.authHeader);
        expectDocumentedError(response, expected, `${context} of another account`);
        expect(response.body).not.toContain('Account A secret unit');
      }
    }
    // The control: a key holding products.view reads its account's product.
    const reader = await insertApiKey(t.db, accountId, ['products.view']);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v1/products/${product.id}`,
      headers: reader.authHeader,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<Product>().title).toBe('Account A secret unit');
  });

  it('never shows or changes a product of another account', async () => {
    const productOperations = secured().filter((operation) =>
      operation.path.startsWith('/products/'),
    );
    expect(productOperations.length).toBeGreaterThanOrEqual(5);
    for (const operation of productOperations) {
      const response = await request(operation, outsider.authHeader);
      // 404 for the resource in the path; the upload names the product in its body → 422 there.
      const expected = operation.operationId === 'uploadProductAsset' ? [422] : [404];
      expectDocumentedError(response, expected, `${operation.operationId} as another account`);
      expect(response.body).not.toContain('Account A secret unit');
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/products?per_page=100',
      headers: outsider.authHeader,
    });
    matrixSize += 1;
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('Account A secret unit');

    const still = await t.app.inject({
      method: 'GET',
      url: `/api/v1/products/${product.id}`,
      headers: owner.authHeader,
    });
    expect(still.statusCode).toBe(200);
    expect(still.json<Product>().title).toBe('Account A secret unit');
    expect(still.json<Product>().assets?.map((a) => a.id) ?? [asset.id]).toContain(asset.id);
  });

  it('serves a draft’s files to no one outside its account: 404, never 403, never cached', async () => {
    const keys = [asset.url, ...asset.sources.map((source) => source.url)].map((url) =>
      url.replace(/^.*?\/media\//, ''),
    );
    const urls = keys.flatMap((key) => [`/media/${key}`, `/api/media/${key}`]);
    const callers: [string, Record<string, string>][] = [
      ...credentials,
      ['another account', outsider.authHeader],
      ['a member without permission', powerless.authHeader],
    ];
    for (const url of urls) {
      for (const [name, headers] of callers) {
        for (const method of ['GET', 'HEAD'] as const) {
          const response = await t.app.inject({ method, url, headers });
          const context = `${method} ${url} with ${name}`;
          if (method === 'GET') expectDocumentedError(response, [404], context);
          else expect(response.statusCode, context).toBe(404);
          expect(response.headers['cache-control'], context).toBe('private, no-store');
        }
      }
      const own = await t.app.inject({ method: 'GET', url, headers: owner.authHeader });
      expect(own.statusCode, url).toBe(200);
      expect(own.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('answers 403 to a member of the account lacking the permission, and to non-admins', async () => {
    const productOperations = secured().filter(
      (operation) => operation.path.startsWith('/products') && operation.permissions.length > 0,
    );
    for (const operation of productOperations) {
      const response = await request(operation, powerless.authHeader);
      expectDocumentedError(response, [403], `${operation.operationId} without permission`);
    }
    const adminOnly = loadDocument().operations.filter((o) =>
      o.permissions.includes('platform-admin'),
    );
    expect(adminOnly.map((o) => o.operationId).sort()).toEqual([
      'createBranch',
      'getAdminBranch',
      'getAdminDealerSiteFunnel',
      'listAdminAccounts',
      'listAdminBranches',
      'listAdminDealerSites',
      'listAdminLeads',
      'listAdminUsers',
      'setAccountPublishing',
      'updateBranch',
    ]);
    for (const operation of adminOnly) {
      for (const session of [outsider, powerless]) {
        const response = await request(operation, session.authHeader);
        expectDocumentedError(response, [403], `${operation.operationId} as a non-admin`);
      }
    }
    // Nothing changed for the refusals: the branch is still active.
    const branch = await t.app.inject({ method: 'GET', url: `/api/v1/branches/${branchId}` });
    expect(branch.statusCode).toBe(200);
    // Nobody approves their own account: an account owner is not a platform administrator.
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/accounts/${outsider.user.current_account.id}/publishing`,
      headers: outsider.authHeader,
      payload: { approved: true, reason: 'Approving myself' },
    });
    expectDocumentedError(own, [403], 'setAccountPublishing on the caller’s own account');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: outsider.authHeader,
    });
    expect(
      me.json<{ current_account: { publishing_approved: boolean } }>().current_account,
    ).toMatchObject({ publishing_approved: false });
    console.log(
      `[access] matrix size: ${matrixSize} checks over ${secured().length} authenticated operations ` +
        `× ${credentials.size} bad credentials (+ cross-account and permission columns)`,
    );
  });
});
