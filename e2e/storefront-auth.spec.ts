import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';
import { guardConsole } from './console-guard';
import { sameOrigin } from './same-origin';

// The guest account screens against the real server: register and verify, reset a password, accept
// an invite. The e-mails come from the server's dev outbox (`/dev/outbox.json`).

const OWNER = { email: 'owner@liftline.example', password: 'LiftlineDemo2026!' };
const WIDTHS = [375, 1280] as const;
/** The browser reports the 4xx answers these flows provoke on purpose. */
const EXPECTED_HTTP_ERRORS = /status of (401|404|409|422|429)/;

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const unique = (name: string) =>
  `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Screenshots at 375 and 1280 px (in $SHOTS_DIR or the test's output folder), with axe at each. */
async function review(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR ?? test.info().outputPath();
  mkdirSync(dir, { recursive: true });
  await expect(page.getByRole('status')).toHaveCount(0);
  // No transitions (the header's slide-in menu moves when the width changes).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 860 });
    await page.waitForTimeout(100);
    await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: true });
    const violations = await axeViolations(page);
    expect(violations, `${name} at ${width}px\n${describeViolations(violations)}`).toEqual([]);
  }
}

interface OutboxMail {
  kind: string;
  to: string;
  links: { label: string; url: string }[];
}

/** The path (and query) of the newest mail of `kind` to `to`: opened on the test server's origin. */
async function mailLink(request: APIRequestContext, kind: string, to: string): Promise<string> {
  let mail: OutboxMail | undefined;
  await expect(async () => {
    const outbox = (await (await request.get('/dev/outbox.json')).json()) as {
      items: OutboxMail[];
    };
    mail = outbox.items.find((item) => item.kind === kind && item.to === to);
    expect(mail, `${kind} mail to ${to} in the dev outbox`).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  const url = new URL(mail!.links[0]!.url);
  return `${url.pathname}${url.search}`;
}

async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/v1/user/login', {
    data: { email, password },
    headers: sameOrigin(),
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    token: { access_token: string };
    user: { current_account: { id: number } };
  };
  return { headers: { authorization: `Bearer ${body.token.access_token}` }, user: body.user };
}

/** Tabs (forward) until `target` has the focus: the keyboard user's way to a control. */
async function tabTo(page: Page, target: Locator, maxPresses = 25) {
  for (let i = 0; i < maxPresses; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('guest account screens', () => {
  test('register with the keyboard only, follow the verification link, reach the account', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const checkConsole = guardConsole(page, [EXPECTED_HTTP_ERRORS]);
    const email = unique('kbd');
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.goto('/guest/user/register');
    await expect(h1(page)).toHaveText('Create an account');
    await expect(page).toHaveTitle('Create an account | Liftline');
    await review(page, 'register');

    // An empty submit: every field says what is missing, focus on the first.
    const name = page.getByLabel('Name');
    await tabTo(page, page.getByRole('button', { name: 'Create account' }));
    await page.keyboard.press('Enter');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter your e-mail address.')).toBeVisible();
    await review(page, 'register-errors');

    await page.keyboard.type('Kim Keyboard');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Company (optional)')).toBeFocused();
    await page.keyboard.type('Keyboard Cranes');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('E-mail')).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('keyboard-only-1');
    await page.keyboard.press('Tab');
    await page.keyboard.type('keyboard-only-2');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Confirm password')).toBeFocused();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('keyboard-only-1');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/authorized\/verification-required$/);
    await expect(h1(page)).toHaveText('Please verify your e-mail address');
    await expect(page.getByText(email).first()).toBeVisible();
    await review(page, 'verification-required');

    // A new link, asked for with the keyboard; the earlier one stops working.
    const resend = page.getByRole('button', { name: 'Resend e-mail' });
    await tabTo(page, resend);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'We sent you a new link' })).toBeFocused();
    await review(page, 'verification-resent');

    await page.goto(await mailLink(request, 'verify-email', email));
    await expect(
      page.getByRole('heading', { name: 'Your e-mail address is verified' }),
    ).toBeVisible();
    await review(page, 'verify-email-done');
    const toAccount = page.getByRole('link', { name: 'Go to your account' });
    await tabTo(page, toAccount);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/authorized\/account$/);
    await expect(h1(page)).toHaveText('Your account');
    // The account is named after the company given at sign-up.
    await expect(page.getByRole('region', { name: 'Current account' })).toContainText(
      'Keyboard Cranes',
    );

    // A link that is not (or no longer) valid explains how to get a new one.
    await page.goto('/verify-email?token=not-a-real-token');
    await expect(
      page.getByRole('heading', { name: 'This verification link has expired' }),
    ).toBeVisible();
    await review(page, 'verify-email-expired');
    checkConsole();
  });

  test('a taken address and server checks show on the register form', async ({ page }) => {
    const checkConsole = guardConsole(page, [EXPECTED_HTTP_ERRORS]);
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.goto('/guest/user/register');
    await page.getByLabel('Name').fill('Olive Again');
    await page.getByLabel('E-mail').fill(OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill('long enough 1');
    await page.getByLabel('Confirm password').fill('long enough 1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toContainText('already registered');
    await expect(page.getByRole('link', { name: 'Log in instead' })).toBeVisible();
    await review(page, 'register-taken');
    checkConsole();
  });

  test('forgot password → reset link from the outbox → new password; the old one fails', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const checkConsole = guardConsole(page, [EXPECTED_HTTP_ERRORS]);
    const email = unique('reset');
    const registered = await request.put('/api/v1/user/register', {
      headers: sameOrigin(),
      data: {
        name: 'Rita Reset',
        email,
        password: 'the-old-password',
        password_confirmation: 'the-old-password',
      },
    });
    expect(registered.status()).toBe(201);

    await page.setViewportSize({ width: 1280, height: 860 });
    await page.goto('/guest/user/forgot-password');
    await expect(page).toHaveTitle('Forgot your password? | Liftline');
    await review(page, 'forgot-password');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeFocused();
    await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();
    await review(page, 'forgot-password-sent');

    // Unknown addresses get the very same answer (no account enumeration).
    await page.getByRole('button', { name: 'Use another e-mail address' }).click();
    await page.getByLabel('E-mail').fill(unique('nobody'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

    const link = await mailLink(request, 'password-reset', email);
    expect(link).toMatch(/^\/guest\/user\/reset-password\?token=.+&email=/);
    await page.goto(link);
    await expect(h1(page)).toHaveText('Choose a new password');
    await expect(page.getByText(`Choose a new password for ${email}.`)).toBeVisible();
    await review(page, 'reset-password');
    await page.getByLabel('New password', { exact: true }).fill('the-new-password');
    await page.getByLabel('Confirm new password').fill('the-new-passwort');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByLabel('Confirm new password')).toBeFocused();
    await review(page, 'reset-password-errors');
    await page.getByLabel('Confirm new password').fill('the-new-password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(
      page.getByRole('heading', { name: 'Your password has been changed' }),
    ).toBeVisible();
    await review(page, 'reset-password-done');

    await page.getByRole('link', { name: 'Log in with your new password' }).click();
    await expect(page).toHaveURL(/\/guest\/user\/login\?email=/);
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await page.getByLabel('Password').fill('the-old-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toContainText('These credentials do not match');
    await page.getByLabel('Password').fill('the-new-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    // Not verified yet: the account area sends the user to the notice.
    await expect(page).toHaveURL(/\/authorized\/verification-required$/);

    // The link is single-use.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('another-password');
    await page.getByLabel('Confirm new password').fill('another-password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(
      page.getByRole('heading', { name: 'This reset link has expired or was used' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
      'href',
      `/guest/user/forgot-password?email=${encodeURIComponent(email)}`,
    );
    await review(page, 'reset-password-used');

    await page.goto('/guest/user/reset-password');
    await expect(page.getByRole('heading', { name: 'This link is incomplete' })).toBeVisible();
    await review(page, 'reset-password-missing-token');
    checkConsole();
  });

  test('an invite: open the link in a fresh browser, register, accept, be a member', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const owner = await apiLogin(request, OWNER.email, OWNER.password);
    const accountId = owner.user.current_account.id;
    const roles = (await (
      await request.get(`/api/v1/account/${accountId}/roles`, { headers: owner.headers })
    ).json()) as { id: number; name: string }[] | { items: { id: number; name: string }[] };
    const roleList = Array.isArray(roles) ? roles : roles.items;
    const member = roleList.find((role) => role.name === 'Member');
    const email = unique('invitee');
    const invited = await request.post(`/api/v1/account/${accountId}/account-users/invite`, {
      headers: owner.headers,
      data: { email, role_ids: member ? [member.id] : [] },
    });
    expect(invited.status()).toBe(201);
    const link = await mailLink(request, 'account-invite', email);
    expect(link).toMatch(/^\/invite\?token=/);
    const token = new URLSearchParams(link.split('?')[1]).get('token')!;

    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    const checkConsole = guardConsole(page, [EXPECTED_HTTP_ERRORS]);
    await page.goto(link);
    await expect(h1(page)).toHaveText('Account invitation');
    await expect(page.getByText('Liftline Demo Rentals', { exact: true })).toBeVisible();
    await expect(page.getByText('Pending', { exact: true })).toBeVisible();
    await review(page, 'invite-pending');

    await page.getByRole('link', { name: 'Create an account to accept' }).click();
    await expect(page).toHaveURL(/\/guest\/user\/register\?/);
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await review(page, 'register-from-invite');
    await page.getByLabel('Name').fill('Ivy Invitee');
    await page.getByLabel('Password', { exact: true }).fill('invitee-password');
    await page.getByLabel('Confirm password').fill('invitee-password');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(new RegExp(`/authorized/accept-invite\\?token=${token}$`));
    await expect(
      page.getByRole('heading', { name: 'Welcome to Liftline Demo Rentals' }),
    ).toBeVisible();
    await review(page, 'accept-invite-done');

    const accessToken = await page.evaluate(() => localStorage.getItem('access_token'));
    const user = (await (
      await request.get('/api/v1/user', { headers: { authorization: `Bearer ${accessToken}` } })
    ).json()) as { current_account: { id: number }; accounts: { id: number }[] };
    expect(user.current_account.id).toBe(accountId);
    expect(user.accounts.map((account) => account.id)).toContain(accountId);

    // Accepting again: explained, not an error page.
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'This invitation can no longer be accepted' }),
    ).toBeVisible();
    await review(page, 'accept-invite-again');

    await page.goto(link);
    await expect(page.getByText('Accepted', { exact: true })).toBeVisible();
    await review(page, 'invite-accepted');

    await page.goto('/invite?token=not-a-real-invite');
    await expect(
      page.getByRole('heading', { name: 'This invitation link is not valid' }),
    ).toBeVisible();
    await review(page, 'invite-not-found');
    checkConsole();
    await context.close();
  });

  test('the invite page offers the login to an existing user, who then accepts', async ({
    page,
    request,
  }) => {
    const checkConsole = guardConsole(page, [EXPECTED_HTTP_ERRORS]);
    const email = unique('existing');
    await request.put('/api/v1/user/register', {
      headers: sameOrigin(),
      data: {
        name: 'Eli Existing',
        email,
        password: 'existing-pass',
        password_confirmation: 'existing-pass',
      },
    });
    const owner = await apiLogin(request, OWNER.email, OWNER.password);
    const accountId = owner.user.current_account.id;
    await request.post(`/api/v1/account/${accountId}/account-users/invite`, {
      headers: owner.headers,
      data: { email, role_ids: [] },
    });
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.goto(await mailLink(request, 'account-invite', email));
    await page.getByRole('link', { name: 'Log in to accept' }).click();
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await page.getByLabel('Password').fill('existing-pass');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(
      page.getByRole('heading', { name: 'Welcome to Liftline Demo Rentals' }),
    ).toBeVisible();
    checkConsole();
  });

  test('screens without their token, and the upgrade notice', async ({ page }) => {
    const checkConsole = guardConsole(page);
    await page.setViewportSize({ width: 1280, height: 860 });
    for (const [name, url, heading] of [
      ['verify-email-missing-token', '/verify-email', 'This verification link is incomplete'],
      ['invite-missing-token', '/invite', 'This invitation link is not valid'],
      ['upgrade-required', '/guest/upgrade-required?from=%2Fequipment', null],
      ['login', '/guest/user/login', null],
    ] as const) {
      await page.goto(url);
      if (heading) await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      else await expect(h1(page)).toBeVisible();
      await review(page, name);
    }
    await page.goto('/guest/upgrade-required?from=%2Feq-inventory');
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page).toHaveURL(/\/eq-inventory$/);
    checkConsole();
  });
});
