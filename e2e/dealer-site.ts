import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { dealerPort } from './lanes';
import { sameOrigin } from './same-origin';

// examples/dealer-site, served by scripts/serve-dealer-site.mjs on another origin than the API and
// the widgets (see playwright.config.ts; this worker's lane's, e2e/lanes.ts): what a dealer gets
// with one script tag.
export const dealerSite = `http://localhost:${dealerPort}/`;
export const inventoryPage = new URL('inventory.html', dealerSite).href;

/** Screenshots for a person to look at: in the test's output folder under test-results/. */
export const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });

/**
 * Holds every request for the elements' code (`/widgets/chunks/…`) until the returned function is
 * called: the page shows the loader's first paint, as a visitor on a slow network sees it.
 */
export async function holdChunks(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/widgets/chunks/**', async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** A zip search in a `<find-branch>`, from its first button to choosing the nearest branch. */
export async function findBranch(finder: Locator, zip: string) {
  await finder.getByRole('button', { name: /Find Local Branch|Choose your branch/ }).click();
  const dialog = finder.getByRole('dialog', { name: 'Find location by zip code' });
  await dialog.getByPlaceholder('Enter Zip Code').fill(zip);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await dialog
    .getByRole('region', { name: 'Choose your branch' })
    .getByRole('button')
    .first()
    .click();
  await expect(dialog).toBeHidden();
}

/** The demo account's owner (packages/server/src/db/seed-demo-data.ts). */
const OWNER = { email: 'owner@liftline.example', password: 'LiftlineDemo2026!' };

/** The owner's bearer header and account, for reading leads and holding units through the API. */
export async function loginAsOwner(request: APIRequestContext) {
  const login = await request.post('/api/v1/user/login', { data: OWNER, headers: sameOrigin() });
  expect(login.status()).toBe(200);
  const { token, user } = (await login.json()) as {
    token: { access_token: string };
    user: { current_account: { id: number } };
  };
  return {
    headers: { authorization: `Bearer ${token.access_token}` },
    account: user.current_account.id,
  };
}
