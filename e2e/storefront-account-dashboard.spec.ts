import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';
import { guardConsole } from './console-guard';
import { sameOrigin } from './same-origin';

const OWNER = { email: 'owner@liftline.example', password: 'LiftlineDemo2026!' };
const SHOTS = process.env.SHOTS_DIR;

async function expectNoAxeViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/guest/user/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/authorized\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
}

async function sendQuote(request: APIRequestContext, email: string) {
  const response = await request.post('/api/v1/equipment/request-quote', {
    headers: sameOrigin(),
    data: {
      equipment_id: null,
      listing: 'buy',
      purchase_timeframe: 'within-30-days',
      quantity: 3,
      jobsite_zip: '60601',
      name: 'Dashboard Check',
      email,
      phone: '(312) 555-0100',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

/** Registers a user through the API and opens the verification link from the dev outbox. */
async function verifiedUser(request: APIRequestContext, name: string) {
  const email = `dashboard-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'First-Password-1';
  const registered = await request.put('/api/v1/user/register', {
    headers: sameOrigin(),
    data: { name, email, password, password_confirmation: password },
  });
  expect(registered.status()).toBe(201);
  const outbox = (await (await request.get('/dev/outbox.json')).json()) as {
    items: { kind: string; to: string; links: { url: string }[] }[];
  };
  const mail = outbox.items.find((item) => item.kind === 'verify-email' && item.to === email);
  const token = new URL(mail!.links[0]!.url).searchParams.get('token');
  const verified = await request.post('/api/v1/user/verify-email', {
    data: { token },
    headers: sameOrigin(),
  });
  expect(verified.status()).toBe(200);
  return { email, password };
}

/** The first link of the newest dev-outbox mail of `kind` to `to`. */
async function mailedLink(request: APIRequestContext, kind: string, to: string): Promise<URL> {
  const outbox = (await (await request.get('/dev/outbox.json')).json()) as {
    items: { kind: string; to: string; links: { url: string }[] }[];
  };
  const mail = outbox.items.find((item) => item.kind === kind && item.to === to);
  expect(mail, `a ${kind} mail to ${to}`).toBeTruthy();
  return new URL(mail!.links[0]!.url);
}

const requestsRegion = (page: Page) => page.getByRole('region', { name: 'Your requests' });

test.describe('account dashboard', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the demo owner sees their quote request, the shortcuts and the account navigation', async ({
    page,
    request,
  }) => {
    const checkConsole = guardConsole(page);
    const reference = await sendQuote(request, OWNER.email.toUpperCase());
    await logIn(page, OWNER.email, OWNER.password);

    const requests = requestsRegion(page);
    await expect(requests.getByText(reference)).toBeVisible();
    await expect(requests).toContainText('Purchase quote: 3 units, jobsite 60601');

    const nav = page.getByRole('navigation', { name: 'Account' });
    // The demo owner is also a platform administrator: the accounts page is theirs too.
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'My rentals',
      /^Leads/,
      'Bookings',
      'Planner',
      /^Rental requests/,
      'Products',
      'Dealer sites',
      'API keys',
      'Webhooks',
      'Audit log',
      'Users',
      'Roles',
      'Accounts',
      'Branches',
      'All dealer sites',
    ]);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const manage = page.getByRole('region', { name: /^Manage / });
    // With Dealer sites and All dealer sites (issue 36), API keys, Webhooks and Audit log (issue 37),
    // Planner and Rental requests (issue 45).
    await expect(manage.getByRole('link')).toHaveCount(14);
    await expect(page.getByRole('region', { name: 'Current account' })).toContainText('Owner');

    await expectNoAxeViolations(page);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/dashboard-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.reload(); // a fresh page at this width (no header transition in the picture)
      await expect(requests.getByText(reference)).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/dashboard-375.png`, fullPage: true });
      await expectNoAxeViolations(page);
    }

    await manage.getByRole('link', { name: /Products/ }).click();
    await expect(page).toHaveURL(/\/authorized\/account\/admin\/products$/);
    checkConsole();
  });

  test("a quote list's lines show with their estimates; 'Request again' refills the quote list", async ({
    page,
    request,
  }) => {
    const checkConsole = guardConsole(page);
    const user = await verifiedUser(request, 'Rene Repeat');
    const catalog = (await (
      await request.get('/api/v1/equipment?listing=rent&per_page=24')
    ).json()) as { items: { id: number; title: string; rental_rates: unknown }[] };
    const lift = catalog.items.find((unit) => unit.rental_rates);
    const forSale = (await (
      await request.get('/api/v1/equipment?listing=buy&per_page=1')
    ).json()) as { items: { id: number; title: string }[] };
    const boom = forSale.items[0];
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const sent = await request.post('/api/v1/equipment/request-quote', {
      headers: sameOrigin(),
      data: {
        items: [
          {
            equipment_id: lift!.id,
            mode: 'rent',
            quantity: 1,
            start_date: day(3),
            end_date: day(12),
          },
          { equipment_id: boom!.id, mode: 'buy', quantity: 1 },
        ],
        jobsite_address: '1200 W Fulton Market',
        jobsite_zip: '60607',
        name: 'Rene Repeat',
        email: user.email,
        phone: '(312) 555-0188',
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const receipt = (await sent.json()) as {
      reference: string;
      lines: { estimate: { total: number } | null }[];
    };

    await logIn(page, user.email, user.password);
    const requests = requestsRegion(page);
    await expect(requests.getByText(receipt.reference).first()).toBeVisible();
    await expect(requests.getByRole('link', { name: lift!.title }).first()).toBeVisible();
    // The estimate the receipt showed is the one listed.
    const usd = (amount: number) =>
      `$${amount.toLocaleString('en-US', Number.isInteger(amount) ? {} : { minimumFractionDigits: 2 })}`;
    await expect(
      requests
        .getByTestId('stored-line-estimate')
        .filter({ hasText: `= ${usd(receipt.lines[0]!.estimate!.total)} each` }),
    ).toHaveCount(1);
    await expect(requests).toContainText('Estimated total:');
    await expectNoAxeViolations(page);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/dashboard-lines-1280.png`, fullPage: true });
    }

    // Keyboard: tab to the first "Request again" and press Enter; focus lands on the list's link.
    const again = requests.getByRole('button', { name: /^Request again/ }).first();
    await again.focus();
    await page.keyboard.press('Enter');
    const review = requests.getByRole('link', { name: 'Review your quote request' });
    await expect(review).toBeFocused();
    await expect(page.getByRole('link', { name: /^Quote request, [12] items?$/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/quote$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your quote request');
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(page.getByTestId('quote-line-1')).toContainText(
      new RegExp(`${escape(lift!.title)}|${escape(boom!.title)}`),
    );
    if (SHOTS) {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto('/authorized/account'); // a fresh page at this width
      await expect(requests.getByText(receipt.reference).first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/dashboard-lines-375.png`, fullPage: true });
      await expectNoAxeViolations(page);
    }
    checkConsole();
  });

  test('keyboard only: edit the profile; unsaved changes warn; change the password and log in with it', async ({
    page,
    request,
  }) => {
    // The wrong current password (422) and the old password after the change (401) are expected.
    const checkConsole = guardConsole(page, [/status of 422/, /status of 401/]);
    const user = await verifiedUser(request, 'Kim Keyboard');
    const reference = await sendQuote(request, user.email);
    await logIn(page, user.email, user.password);
    await expect(requestsRegion(page).getByText(reference)).toBeVisible();
    const profile = page.getByRole('region', { name: 'Profile' });

    // Open the form with the keyboard; focus starts in the name field.
    await profile.getByRole('button', { name: 'Edit profile' }).focus();
    await page.keyboard.press('Enter');
    const name = profile.getByLabel('Name');
    await expect(name).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter'); // submit empty: the form's own check
    await expect(profile.getByText('Enter your name.')).toBeVisible();
    await expect(name).toBeFocused();
    await page.keyboard.type('Kim Renamed');

    // Leaving with unsaved changes asks first; dismissing stays on the page.
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Products' })
      .click();
    expect(asked).toContain('unsaved changes');
    await expect(page).toHaveURL(/\/authorized\/account$/);

    if (SHOTS) await page.screenshot({ path: `${SHOTS}/profile-form-1280.png`, fullPage: true });
    await expectNoAxeViolations(page);
    await name.focus();
    await page.keyboard.press('Enter');
    await expect(profile.getByText('Your profile has been saved.')).toBeVisible();
    await expect(profile.getByRole('button', { name: 'Edit profile' })).toBeFocused();
    await expect(profile.getByText('Kim Renamed', { exact: true })).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Profile' }).getByText('Kim Renamed'),
    ).toBeVisible();

    // Change the password by keyboard: a wrong current password first (422 beside the field).
    if (SHOTS) {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.reload();
    }
    await profile.getByRole('button', { name: 'Change password' }).focus();
    await page.keyboard.press('Enter');
    await expect(profile.getByLabel('Current password')).toBeFocused();
    await page.keyboard.type('Not-The-Password-9');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Second-Password-2');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Second-Password-2');
    await page.keyboard.press('Enter');
    await expect(profile.getByText('Is not your current password.')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Validation Error' })).toBeVisible();
    await expect(profile.getByLabel('Current password')).toBeFocused();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/password-form-375.png` });
    await expectNoAxeViolations(page);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(user.password);
    await page.keyboard.press('Enter');
    await expect(profile.getByText(/Your password has been changed/)).toBeVisible();
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/password-changed-375.png` });
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/guest\/user\/login$/);
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toBeVisible(); // the old password no longer works
    await logIn(page, user.email, 'Second-Password-2');
    await expect(page.getByRole('region', { name: 'Profile' })).toContainText('Kim Renamed');
    checkConsole();
  });
});

test.describe('e-mail change', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('needs the current password, stays pending, and the old address can report it', async ({
    page,
    request,
  }) => {
    // The revoked session's calls after the report answer 401.
    const checkConsole = guardConsole(page, [/status of 401/]);
    const user = await verifiedUser(request, 'Eli Email');
    const newEmail = user.email.replace('dashboard-', 'moved-');
    await logIn(page, user.email, user.password);
    const profile = page.getByRole('region', { name: 'Profile' });

    await profile.getByRole('button', { name: 'Edit profile' }).click();
    await profile.getByLabel('E-mail').fill(newEmail);
    await profile.getByLabel('Current password').fill(user.password);
    await profile.getByRole('button', { name: 'Save profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change your e-mail address?' });
    await dialog.getByRole('button', { name: 'Change e-mail address' }).click();
    await expect(profile.getByText('Your profile has been saved.')).toBeVisible();
    await expect(profile).toContainText(
      `We sent a link to ${newEmail}. Until you confirm it, you keep signing in with ${user.email}.`,
    );
    await expectNoAxeViolations(page);

    // The new address got its confirmation link; the old one the notice with the report link.
    expect((await mailedLink(request, 'verify-email', newEmail)).pathname).toBe('/verify-email');
    const report = await mailedLink(request, 'email-change-notice', user.email);
    await page.goto(report.pathname + report.search);
    await expect(
      page.getByRole('heading', { name: 'The e-mail change is cancelled' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // Every session is signed out, this one too: the page says so at once and stays.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/report-email-change');
    await page.goto('/authorized/account');
    await expect(page).toHaveURL(/\/guest\/user\/login/);
    checkConsole();
  });
});

test.describe('session-timeout modal', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  /** Pretends the refresh token expires in `ms` and reloads, as on a later visit. */
  async function expireSoon(page: Page, ms: number) {
    await page.evaluate((at) => {
      localStorage.setItem('refresh_token_expiration', new Date(Date.now() + at).toISOString());
    }, ms);
    await page.reload();
  }

  test('appears before the refresh token expires; "Stay signed in" refreshes, "Sign out" ends', async ({
    page,
  }) => {
    const checkConsole = guardConsole(page);
    await logIn(page, OWNER.email, OWNER.password);
    await page.goto('/'); // a page without the refresh-on-entry guard
    const modal = page.getByRole('dialog', { name: 'Your session is about to expire' });
    await expect(modal).toBeHidden();

    await expireSoon(page, 90_000); // inside the 2-minute warning
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
    await expectNoAxeViolations(page);
    await modal.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(modal).toBeHidden();
    // The refresh (a new token pair) lands a moment after the dialog closes.
    await expect
      .poll(async () => {
        const at = await page.evaluate(() => localStorage.getItem('refresh_token_expiration'));
        return Date.parse(at ?? '') - Date.now();
      })
      .toBeGreaterThan(24 * 3600_000);
    await expect(modal).toBeHidden();

    await expireSoon(page, 90_000);
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/guest\/user\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    checkConsole();
  });

  test('without an answer the session ends when the refresh token expires', async ({ page }) => {
    const checkConsole = guardConsole(page);
    await logIn(page, OWNER.email, OWNER.password);
    await page.goto('/');
    await expireSoon(page, 4_000);
    await expect(
      page.getByRole('dialog', { name: 'Your session is about to expire' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/guest\/user\/login\?returnTo=%2F$/, {
      timeout: 15_000,
    });
    checkConsole();
  });
});
