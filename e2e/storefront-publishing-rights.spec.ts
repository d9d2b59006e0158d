import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';
import { guardConsole } from './console-guard';
import { sameOrigin } from './same-origin';

// A new dealer's account may not publish until a platform administrator approves it on the
// accounts page; revoking takes its units out of the catalog again.
const ADMIN = { email: 'owner@liftline.example', password: 'LiftlineDemo2026!' };
const SHOTS = process.env.E2E_SCREENSHOTS;

async function registerDealer(request: APIRequestContext) {
  const email = `dealer-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Dealer-Password-1';
  const registered = await request.put('/api/v1/user/register', {
    headers: sameOrigin(),
    data: { name: 'Dana Dealer', email, password, password_confirmation: password },
  });
  expect(registered.status()).toBe(201);
  const body = (await registered.json()) as {
    token: { access_token: string };
    user: { current_account: { name: string; publishing_approved: boolean } };
  };
  expect(body.user.current_account.publishing_approved).toBe(false);
  return {
    headers: { authorization: `Bearer ${body.token.access_token}` },
    accountName: body.user.current_account.name,
  };
}

const unit = (stock: string) => ({
  stock_number: stock,
  title: 'Dealer demo scissor lift',
  category: 'aerial-work-platforms',
  make: 'Genie',
  model: 'GS-1930',
  year: 2022,
  condition: 'used',
  for_rent: false,
  for_sale: true,
  status: 'published',
  sale_price: 9900,
});

async function logIn(page: Page) {
  await page.goto('/guest/user/login');
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/guest\/user\/login/);
  await page.waitForLoadState('networkidle');
}

async function expectNoAxeViolations(page: Page, where: string) {
  const violations = await axeViolations(page);
  expect(violations, `${where}: ${describeViolations(violations)}`).toEqual([]);
}

test('an administrator approves a new dealer, who can then publish; revoking unpublishes', async ({
  page,
  request,
}) => {
  const checkConsole = guardConsole(page);
  const dealer = await registerDealer(request);
  const stock = `E2E-DEALER-${Date.now()}`;
  const refused = await request.post('/api/v1/products', {
    headers: dealer.headers,
    data: unit(stock),
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { slug: string }).slug).toBe('publishing_not_approved');

  await logIn(page);
  await page.goto(
    `/authorized/account/admin/accounts?publishing=not_approved&q=${encodeURIComponent(dealer.accountName)}`,
  );
  const list = page.getByRole('list', { name: 'Accounts' });
  const item = list.getByRole('listitem').filter({ hasText: dealer.accountName });
  await expect(item).toContainText('Not approved');
  await expectNoAxeViolations(page, 'accounts page');

  // By keyboard: the button, the reason, Enter.
  await item.getByRole('button', { name: /Approve publishing/ }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Let ${dealer.accountName} publish?` });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'approve dialog');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/accounts-dialog-1280.png` });
  await dialog.getByLabel('Reason').fill('Dealer licence checked');
  await dialog.getByRole('button', { name: 'Approve publishing' }).click();
  await expect(
    page.getByText(`${dealer.accountName} may now publish to the catalog.`),
  ).toBeVisible();

  const published = await request.post('/api/v1/products', {
    headers: dealer.headers,
    data: unit(stock),
  });
  expect(published.status()).toBe(201);
  const inCatalog = async () =>
    ((await (await request.get(`/api/v1/equipment?q=${stock}`)).json()) as { items: unknown[] })
      .items.length;
  expect(await inCatalog()).toBe(1);

  await page.goto(`/authorized/account/admin/accounts?q=${encodeURIComponent(dealer.accountName)}`);
  const approved = page.getByRole('list', { name: 'Accounts' }).getByRole('listitem').first();
  await expect(approved).toContainText('May publish');
  await expect(approved).toContainText('“Dealer licence checked”');
  await approved.getByRole('button', { name: /Revoke publishing/ }).click();
  const revoke = page.getByRole('dialog', { name: `Revoke publishing for ${dealer.accountName}?` });
  await expect(revoke).toContainText('Its published unit goes back to draft');
  await revoke.getByLabel('Reason').fill('Test over');
  await revoke.getByRole('button', { name: 'Revoke publishing' }).click();
  await expect(page.getByText(/may no longer publish/)).toBeVisible();
  expect(await inCatalog()).toBe(0);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `accounts page at ${width}px`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/accounts-${width}.png`, fullPage: true });
  }
  checkConsole();
});
