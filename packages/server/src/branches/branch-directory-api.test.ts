import type { components } from '@liftline/sdk/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_CACHE_CONTROL } from '../catalog/catalog-responses';
import { expectError } from '../testing/accounts';
import { createTestApp } from '../testing/test-app';

type BranchPage = components['schemas']['BranchPage'];
type Branch = components['schemas']['Branch'];

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });

async function idOf(city: string): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>('select id from branches where city = $1', [
    city,
  ]);
  return rows[0]!.id;
}

describe('GET /branches (the branch directory)', () => {
  it('lists every active branch by state, city and name, with hours, closures and time zone', async () => {
    const response = await get('/branches?per_page=100');
    expect(response.statusCode).toBe(200);
    // A public read: cacheable, unlike anything personal.
    expect(response.headers['cache-control']).toBe(CATALOG_CACHE_CONTROL);
    const { items, meta } = response.json<BranchPage>();
    expect(meta).toEqual({ page: 1, per_page: 100, total: 30, total_pages: 1 });
    const keys = items.map((b) => `${b.state}|${b.city}|${b.name}`);
    expect(keys).toEqual([...keys].sort());
    const today = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    for (const branch of items) {
      expect(branch.weekly_hours.length).toBeGreaterThan(0);
      expect(branch.time_zone).toMatch(/^(America|Pacific)\//);
      expect(branch.closures.length).toBeGreaterThanOrEqual(1);
      const dates = branch.closures.map((c) => c.date);
      expect(dates).toEqual([...dates].sort());
      for (const date of dates) expect(date >= today).toBe(true);
    }
  });

  it('derives the display lines from the weekly hours', async () => {
    const chicago = (await get(`/branches/${await idOf('Chicago')}`)).json<Branch>();
    expect(chicago.hours).toEqual([
      { days: 'Mon–Fri', opens: '06:00', closes: '19:00' },
      { days: 'Sat', opens: '07:00', closes: '15:00' },
      { days: 'Sun', opens: '09:00', closes: '13:00' },
    ]);
    expect(chicago.weekly_hours).toHaveLength(7);
    expect(chicago.weekly_hours[0]).toEqual({ day: 'mon', opens: '06:00', closes: '19:00' });
    expect(chicago.time_zone).toBe('America/Chicago');
  });

  it('pages: meta counts every match, pages hold per_page', async () => {
    const { items, meta } = (await get('/branches?per_page=7&page=5')).json<BranchPage>();
    expect(meta).toEqual({ page: 5, per_page: 7, total: 30, total_pages: 5 });
    expect(items).toHaveLength(2);
  });

  it('filters by q over name, city, state and ZIP code, wildcards taken literally', async () => {
    const byCity = (await get('/branches?q=chicago')).json<BranchPage>();
    expect(byCity.items.map((b) => b.city)).toEqual(['Chicago']);
    const byState = (await get('/branches?q=TX&per_page=100')).json<BranchPage>();
    expect(new Set(byState.items.map((b) => b.state))).toEqual(new Set(['TX']));
    expect(byState.meta.total).toBe(3);
    const byZip = (await get('/branches?q=94124')).json<BranchPage>();
    expect(byZip.items.map((b) => b.zip_code)).toEqual(['94124']);
    const byName = (await get('/branches?q=West%20Loop')).json<BranchPage>();
    expect(byName.items).toHaveLength(1);
    for (const wildcard of ['%25', '_', '%5C']) {
      expect((await get(`/branches?q=${wildcard}`)).json<BranchPage>().meta.total).toBe(0);
    }
  });

  it('hides a deactivated branch from the list and answers 404 for its page', async () => {
    const id = await idOf('Sacramento');
    expect((await get(`/branches/${id}`)).statusCode).toBe(200);
    const units = async () =>
      (await get(`/equipment?branch_id=${id}`)).json<{ meta: { total: number } }>().meta.total;
    const unitsBefore = await units();
    expect(unitsBefore).toBeGreaterThan(0);
    await t.db.query('update branches set is_active = false where id = $1', [id]);
    // Its units stay at it: the catalog's branch filter still finds them.
    expect(await units()).toBe(unitsBefore);
    const { items, meta } = (await get('/branches?per_page=100')).json<BranchPage>();
    expect(meta.total).toBe(29);
    expect(items.map((b) => b.id)).not.toContain(id);
    expectError(await get(`/branches/${id}`), 404, 'not_found');
    expect((await get('/branches?q=Sacramento')).json<BranchPage>().items).toEqual([]);
    await t.db.query('update branches set is_active = true where id = $1', [id]);
  });

  it('answers 404 for an unknown branch and 422 for a malformed id', async () => {
    expectError(await get('/branches/999999'), 404, 'not_found');
    expectError(await get('/branches/abc'), 422, 'validation_failed');
  });
});
