import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createSiteKeyResolver } from '../dealers/site-key-resolver';
import { loginAs } from '../testing/auth';
import { createTestApp } from '../testing/test-app';
import { DEMO_ADMIN, DEMO_OWNER, DEMO_STAFF, seedDemoData } from './seed-demo-data';
import { DEMO_DEALER_SITE } from './seed-demo-dealer-site';
import { DEMO_LEAD_COUNT } from './seed-demo-leads';

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

    it('the example dealer page’s site: the demo owner’s, with its fixed key, crediting its two origins', async () => {
      const owner = await loginAs(t.app, DEMO_OWNER.email, DEMO_OWNER.password);
      const accountId = owner.user.current_account.id;
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/v1/account/${accountId}/dealer-sites`,
        headers: owner.authHeader,
      });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().items).toEqual([
        expect.objectContaining({
          name: DEMO_DEALER_SITE.name,
          origins: DEMO_DEALER_SITE.origins,
          active: true,
          publishable_key: DEMO_DEALER_SITE.publishableKey,
          account: { id: accountId, name: DEMO_OWNER.accountName },
        }),
      ]);
      const siteKeys = createSiteKeyResolver(t.db);
      for (const origin of DEMO_DEALER_SITE.origins) {
        expect(await siteKeys.credit(DEMO_DEALER_SITE.publishableKey, origin)).toMatchObject({
          accountId,
          origin,
        });
      }
    });

    it('the demo inbox: about 40 leads of both types in every status, some the staff member’s, a lost one with its reason', async () => {
      const staff = await loginAs(t.app, DEMO_STAFF.email, DEMO_STAFF.password);
      const accountId = staff.user.current_account.id;
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/v1/account/${accountId}/leads?per_page=100`,
        headers: staff.authHeader,
      });
      expect(list.statusCode, list.body).toBe(200);
      type Summary = {
        reference: string;
        type: string;
        status: string;
        received_at: string;
        branch: { id: number } | null;
        assignee: { name: string } | null;
      };
      const { items, meta } = list.json<{ items: Summary[]; meta: { total: number } }>();
      expect(meta.total).toBe(DEMO_LEAD_COUNT);
      expect(new Set(items.map((item) => item.status))).toEqual(
        new Set(['new', 'contacted', 'quoted', 'won', 'lost']),
      );
      expect(new Set(items.map((item) => item.type))).toEqual(new Set(['quote', 'contact']));
      expect(new Set(items.map((item) => item.branch?.id)).size).toBeGreaterThan(3);
      expect(
        items.filter((item) => item.assignee?.name === DEMO_STAFF.name).length,
      ).toBeGreaterThan(5);
      const oldest = Date.parse(items.at(-1)!.received_at);
      expect(Date.now() - oldest).toBeLessThan(61 * 86_400_000);

      const lost = items.find((item) => item.status === 'lost')!;
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/v1/account/${accountId}/leads/${lost.reference}`,
        headers: staff.authHeader,
      });
      const lead = detail.json<{
        lost_reason: string;
        events: { kind: string; to_status: string; note: string }[];
      }>();
      expect(lead.lost_reason).toBeTruthy();
      expect(lead.events[0]!.kind).toBe('received');
      expect(lead.events.at(-1)).toMatchObject({
        kind: 'status',
        to_status: 'lost',
        note: lead.lost_reason,
      });

      // The staff member (Sales) works leads.
      const fresh = items.find((item) => item.status === 'new')!;
      const worked = await t.app.inject({
        method: 'POST',
        url: `/api/v1/account/${accountId}/leads/${fresh.reference}`,
        headers: staff.authHeader,
        payload: { status: 'contacted', note: 'Called from the demo' },
      });
      expect(worked.statusCode, worked.body).toBe(200);

      // Seeding again changes nothing.
      expect(await seedDemoData(t.db)).toEqual({ branches: 0, equipment: 0, pictures: 0 });
      const count = await t.db.query<{ n: number }>(
        `select (select count(*) from quote_requests) + (select count(*) from contact_requests) as n`,
      );
      expect(Number(count.rows[0]!.n)).toBe(DEMO_LEAD_COUNT);
    });
  });
});
