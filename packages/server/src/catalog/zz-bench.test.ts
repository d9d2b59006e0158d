import { it } from 'vitest';
import { createTestApp } from '../testing/test-app';
it('bench', async () => {
  const t = await createTestApp();
  const db = t.db;
  let s = Date.now();
  await db.query(`insert into products (stock_number, title, category, make, model, year, condition, for_rent, for_sale,
     fuel_type, capacity_lbs, lift_height_ft, hours_used, sale_price, rental_daily, rental_weekly, rental_monthly,
     description, specs, branch_id, account_id, status, created_at, updated_at)
   select p.stock_number || '-' || g, p.title, p.category, p.make, p.model, 2008 + (g % 19), p.condition, p.for_rent, p.for_sale,
     p.fuel_type, p.capacity_lbs + (g % 7) * 100, p.lift_height_ft, p.hours_used, p.sale_price + g % 1000, p.rental_daily + g % 50, p.rental_weekly, p.rental_monthly,
     p.description, p.specs, 1 + (g % 30), p.account_id, case when g % 50 = 0 then 'draft' else 'published' end, p.created_at - (g || ' minutes')::interval, p.updated_at
   from products p cross join generate_series(1, 400) g`);
  console.log('insert', Date.now() - s);
  s = Date.now(); await db.query('analyze products'); console.log('analyze', Date.now() - s);
  console.log((await db.query('select count(*)::int c from products')).rows);
  const urls = ['/equipment', '/equipment?page=2000', '/equipment?q=toyota', '/equipment?q=forkl&sort=relevance', '/equipment?category=rail-cars', '/equipment?make=toyota',
   '/equipment?listing=rent&sort=price_asc', '/equipment?listing=rent&sort=price_desc', '/equipment?sort=price_desc', '/equipment?sort=capacity_desc', '/equipment?sort=year_asc',
   '/equipment?price_min=10000&price_max=20000&sort=price_asc', '/equipment?branch_id=3', '/equipment?fuel_type=electric&lift_height_min=20',
   '/equipment/filters', '/equipment/filters?category=lift-trucks', '/equipment/filters?category=lift-trucks&make=Toyota&listing=rent&price_min=100&year_min=2015', '/equipment/filters?q=forklift'];
  for (const url of urls) {
    for (let i = 0; i < 2; i++) {
      const s2 = performance.now();
      const r = await t.app.inject({ method: 'GET', url: '/api/v1' + url });
      if (i === 1) console.log(url, r.statusCode, Math.round(performance.now() - s2), 'ms', r.json().meta?.total ?? r.json().total);
    }
  }
  await t.close();
}, 600000);
