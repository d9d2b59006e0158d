import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { guardConsole } from './console-guard';
import { loginAsOwner } from './dealer-site';
import { checkAtWidths, logInThroughPage, shot, tabTo, visit } from './page-checks';
import { sameOrigin } from './same-origin';
import { startReceiver, stopReceiver } from './webhook-receiver';

// Issue 37's back office against the real server: the demo owner creates a secret API key and a
// webhook endpoint in the storefront, a guest sends a quote, and the example receiver
// (examples/node-integrator/receiver.mjs, with the secret copied from the page) logs a verified
// lead.created for that lead. Every page: axe 0 and no sideways scroll at 375 and 1280 px; the
// create flows work by keyboard alone and the dialogs manage the focus.

const OWNER = { email: 'owner@liftline.example', password: 'LiftlineDemo2026!' };
const KEYS_URL = '/authorized/account/api-keys';
const WEBHOOKS_URL = '/authorized/account/webhooks';
const AUDIT_URL = '/authorized/account/audit';
/** Keeps names and URLs unique when the spec runs twice on one database. */
const RUN = Date.now().toString(36);

/** A guest's quote request to buy three units (as the quote page sends it); its lead's reference. */
async function guestQuote(request: APIRequestContext) {
  const response = await request.post('/api/v1/equipment/request-quote', {
    headers: sameOrigin(),
    data: {
      equipment_id: null,
      listing: 'buy',
      purchase_timeframe: 'within-30-days',
      quantity: 3,
      jobsite_zip: '60601',
      name: 'Integrations Guest',
      email: `guest-${RUN}@example.com`,
      phone: '(312) 555-0100',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

/** The secret of the dialog shown once (it is read from the page, as a person copies it). */
async function secretOf(page: Page, dialogName: string | RegExp, label: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('you won’t see it again');
  // The focus starts on Copy.
  await expect(dialog.getByRole('button', { name: 'Copy', exact: true })).toBeFocused();
  return { dialog, secret: await dialog.getByLabel(label).inputValue() };
}

test.describe('integrations back office', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the owner creates a key and an endpoint; a guest’s quote reaches the example receiver, verified', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const expectCleanConsole = guardConsole(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await logInThroughPage(page, OWNER);

    // A key that may read leads: its secret is shown once, with Copy.
    await visit(page, KEYS_URL);
    await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
    const keyName = `Integrator ${RUN}`;
    await page.getByRole('button', { name: 'Create a key' }).click();
    await page.getByLabel('Name', { exact: true }).fill(keyName);
    // Permissions by resource, none / read / write (Stripe's restricted keys).
    await page
      .getByRole('group', { name: 'Leads and bookings' })
      .getByRole('radio', { name: 'Read' })
      .check();
    await checkAtWidths(page, 'api-key-form');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Create the key' }).click();
    const key = await secretOf(page, `${keyName}: your secret key`, 'Secret key');
    expect(key.secret).toMatch(/^sk_[A-Za-z0-9]{43}$/);
    await key.dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(key.dialog.getByRole('status')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key.secret);
    await checkAtWidths(page, 'api-key-secret');
    await page.setViewportSize({ width: 1280, height: 900 });
    await key.dialog.getByRole('button', { name: 'I have copied it' }).click();
    await expect(page.getByRole('button', { name: 'Create a key' })).toBeFocused();
    const keyRow = page.getByRole('row', { name: new RegExp(keyName) });
    await expect(keyRow).toContainText(`${key.secret.slice(0, 11)}…`);
    await expect(page.locator('body')).not.toContainText(key.secret);
    await checkAtWidths(page, 'api-keys');

    // An endpoint for lead.created: the secret first (shown once), then the receiver, then its URL.
    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(page, WEBHOOKS_URL);
    await page.getByRole('button', { name: 'Add an endpoint' }).click();
    await page.getByLabel('URL', { exact: true }).fill(`http://127.0.0.1:9/placeholder-${RUN}`);
    await expect(
      page.getByRole('checkbox', { name: 'Lead received (lead.created)' }),
    ).toBeChecked();
    await page.getByRole('button', { name: 'Add the endpoint' }).click();
    const endpoint = await secretOf(page, 'Your endpoint’s signing secret', 'Signing secret');
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9]{43}$/);
    await endpoint.dialog.getByRole('button', { name: 'I have copied it' }).click();
    const receiver = await startReceiver(endpoint.secret);
    try {
      const url = `http://127.0.0.1:${receiver.port}/liftline-${RUN}`;
      const placeholder = page.getByRole('article', {
        name: `http://127.0.0.1:9/placeholder-${RUN}`,
      });
      await placeholder.getByRole('button', { name: /^Edit / }).click();
      await placeholder.getByLabel('URL', { exact: true }).fill(url);
      await placeholder.getByRole('button', { name: 'Save changes' }).click();
      const card = page.getByRole('article', { name: url });
      await expect(card).toContainText('Active');
      await checkAtWidths(page, 'webhooks');

      // A guest's quote: the receiver verifies the signature and logs the lead.
      const reference = await guestQuote(request);
      await expect
        .poll(() => receiver.output.stdout, { timeout: 20_000 })
        .toMatch(new RegExp(`^verified lead\\.created evt_\\w+ ${reference} new$`, 'm'));
      expect(receiver.output.stderr).toBe('');

      // The key from the page works: it reads the account's leads.
      const { account } = await loginAsOwner(request);
      const leads = await request.get(`/api/v1/account/${account}/leads?per_page=50`, {
        headers: { authorization: `Bearer ${key.secret}` },
      });
      expect(leads.status()).toBe(200);
      expect(JSON.stringify(await leads.json())).toContain(reference);

      // The delivery log: delivered, the answer's first 1 KB; Resend sends the same event again.
      await page.setViewportSize({ width: 1280, height: 900 });
      await card.getByRole('link', { name: `Delivery log of ${url}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: url })).toBeVisible();
      const delivery = page.getByRole('article').filter({ hasText: 'Lead received' }).first();
      await expect(async () => {
        await page.reload();
        await expect(delivery).toContainText('Delivered', { timeout: 2000 });
      }).toPass({ timeout: 15_000 });
      await expect(delivery).toContainText('200');
      await delivery.getByText(/The answer \(first 1 KB\)/).click();
      await expect(
        delivery.locator('details').filter({ hasText: 'The answer' }).locator('pre'),
      ).toHaveText('{"received":true}');
      // The request as sent: the headers with this attempt's signature, the body as signed.
      await delivery.getByText(/^The request/).click();
      const sent = delivery.locator('details').filter({ hasText: 'Body (as signed)' });
      await expect(sent.locator('pre').first()).toContainText('Liftline-Signature: t=');
      await expect(sent.locator('pre').nth(1)).toContainText(reference);
      await expect(sent).not.toContainText(endpoint.secret);
      await checkAtWidths(page, 'webhook-endpoint');
      await page.setViewportSize({ width: 1280, height: 900 });
      await delivery.getByRole('button', { name: /^Resend/ }).click();
      await expect
        .poll(() => receiver.output.stdout, { timeout: 20_000 })
        .toMatch(/^duplicate lead\.created evt_\w+$/m);

      // Send test event: a signed webhook.test of sample data, verified by the receiver, in the log.
      await page.getByRole('button', { name: 'Send test event' }).click();
      await expect(page.getByText('Test event queued')).toBeVisible();
      await expect
        .poll(() => receiver.output.stdout, { timeout: 20_000 })
        .toMatch(/^verified webhook\.test evt_\w+ test of endpoint \d+$/m);
      await expect(
        page.getByRole('article').filter({ hasText: 'Test event' }).first(),
      ).toBeVisible();
      await shot(page, 'webhook-test-event');

      // The audit list names the owner's changes.
      await visit(page, AUDIT_URL);
      const audit = page.getByRole('table', { name: 'Audit log, newest first' });
      await expect(audit).toContainText('API key created');
      await expect(audit).toContainText(keyName);
      await expect(audit).toContainText('Webhook endpoint added');
      await expect(audit).toContainText('Webhook delivery resent');
      await checkAtWidths(page, 'audit');

      // Delete the endpoint (after the confirmation).
      await page.setViewportSize({ width: 1280, height: 900 });
      await visit(page, WEBHOOKS_URL);
      await card.getByRole('button', { name: `Delete ${url}` }).click();
      await page
        .getByRole('dialog', { name: 'Delete this endpoint?' })
        .getByRole('button', { name: 'Delete the endpoint' })
        .click();
      await expect(card).toHaveCount(0);
    } finally {
      await stopReceiver(receiver.child);
    }
    expectCleanConsole();
  });

  test('keyboard only: create a key and an endpoint, rotate its secret, revoke the key; the dialogs hold and give back the focus', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await logInThroughPage(page, OWNER);
    await visit(page, KEYS_URL);
    const create = page.getByRole('button', { name: 'Create a key' });
    await tabTo(page, create);
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
    const keyName = `Keyboard ${RUN}`;
    await page.keyboard.type(keyName);
    // A resource's levels are one radio group: Tab reaches its checked level, arrows change it.
    const products = page.getByRole('group', { name: 'Products' });
    await tabTo(page, products.getByRole('radio', { name: 'None' }));
    await page.keyboard.press('ArrowRight');
    await expect(products.getByRole('radio', { name: 'Read' })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Create the key' }));
    await page.keyboard.press('Enter');
    const { dialog } = await secretOf(page, `${keyName}: your secret key`, 'Secret key');
    // The page behind is inert: Tab moves through the dialog only (and the browser's own controls).
    for (let count = 0; count < 6; count += 1) {
      await page.keyboard.press('Tab');
      const inside = await dialog.evaluate(
        (element) =>
          element.contains(document.activeElement) || document.activeElement === document.body,
      );
      expect(inside, `Tab ${count + 1} left the dialog`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(create).toBeFocused();

    // An endpoint, its secret rotated: the confirmation starts on Cancel, the new secret on Copy.
    await visit(page, WEBHOOKS_URL);
    await tabTo(page, page.getByRole('button', { name: 'Add an endpoint' }));
    await page.keyboard.press('Enter');
    const url = `http://127.0.0.1:9/keyboard-${RUN}`;
    await expect(page.getByLabel('URL', { exact: true })).toBeFocused();
    await page.keyboard.type(url);
    await tabTo(page, page.getByRole('button', { name: 'Add the endpoint' }));
    await page.keyboard.press('Enter');
    const created = await secretOf(page, 'Your endpoint’s signing secret', 'Signing secret');
    await tabTo(page, created.dialog.getByRole('button', { name: 'I have copied it' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Add an endpoint' })).toBeFocused();
    const rotate = page.getByRole('button', { name: `Rotate secret of ${url}` });
    await tabTo(page, rotate);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Rotate the signing secret?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirm.getByRole('button', { name: 'Rotate the secret' })).toBeFocused();
    await page.keyboard.press('Enter');
    const rotated = await secretOf(page, 'Your new signing secret', 'Signing secret');
    expect(rotated.secret).not.toBe(created.secret);
    await expect(rotated.dialog).toContainText('The old secret keeps working for 24 hours');
    await shot(page, 'webhook-rotated-1280');
    await page.keyboard.press('Escape');
    await expect(rotate).toBeFocused();

    // Revoke the key after the confirmation, by keyboard.
    await visit(page, KEYS_URL);
    const revoke = page.getByRole('button', { name: `Revoke ${keyName}` });
    await tabTo(page, revoke);
    await page.keyboard.press('Enter');
    const revokeDialog = page.getByRole('dialog', { name: `Revoke ${keyName}?` });
    await expect(revokeDialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('row', { name: new RegExp(keyName) })).toContainText('Revoked');
  });
});
