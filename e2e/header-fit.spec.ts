import { expect, test, type Page } from '@playwright/test';

// The desktop bar holds the nav, the search, the saved branch, the language switcher, the account
// links and the quote link in both languages. With a branch saved, or signed in (the longest
// bars), no nav word breaks inside itself and no item overlaps the next (Spanish words are longer;
// the switcher is one more item).

const STAFF = { email: 'demo-staff@liftline.test', password: 'liftline-demo' };

async function expectBarFits(page: Page, width: number) {
  const boxes = await page.locator('header').evaluate((header) => {
    const menu = header.querySelector('[data-open]');
    const account = header.querySelector('[data-open] nav ~ * a, [data-open] button');
    const items = [
      ...Array.from(header.querySelectorAll('nav a')),
      ...Array.from(menu?.children ?? []).filter((child) => child.tagName !== 'NAV'),
      ...Array.from(header.querySelectorAll(':scope a[href$="/quote"]')),
    ].flatMap((item) =>
      // The account group's links and button each count (they sit side by side).
      item.children.length > 1 && item.querySelector('a, button') && item !== account
        ? Array.from(item.querySelectorAll(':scope > a, :scope > button'))
        : [item],
    );
    return items
      .map((item) => item.getBoundingClientRect())
      .filter((box) => box.width > 0)
      .map(({ left, right, height }) => ({ left, right, height }));
  });
  for (const box of boxes.slice(0, 3)) {
    expect(box.height, 'a nav link on one line').toBeLessThan(48);
  }
  const sorted = [...boxes].sort((a, b) => a.left - b.left);
  for (let i = 1; i < sorted.length; i += 1) {
    expect(sorted[i]!.left, 'items side by side').toBeGreaterThanOrEqual(sorted[i - 1]!.right - 1);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

for (const prefix of ['', '/es']) {
  for (const width of [1210, 1280, 1440]) {
    test(`${prefix || '/'} at ${width}px with a saved branch: the bar fits on one line`, async ({
      page,
      request,
    }) => {
      const branch = (await (await request.get('/api/v1/branches/1')).json()) as object;
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${prefix}/about`);
      await page.evaluate(
        (saved) => localStorage.setItem('liftline_local_branch', JSON.stringify(saved)),
        branch,
      );
      await page.goto(`${prefix}/equipment`);
      await expect(page.locator('header .lf-branch-finder')).toContainText(/Chicago/);
      await expectBarFits(page, width);
    });
  }

  test(`${prefix || '/'} signed in, at 1210 and 1280px: the bar fits`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/guest/user/login');
    await page.getByLabel('E-mail').fill(STAFF.email);
    await page.getByLabel('Password').fill(STAFF.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/authorized\/account$/);
    await page.goto(`${prefix}/equipment`);
    await expect(
      page.locator('header').getByRole('button', { name: /Sign out|Cerrar sesión/ }),
    ).toBeVisible();
    await expectBarFits(page, 1280);
    await page.setViewportSize({ width: 1210, height: 800 });
    await expectBarFits(page, 1210);
  });
}
