import { it } from 'vitest';
import { createTestApp } from '../testing/test-app';
it('scratch', async () => {
  const t = await createTestApp();
  for (const url of [
    '/equipment?per_page=2',
    '/equipment?q=forkl&per_page=2&sort=relevance',
    '/equipment/filters',
    '/equipment/filters?category=lift-trucks&make=toyota&listing=rent&price_min=100',
    '/equipment/1',
    '/equipment/99999999999',
    '/equipment?price_min=1e400',
    '/equipment?price_min=Infinity',
    '/equipment?capacity_min=1e21',
    '/equipment?q=%27%3B%20drop%20table%20products%3B%20--',
  ]) {
    const r = await t.app.inject({ method: 'GET', url: '/api/v1' + url });
    console.log(url, r.statusCode, r.body.slice(0, 1500));
  }
  await t.close();
});
