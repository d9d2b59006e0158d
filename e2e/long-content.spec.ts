import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { sameOrigin } from './same-origin';

// The largest values the contract allows and a title that is one unbroken word must not push a
// card, the unit page or the admin table wider than a 375px phone.
const OWNER = { email: 'owner@liftline.example', password: 'LiftlineDemo2026!' };
const LONG_WORD = `Superlongunbrokenmodeldesignation${'X'.repeat(120)}`;

async function ownerHeaders(request: APIRequestContext) {
  const login = (await (
    await request.post('/api/v1/user/login', { data: OWNER, headers: sameOrigin() })
  ).json()) as {
    token: { access_token: string };
  };
  return { authorization: `Bearer ${login.token.access_token}` };
}

/** Elements wider than the viewport, or whose content spills out sideways. */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`page ${document.documentElement.scrollWidth}px`);
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('main *'))) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const clips = style.overflowX !== 'visible';
      if (box.right > width + 1 && !element.closest('[data-scroll-x]'))
        found.push(
          `${element.tagName.toLowerCase()}.${element.className} right ${Math.round(box.right)}`,
        );
      else if (!clips && element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0)
        found.push(
          `${element.tagName.toLowerCase()}.${element.className} spills ${element.scrollWidth}/${element.clientWidth}`,
        );
    }
    return found.slice(0, 5);
  });
}

let unitId = 0;
let stockNumber = '';
test.beforeAll(async ({ request }) => {
  stockNumber = `E2E-LONG-${Date.now()}`;
  const created = await request.post('/api/v1/products', {
    headers: await ownerHeaders(request),
    data: {
      stock_number: stockNumber,
      title: LONG_WORD,
      category: 'rail-cars',
      make: 'Trinity',
      model: LONG_WORD.slice(0, 100),
      year: new Date().getFullYear() + 1,
      condition: 'new',
      for_rent: true,
      for_sale: true,
      status: 'published',
      capacity_lbs: 300000,
      lift_height_ft: 200,
      hours_used: 100000,
      sale_price: 10000000,
      rental_rates: { daily: 10000000, weekly: 10000000, monthly: 10000000 },
      branch_id: 1,
      description: LONG_WORD,
      specs: [{ label: LONG_WORD.slice(0, 100), value: LONG_WORD.slice(0, 200) }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  unitId = ((await created.json()) as { id: number }).id;
});
test.afterAll(async ({ request }) => {
  if (unitId)
    await request.delete(`/api/v1/products/${unitId}`, { headers: await ownerHeaders(request) });
});

test.use({ viewport: { width: 375, height: 800 } });

test('a card with the largest numbers and one long word stays inside a 375px screen', async ({
  page,
}) => {
  await page.goto(`/equipment?q=${stockNumber}`);
  const card = page.getByRole('article').filter({ hasText: 'Superlongunbroken' }).first();
  await expect(card).toBeVisible();
  await expect(card).toContainText('$10,000,000');
  expect(await overflowing(page)).toEqual([]);
});

test('the unit page with them stays inside a 375px screen', async ({ page }) => {
  await page.goto(`/equipment/${unitId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Superlongunbroken');
  expect(await overflowing(page)).toEqual([]);
});
