import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { loginAs } from '../testing/auth';
import { createTestApp } from '../testing/test-app';
import { DEMO_ADMIN, DEMO_OWNER, DEMO_STAFF } from './seed-demo-data';

describe('demo data', () => {
  it('is never seeded in production unless asked for', () => {
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
  });

  describe('people', () => {
    let t: Awaited<ReturnType<typeof createTestApp>>;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('a staff member of the operating account and a platform administrator can log in', async () => {
      const staff = await loginAs(t.app, DEMO_STAFF.email, DEMO_STAFF.password);
      expect(staff.user.current_account.name).toBe(DEMO_OWNER.accountName);
      expect(staff.user.current_account_user.roles.map((role) => role.name)).toEqual(['Sales']);
      expect(staff.user.is_platform_admin).toBe(false);

      const admin = await loginAs(t.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
      expect(admin.user.is_platform_admin).toBe(true);
      expect(admin.user.current_account.name).toBe(DEMO_ADMIN.accountName);
      const accounts = await t.app.inject({
        method: 'GET',
        url: '/api/v1/admin/accounts?per_page=100',
        headers: admin.authHeader,
      });
      expect(accounts.statusCode).toBe(200);
    });
  });
});
