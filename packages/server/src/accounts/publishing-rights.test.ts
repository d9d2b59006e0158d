import type { components } from '@liftline/sdk/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishableInput } from '../products/product-test-helpers';
import { loginAsDemoOwner, registerAndLogin, type TestSession } from '../testing/auth';
import { createTestApp } from '../testing/test-app';

type AdminAccount = components['schemas']['AdminAccount'];
type AdminAccountPage = components['schemas']['AdminAccountPage'];
type ErrorBody = components['schemas']['Error'];

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestSession;
let dealer: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAsDemoOwner(t.app); // the demo owner is a platform administrator
  dealer = await registerAndLogin(t.app);
});
afterAll(() => t.close());

async function call<T>(method: 'GET' | 'POST', url: string, as: TestSession, payload?: object) {
  const response = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: as.authHeader,
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json<T & ErrorBody>() };
}

const dealerAccount = () => dealer.user.current_account.id;
const decide = (approved: boolean, reason = approved ? 'Verified dealer' : 'Junk listings') =>
  call<AdminAccount>('POST', `/admin/accounts/${dealerAccount()}/publishing`, admin, {
    approved,
    reason,
  });
const inCatalog = async (stock: string) =>
  (
    await call<{ items: { stock_number?: string; title: string }[] }>(
      'GET',
      `/equipment?q=${stock}`,
      dealer,
    )
  ).body.items.length;

describe('publishing rights', () => {
  it('a new account may not publish: 403 with a clear message, drafts are fine', async () => {
    const me = await call<{ current_account: { publishing_approved: boolean } }>(
      'GET',
      '/user',
      dealer,
    );
    expect(me.body.current_account.publishing_approved).toBe(false);

    const published = await call('POST', '/products', dealer, publishableInput({ title: 'Junk' }));
    expect(published.status).toBe(403);
    expect(published.body.slug).toBe('publishing_not_approved');
    expect(published.body.message).toMatch(/platform administrator approves new accounts/);

    const draft = await call<{ id: number }>('POST', '/products', dealer, {
      ...publishableInput(),
      status: 'draft',
    });
    expect(draft.status).toBe(201);
    const publish = await call('POST', `/products/${draft.body.id}`, dealer, {
      status: 'published',
    });
    expect(publish.status).toBe(403);
    expect(publish.body.slug).toBe('publishing_not_approved');
    // Other changes of the draft are still allowed.
    expect(
      (await call('POST', `/products/${draft.body.id}`, dealer, { title: 'Renamed' })).status,
    ).toBe(200);
  });

  it('the demo operating account is approved', async () => {
    const me = await call<{ current_account: { publishing_approved: boolean } }>(
      'GET',
      '/user',
      admin,
    );
    expect(me.body.current_account.publishing_approved).toBe(true);
  });

  it('an administrator approves with a reason; the account publishes; revoking unpublishes it all', async () => {
    const listed = await call<AdminAccountPage>(
      'GET',
      `/admin/accounts?publishing=not_approved&q=${encodeURIComponent(dealer.user.current_account.name)}`,
      admin,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((account) => account.id)).toContain(dealerAccount());

    const approved = await decide(true);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      id: dealerAccount(),
      publishing_approved: true,
      publishing_decision: {
        approved: true,
        reason: 'Verified dealer',
        decided_by: { email: admin.email },
      },
    });
    const input = publishableInput({ title: 'Approved dealer forklift' });
    const created = await call<{ id: number; status: string }>('POST', '/products', dealer, input);
    expect(created.status).toBe(201);
    expect(await inCatalog(input.stock_number)).toBe(1);

    // The same decision again changes and records nothing.
    const again = await decide(true, 'Twice');
    expect(again.body.publishing_decision).toEqual(approved.body.publishing_decision);

    const revoked = await decide(false);
    expect(revoked.body).toMatchObject({
      publishing_approved: false,
      published_count: 0,
      publishing_decision: { approved: false, reason: 'Junk listings' },
    });
    expect(await inCatalog(input.stock_number)).toBe(0);
    const product = await call<{ status: string }>('GET', `/products/${created.body.id}`, dealer);
    expect(product.body.status).toBe('draft');
    const filtered = await call<AdminAccountPage>(
      'GET',
      '/admin/accounts?publishing=approved&per_page=100',
      admin,
    );
    expect(filtered.body.items.map((account) => account.id)).not.toContain(dealerAccount());
  });

  it('checks its input: 404 for an unknown account, 422 without a reason', async () => {
    const unknown = await call('POST', '/admin/accounts/2147483647/publishing', admin, {
      approved: true,
      reason: 'Nobody',
    });
    expect(unknown.status).toBe(404);
    for (const reason of ['', '   ']) {
      const noReason = await call('POST', `/admin/accounts/${dealerAccount()}/publishing`, admin, {
        approved: true,
        reason,
      });
      expect(noReason.status).toBe(422);
      expect(Object.keys(noReason.body.errors ?? {})).toEqual(['reason']);
    }
  });

  it('only platform administrators list accounts or decide (403), nobody approves themselves', async () => {
    expect((await call('GET', '/admin/accounts', dealer)).status).toBe(403);
    const self = await call('POST', `/admin/accounts/${dealerAccount()}/publishing`, dealer, {
      approved: true,
      reason: 'Approving myself',
    });
    expect(self.status).toBe(403);
    expect(self.body.slug).toBe('forbidden');
  });
});
