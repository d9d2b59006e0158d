import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER } from '../db/seed-demo-data';
import { apiCaller, expectError, registerMember } from '../testing/accounts';
import { loginAsDemoOwner, registerAndLogin, type TestSession } from '../testing/auth';
import { createTestApp } from '../testing/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof apiCaller>;
let admin: TestSession;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  admin = await loginAsDemoOwner(t.app);
});
afterAll(() => t.close());

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('listAdminUsers', () => {
  it('answers 401 without login and 403 for anyone but platform admins (account owners included)', async () => {
    expectError(await call('GET', '/admin/users'), 401, 'unauthenticated');
    const owner = await registerAndLogin(t.app);
    expect(owner.user.current_account_user.all_permission_names).toContain('users.manage');
    expectError(await call('GET', '/admin/users', { as: owner }), 403, 'forbidden');
  });

  it('lists every user by name with their accounts; q matches name and e-mail; paginated', async () => {
    const zed = await registerAndLogin(t.app, { name: 'Zed Zimmer' });
    const amy = await registerMember(t.app, t.db, admin.user.current_account.id, ['Sales'], {
      name: 'amy Adams',
    });
    const response = await call('GET', '/admin/users?per_page=100', { as: admin });
    expect(response.statusCode).toBe(200);
    const { items, meta } = response.json();
    const total = (await t.db.query<{ n: number }>('select count(*)::int as n from users')).rows[0]!
      .n;
    expect(meta).toEqual({ page: 1, per_page: 100, total, total_pages: 1 });
    const names = items.map((user: { name: string }) => user.name);
    expect(names).toEqual(
      [...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    const amyRow = items.find((user: { id: number }) => user.id === amy.user.id);
    expect(amyRow).toEqual({
      id: amy.user.id,
      name: 'amy Adams',
      email: amy.email,
      email_verified_at: null,
      is_platform_admin: false,
      accounts: [
        { id: amy.user.current_account.id, name: 'amy Adams’s account' },
        { id: admin.user.current_account.id, name: DEMO_OWNER.accountName },
      ].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase())),
      created_at: expect.stringMatching(ISO),
    });
    const adminRow = items.find((user: { id: number }) => user.id === admin.user.id);
    expect(adminRow).toMatchObject({
      is_platform_admin: true,
      email_verified_at: expect.stringMatching(ISO),
    });

    const byName = await call('GET', '/admin/users?q=ZIMMER', { as: admin });
    expect(byName.json().items.map((user: { id: number }) => user.id)).toEqual([zed.user.id]);
    const byEmail = await call('GET', `/admin/users?q=${encodeURIComponent(amy.email)}`, {
      as: admin,
    });
    expect(byEmail.json().items.map((user: { id: number }) => user.id)).toEqual([amy.user.id]);
    const none = await call('GET', '/admin/users?q=nobody-like-this', { as: admin });
    expect(none.json()).toEqual({
      items: [],
      meta: { page: 1, per_page: 20, total: 0, total_pages: 0 },
    });

    const second = await call('GET', '/admin/users?per_page=1&page=2', { as: admin });
    expect(second.json().items.map((user: { name: string }) => user.name)).toEqual([names[1]]);
    expect(second.json().meta).toEqual({ page: 2, per_page: 1, total, total_pages: total });
  });
});
