import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';
import { guardConsole } from './console-guard';

// Account administration against the real server: roles (permission matrix), users and invites,
// and the permission checks in the browser (links hidden, admin URLs answered with 403).

const OWNER = { email: 'owner@liftline.example', password: 'LiftlineDemo2026!' };
const ACCOUNT_NAME = 'Liftline Demo Rentals';
const ROLES_URL = '/authorized/account/admin/manage-roles';
const USERS_URL = '/authorized/account/admin/manage-users';
const DASHBOARD_URL = '/authorized/account';
const FORBIDDEN = 'You do not have permission to view this page';
const SHOTS_DIR = process.env.E2E_SHOTS_DIR;

/** A suffix that keeps names and addresses unique when the suite runs twice on one database. */
const RUN = Date.now().toString(36);

interface OutboxMail {
  kind: string;
  to: string;
  links: { label: string; url: string }[];
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/guest/user/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/guest\/user\/login/);
  await settle(page);
}

/**
 * Waits for the requests of the page to finish. Every authorized page refreshes the session on
 * entry; loading another page while that refresh is in flight would present the rotated-away
 * refresh token again, which the server treats as theft and ends the session.
 */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

async function visit(page: Page, url: string) {
  await page.goto(url);
  await settle(page);
}

/** The first link of the newest mail of `kind` to `to`, from the dev outbox. */
async function mailedLink(page: Page, kind: string, to: string): Promise<string> {
  let url = '';
  await expect(async () => {
    const response = await page.request.get('/dev/outbox.json');
    const { items } = (await response.json()) as { items: OutboxMail[] };
    const mail = items.find((item) => item.kind === kind && item.to === to);
    expect(mail, `a ${kind} mail to ${to}`).toBeTruthy();
    url = mail!.links[0]!.url;
  }).toPass({ timeout: 10_000 });
  return url;
}

/** Path and query of a link (the mails use the server's PUBLIC_URL, localhost). */
const localPart = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

async function expectNoAxeViolations(page: Page, what: string) {
  const violations = await axeViolations(page);
  expect(violations, `${what}\n${describeViolations(violations)}`).toEqual([]);
}

async function shot(page: Page, name: string) {
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Account' });
const rowOf = (page: Page, name: string | RegExp) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

async function setRoles(page: Page, who: string, roles: string[]) {
  await rowOf(page, new RegExp(`^${who}`))
    .getByRole('button', { name: `Change roles of ${who}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Change roles of ${who}` });
  for (const checkbox of await dialog.getByRole('checkbox').all()) {
    const label = await checkbox.evaluate(
      (input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '',
    );
    await checkbox.setChecked(roles.includes(label));
  }
  await dialog.getByRole('button', { name: 'Save roles' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Roles of ${who} saved.`)).toBeVisible();
}

async function newContextPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

test.describe('account administration', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an owner creates a role, invites someone with it, and manages what they may do', async ({
    page,
    browser,
    context,
  }) => {
    test.setTimeout(180_000);
    const checkConsole = guardConsole(page);
    const roleName = `Sales reps ${RUN}`;
    const invitee = {
      name: 'Nina Newhire',
      email: `nina.${RUN}@example.com`,
      password: 'NinaSells2026!',
    };
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);

    // The owner logs in through the UI and opens the roles from the account navigation.
    await logIn(page, OWNER.email, OWNER.password);
    await visit(page, DASHBOARD_URL);
    await accountNav(page).getByRole('link', { name: 'Roles' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage roles' })).toBeVisible();
    const matrix = page.getByRole('table', { name: 'Roles and the permissions they grant' });
    await expect(matrix).toBeVisible();
    await expectNoAxeViolations(page, 'manage roles');

    // A new role: the built-in name "Sales" is taken (checked before sending), then a free one.
    await page.getByRole('button', { name: 'New role' }).click();
    const dialog = page.getByRole('dialog', { name: 'New role' });
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await expectNoAxeViolations(page, 'new role dialog');
    await dialog.getByLabel('Name').fill('Sales');
    await dialog.getByRole('button', { name: 'Create role' }).click();
    await expect(
      dialog.getByText('A role named “Sales” already exists. Choose another name.'),
    ).toBeVisible();
    await dialog.getByLabel('Name').fill(roleName);
    for (const permission of ['See products', 'Manage products', 'Manage photos and files'])
      await dialog.getByRole('checkbox', { name: permission, exact: true }).check();
    await dialog.getByRole('button', { name: 'Create role' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Role “${roleName}” created.`)).toBeVisible();
    const roleRow = rowOf(page, new RegExp(`^${roleName}`));
    await expect(roleRow.getByText('Granted', { exact: true })).toHaveCount(3);

    // Invite a new address with that role, and copy the invite link.
    await accountNav(page).getByRole('link', { name: 'Users' }).click();
    await page.getByRole('tab', { name: 'Invites' }).click();
    await expect(page).toHaveURL(/\?tab=invites$/);
    const form = page.getByRole('region', { name: 'Invite someone' });
    await form.getByLabel('E-mail address').fill(invitee.email);
    await form.getByRole('checkbox', { name: roleName }).check();
    await form.getByRole('button', { name: 'Send invite' }).click();
    const sent = page.getByRole('region', { name: `Invite sent to ${invitee.email}.` });
    await expect(sent).toBeVisible();
    await sent.getByRole('button', { name: 'Copy link' }).click();
    await expect(sent.getByText('Link copied')).toBeVisible();
    await shot(page, 'invite-sent-1280');
    const inviteUrl = await sent.getByLabel('Invite link').inputValue();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(inviteUrl);
    expect(inviteUrl).toBe(await mailedLink(page, 'account-invite', invitee.email));
    expect(localPart(inviteUrl)).toMatch(/^\/invite\?token=[\w-]+$/);
    const inviteRow = rowOf(page, invitee.email);
    await expect(inviteRow.getByText('Pending', { exact: true })).toBeVisible();
    await expect(inviteRow.getByText(roleName)).toBeVisible();
    await expectNoAxeViolations(page, 'invites tab');

    // A second browser: the invitee opens the link, registers, accepts and verifies the address.
    const other = await newContextPage(browser);
    const checkOtherConsole = guardConsole(other);
    await visit(other, localPart(inviteUrl));
    await other.getByRole('link', { name: 'Create an account to accept' }).click();
    await other.getByLabel('Name').fill(invitee.name);
    await expect(other.getByLabel('E-mail')).toHaveValue(invitee.email);
    await other.getByLabel('Password', { exact: true }).fill(invitee.password);
    await other.getByLabel('Confirm password').fill(invitee.password);
    await other.getByRole('button', { name: 'Create account' }).click();
    await expect(other.getByRole('heading', { name: `Welcome to ${ACCOUNT_NAME}` })).toBeVisible();
    await visit(other, localPart(await mailedLink(other, 'verify-email', invitee.email)));
    await expect(
      other.getByRole('heading', { name: 'Your e-mail address is verified' }),
    ).toBeVisible();

    // With the new role: Products, but no users or roles administration.
    await visit(other, DASHBOARD_URL);
    await expect(accountNav(other).getByRole('link', { name: 'Products' })).toBeVisible();
    await expect(accountNav(other).getByRole('link', { name: 'Users' })).toHaveCount(0);
    await expect(accountNav(other).getByRole('link', { name: 'Roles' })).toHaveCount(0);
    await visit(other, USERS_URL);
    await expect(other.getByRole('heading', { level: 1, name: FORBIDDEN })).toBeVisible();
    await expect(
      other.getByText(/This page needs the “See users” permission in Liftline Demo Rentals/),
    ).toBeVisible();
    await expectNoAxeViolations(other, 'forbidden page');
    await shot(other, 'forbidden-1280');
    await other.getByRole('link', { name: 'Back to your account' }).click();
    await expect(other).toHaveURL(DASHBOARD_URL);

    // The owner sees the new user (the invite is accepted) and gives them the Member role instead.
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.reload();
    await settle(page);
    await expect(rowOf(page, /^Nina Newhire/).getByText(roleName)).toBeVisible();
    await page.getByRole('tab', { name: 'Invites' }).click();
    await expect(rowOf(page, invitee.email).getByText('Accepted', { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Users' }).click();
    await setRoles(page, invitee.name, ['Member']);
    await expect(rowOf(page, /^Nina Newhire/).getByRole('list')).toHaveText('Member');
    await shot(page, 'users-with-invitee-1280');

    // Member: users.view (the users page, view only), products.view; still no roles.
    await other.reload();
    await settle(other);
    await expect(accountNav(other).getByRole('link', { name: 'Users' })).toBeVisible();
    await expect(accountNav(other).getByRole('link', { name: 'Roles' })).toHaveCount(0);
    await accountNav(other).getByRole('link', { name: 'Users' }).click();
    await expect(other.getByRole('table', { name: 'Users of the account' })).toBeVisible();
    await expect(other.getByText(/needs the “Manage users” permission/)).toBeVisible();
    await expect(other.getByRole('button', { name: /Change roles|Remove/ })).toHaveCount(0);

    // No roles at all: no admin links, and the admin URLs answer 403.
    await setRoles(page, invitee.name, []);
    await visit(other, DASHBOARD_URL);
    await expect(accountNav(other).getByRole('link')).toHaveText(['Dashboard', 'My rentals']);
    await visit(other, '/authorized/account/admin/products');
    await expect(other.getByRole('heading', { level: 1, name: FORBIDDEN })).toBeVisible();
    await expect(other.getByText(/needs the “See products” permission/)).toBeVisible();

    checkConsole();
    checkOtherConsole();
    await other.context().close();
  });

  test('keyboard only: create a role', async ({ page }) => {
    const checkConsole = guardConsole(page);
    const roleName = `Yard crew ${RUN}`;
    await logIn(page, OWNER.email, OWNER.password);
    await visit(page, ROLES_URL);
    await expect(page.getByRole('table')).toBeVisible();

    // Tab from the top of the page to "New role".
    const newRole = page.getByRole('button', { name: 'New role' });
    for (let i = 0; i < 60 && !(await newRole.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(newRole).toBeFocused();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'New role' });
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await page.keyboard.type(roleName);
    // Escape with changes asks first; "Keep editing" has focus.
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveCount(0);

    // Name → description → the first permission checkbox → on to photos and files → Manage products.
    await dialog.getByLabel('Name').focus();
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Description (optional)')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.locator('input[type="checkbox"]:focus')).toHaveCount(1);
    const photos = dialog.getByRole('checkbox', { name: 'Manage photos and files', exact: true });
    for (let i = 0; i < 6 && !(await photos.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(photos).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(
      dialog.getByRole('checkbox', { name: 'Manage products', exact: true }),
    ).toBeChecked();
    const create = dialog.getByRole('button', { name: 'Create role' });
    for (let i = 0; i < 20 && !(await create.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(create).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(dialog).toBeHidden();
    await expect(newRole).toBeFocused();
    const row = rowOf(page, new RegExp(`^${roleName}`));
    await expect(row.getByText('Granted', { exact: true })).toHaveCount(2);

    // And delete it again from the keyboard (Cancel has focus first: the safe choice).
    await row.getByRole('button', { name: `Delete role ${roleName}` }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: `Delete the role “${roleName}”?` });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expect(rowOf(page, new RegExp(`^${roleName}`))).toHaveCount(0);
    checkConsole();
  });
});

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test.describe(`account administration at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('both pages and their dialogs are accessible', async ({ page }) => {
      const checkConsole = guardConsole(page);
      const narrow = viewport.width < 992;
      await logIn(page, OWNER.email, OWNER.password);

      await visit(page, ROLES_URL);
      const roles: Locator = narrow
        ? page.getByRole('list', { name: 'Roles and the permissions they grant' })
        : page.getByRole('table', { name: 'Roles and the permissions they grant' });
      await expect(roles).toBeVisible();
      await expectNoAxeViolations(page, `roles at ${viewport.width}px`);
      await shot(page, `manage-roles-${viewport.width}`);
      await page.getByRole('button', { name: 'New role' }).click();
      await expect(page.getByRole('dialog', { name: 'New role' })).toBeVisible();
      await expectNoAxeViolations(page, `new role dialog at ${viewport.width}px`);
      await shot(page, `new-role-${viewport.width}`);
      await page.keyboard.press('Escape');

      await visit(page, USERS_URL);
      await expect(page.getByText(/^\d+ users?$/)).toBeVisible();
      await expectNoAxeViolations(page, `users at ${viewport.width}px`);
      await shot(page, `manage-users-${viewport.width}`);
      await page.getByRole('button', { name: 'Change roles of Dana Demo (you)' }).click();
      await expect(page.getByRole('dialog', { name: 'Change your roles' })).toBeVisible();
      await expectNoAxeViolations(page, `change roles dialog at ${viewport.width}px`);
      await shot(page, `change-roles-${viewport.width}`);
      await page.keyboard.press('Escape');

      await visit(page, `${USERS_URL}?tab=invites`);
      await expect(page.getByRole('heading', { name: 'Invite someone' })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      await expectNoAxeViolations(page, `invites at ${viewport.width}px`);
      await shot(page, `invites-${viewport.width}`);
      checkConsole();
    });
  });
}
