import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';
import { guardConsole } from './console-guard';

/** The storefront's content pages, with a section each must show. */
const CONTENT_PAGES: [string, string, string][] = [
  ['/about', 'About Liftline', 'How renting works'],
  ['/contact', 'Contact us', 'Write to a branch'],
  ['/terms', 'Terms of rental', 'Damage, loss and the damage waiver'],
  ['/privacy', 'Privacy policy', 'Cookies and storage in your browser'],
];

for (const width of [375, 1280]) {
  test.describe(`content pages at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const [url, title, section] of CONTENT_PAGES) {
      test(`${url} renders, prerendered, with no accessibility violation`, async ({
        page,
        request,
      }) => {
        const check = guardConsole(page);
        // Sent as HTML built at build time (the route table marks it prerendered).
        const html = await (await request.get(url)).text();
        expect(html).toContain(`>${title}</h1>`);

        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
        // Nothing wider than the screen at 375 px.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        const violations = await axeViolations(page);
        expect(violations, describeViolations(violations)).toEqual([]);
        check();
      });
    }
  });
}

test('the footer links to every content page and the API reference, never to "#"', async ({
  page,
}) => {
  const check = guardConsole(page);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const hrefs = await footer
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).not.toContain('#');
  for (const href of ['/about', '/contact', '/terms', '/privacy', '/api/docs'])
    expect(hrefs).toContain(href);

  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  check();
});

test.describe('API reference', () => {
  /** axe finds nothing, and a screenshot (in $SHOTS_DIR or the test's output folder) shows why. */
  async function review(page: Page, name: string) {
    const dir = process.env.SHOTS_DIR ?? test.info().outputPath();
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: join(dir, `${name}.png`) });
    const violations = await axeViolations(page);
    expect(violations, `${name}\n${describeViolations(violations)}`).toEqual([]);
  }

  for (const width of [375, 1280]) {
    test(`/api/docs renders the contract at ${width}px under the CSP, with no console error and no accessibility violation`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: 800 });
      const check = guardConsole(page);
      const response = await page.goto('/api/docs');
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

      // The document's title and an operation's summary, rendered by the self-hosted renderer.
      await expect(page.getByRole('heading', { name: 'Liftline API', exact: true })).toBeVisible({
        timeout: 30_000,
      });
      // One reference only (the bundle also mounts itself on an `#api-reference` element).
      await expect(page.getByRole('heading', { name: 'Liftline API', exact: true })).toHaveCount(1);
      // The way back to the store, and the start an integrator needs (issue 42 item 16).
      const store = page.getByRole('navigation', { name: 'Liftline store' }).getByRole('link');
      await expect(store).toHaveAttribute('href', '/');
      await expect(page.getByRole('heading', { name: 'Getting started' }).first()).toBeAttached();
      await expect(page.getByText('API Keys and Webhooks').first()).toBeAttached();
      // The first group (the integrator's keys and webhooks) opens with the page.
      await expect(
        page.getByText('Create a secret API key (its secret is shown once)').first(),
      ).toBeAttached();
      await review(page, `api-docs-${width}`);

      // An operation, with two of its responses open (their schemas and examples shown).
      await page.goto('/api/docs#tag/auth/POST/user/login');
      const operation = page.getByRole('heading', { name: 'Log in with e-mail and password' });
      await expect(operation.first()).toBeVisible();
      const section = page.locator('section', { has: operation }).first();
      for (const status of ['200', '422']) {
        const toggle = section.locator('button[aria-expanded="false"]', {
          hasText: new RegExp(`^\\s*${status}\\b`),
        });
        await toggle.first().click();
        await expect(
          section.locator('button[aria-expanded="true"]', {
            hasText: new RegExp(`^\\s*${status}\\b`),
          }),
        ).toHaveCount(1);
      }
      await section.locator('button[aria-expanded="true"]').first().scrollIntoViewIfNeeded();
      await review(page, `api-docs-operation-${width}`);
      check();
    });
  }

  test('the contract downloads as JSON and YAML', async ({ request }) => {
    const json = await request.get('/api/v1/openapi.json');
    expect(json.headers()['content-type']).toContain('application/json');
    expect(((await json.json()) as { openapi: string }).openapi).toMatch(/^3\./);

    const yaml = await request.get('/api/v1/openapi.yaml');
    expect(yaml.headers()['content-type']).toContain('application/yaml');
    expect(await yaml.text()).toMatch(/^openapi: 3\./m);
  });
});
