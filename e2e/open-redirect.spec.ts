import { expect, test, type Page } from '@playwright/test';
import { guardConsole } from './console-guard';

// A way back written into a URL (`?from=` of the upgrade-required page, `?returnTo=` of the login
// and register pages) never takes the visitor to another site, whatever the browser drops or
// normalises: tab, CR and LF vanish from URLs, a backslash reads as a slash, `/.//x` becomes `//x`.

const OWNER = { email: 'owner@liftline.example', password: 'LiftlineDemo2026!' };
const EVIL = 'evil.example';
const PAYLOADS = [
  `/%09/${EVIL}/x`,
  `/%0A/${EVIL}/x`,
  `/%0D/${EVIL}/x`,
  `/%5C${EVIL}/x`,
  `/%5C/${EVIL}/x`,
  `/.//${EVIL}/x`,
  `%20//${EVIL}/x`,
] as const;

/** Answers any request to the other site (so leaving it is seen, not a DNS error) and counts them. */
async function watchOtherSite(page: Page): Promise<string[]> {
  const visits: string[] = [];
  await page.route(`**://${EVIL}/**`, (route) => {
    visits.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Elsewhere</h1>' });
  });
  return visits;
}

const onThisSite = (page: Page, baseURL: string | undefined) =>
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);

async function logIn(page: Page, loginPath = '/guest/user/login') {
  await page.goto(loginPath);
  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test.describe('a way back in the URL stays on the site', () => {
  for (const payload of PAYLOADS) {
    test(`upgrade required: "Reload" with from=${payload} loads this site's home page`, async ({
      page,
      baseURL,
    }) => {
      const checkConsole = guardConsole(page);
      const visits = await watchOtherSite(page);
      await page.goto(`/guest/upgrade-required?from=${payload}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Please reload Liftline' }),
      ).toBeVisible();

      await page.getByRole('button', { name: 'Reload' }).click();

      await expect(page).toHaveURL(`${baseURL}/`);
      await page.waitForLoadState('load');
      onThisSite(page, baseURL);
      expect(visits).toEqual([]);
      checkConsole();
    });
  }

  test('login: returnTo=/%09/evil.example/x goes to the account after logging in', async ({
    page,
    baseURL,
  }) => {
    const checkConsole = guardConsole(page);
    const visits = await watchOtherSite(page);

    await logIn(page, `/guest/user/login?returnTo=/%09/${EVIL}/x`);

    await expect(page).toHaveURL(`${baseURL}/authorized/account`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    onThisSite(page, baseURL);
    expect(visits).toEqual([]);
    checkConsole();
  });

  test('register, signed in: the link onward with returnTo=/%09/evil.example/x stays here', async ({
    page,
    baseURL,
  }) => {
    const checkConsole = guardConsole(page);
    const visits = await watchOtherSite(page);
    await logIn(page);
    await expect(page).toHaveURL(`${baseURL}/authorized/account`);

    for (const payload of [`/%09/${EVIL}/x`, `/%5C${EVIL}/x`, `/.//${EVIL}/x`]) {
      await page.goto(`/guest/user/register?returnTo=${payload}`);
      const onward = page.getByRole('link', { name: /Continue|Go to your account/ });
      await expect(onward).toBeVisible();
      // The link itself points here (also for a middle click or "open in new tab").
      const href = await onward.evaluate((link) => (link as HTMLAnchorElement).href);
      expect(new URL(href).origin).toBe(new URL(baseURL!).origin);

      await onward.click();

      await expect(page).toHaveURL(`${baseURL}/authorized/account`);
      onThisSite(page, baseURL);
    }
    expect(visits).toEqual([]);
    checkConsole();
  });
});
