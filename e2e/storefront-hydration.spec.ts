import { expect, test, type Page } from '@playwright/test';
import { guardConsole } from './console-guard';
import { hydrated } from './hydrated';

// Prerendered and server-rendered pages are hydrated: the app adopts the HTML it finds instead of
// rendering the page again (packages/storefront/src/lib/hydration.ts). Hydration keeps attributes
// as the server wrote them, so the app's first render must match the server's, and what only the
// browser knows (the quote list, the saved branch) arrives after. These tests hold both: the
// elements are the server's, and the finished page is exactly what the app renders on its own.

type Unit = { id: number; title: string; for_sale: boolean };

/** A visitor who has a unit in their quote list and a saved branch (as the app itself saves them). */
async function returningVisitor(page: Page, unit: Unit) {
  const located = await page.request.get('/api/v1/locate-branch?zip_code=60601');
  expect(located.status()).toBe(200);
  const branch = (await located.json()) as { data: unknown };
  await page.goto(`/equipment/${unit.id}`);
  await page.evaluate((saved) => {
    localStorage.setItem('liftline_local_branch', saved);
    localStorage.setItem('zip_code', '60601');
  }, JSON.stringify(branch.data));
  await page.reload();
  await page
    .getByRole('button', { name: unit.for_sale ? 'Add rental to quote' : 'Add to quote' })
    .click();
  await expect(page.getByRole('link', { name: 'Quote request, 1 item' })).toBeVisible();
}

/** Waits until the app runs (it measures its start) and the page has settled. */
async function appStarted(page: Page) {
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // Effects after hydration (the visitor's own values) render in the next frames.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
}

/**
 * `#root`'s markup, a tag per line, with `useId`'s ids numbered in order of appearance: a render that
 * waited for the page's code (the app alone) draws its ids in another order than one that did not
 * (the ids of a part that hydrates later have their own range, `P0_3-1`: hydrate-later/id-scope.tsx),
 * and only which element points at which matters. A field's `value`, `checked` and `selected`
 * attributes are the server's rendering of its value (the app sets the properties instead): the
 * values themselves are compared, after the markup.
 */
const rootMarkup = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root');
    if (!root) throw new Error('no #root');
    const ids = new Map<string, string>();
    const values = Array.from(root.querySelectorAll('input, select, textarea')).map(
      (field) =>
        `value of ${field.tagName} ${field.getAttribute('name') ?? ''}: ${(field as HTMLInputElement).value} ${(field as HTMLInputElement).checked ? 'checked' : ''}`,
    );
    return root.innerHTML
      .replace(/(<input\b[^>]*?) value="[^"]*"/g, '$1')
      .replace(/(<(?:input|option)\b[^>]*?) (?:checked|selected)=""/g, '$1')
      .replace(/\bP[\d_]+-\d+\b/g, (id) => {
        if (!ids.has(id)) ids.set(id, `id${ids.size}`);
        return ids.get(id)!;
      })
      .split(/(?=<)/)
      .concat(values);
  });

/** The first lines where two markups part, with some context; null when they are the same. */
function firstDifference(a: string[], b: string[]): string | null {
  const at = a.findIndex((line, i) => line !== b[i]);
  if (at === -1 && a.length === b.length) return null;
  const index = at === -1 ? Math.min(a.length, b.length) : at;
  const around = (lines: string[]) => lines.slice(Math.max(0, index - 3), index + 3).join('');
  return `line ${index}:\n  hydrated: ${around(a)}\n  app alone: ${around(b)}`;
}

/**
 * References (`for`, `aria-controls`, `aria-labelledby`, `aria-describedby`) to missing ids. A
 * closed dialog renders nothing inside, its title included: it is left out.
 */
const danglingReferences = (page: Page) =>
  page.evaluate(() => {
    const missing: string[] = [];
    for (const attribute of ['for', 'aria-controls', 'aria-labelledby', 'aria-describedby']) {
      for (const el of Array.from(document.querySelectorAll(`#root [${attribute}]`))) {
        if (el.closest('dialog:not([open])')) continue;
        for (const id of (el.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
          if (!document.getElementById(id)) missing.push(`${el.tagName} ${attribute}=${id}`);
        }
      }
    }
    return missing;
  });

test.describe('hydration', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the app adopts each server-made page and ends with the markup it renders by itself', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const checkConsole = guardConsole(page);
    const listed = await request.get('/api/v1/equipment?per_page=1&listing=rent');
    const unit = ((await listed.json()) as { items: Unit[] }).items[0]!;
    await returningVisitor(page, unit);

    for (const path of [
      '/',
      '/equipment',
      '/equipment?category=aerial-work-platforms',
      `/equipment/${unit.id}`,
      '/about',
    ]) {
      // 1. As served: the page's HTML, then the app. Its elements must be the very ones the HTML
      //    made (a re-render would replace them).
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const kept = window as unknown as { __served: Element[] };
          kept.__served = Array.from(
            document.querySelectorAll('#root header, #root main, #root footer'),
          );
        });
      });
      await page.goto(path);
      await appStarted(page);
      const adopted = await page.evaluate(() => {
        const served = (window as unknown as { __served: Element[] }).__served;
        return { served: served.length, kept: served.filter((el) => el.isConnected).length };
      });
      expect(adopted.served, `${path}: the server sent header, main and footer`).toBe(3);
      expect(adopted.kept, `${path}: the app kept the server's elements`).toBe(3);
      // Controls work: none stays disabled by the prerendering.
      expect(await page.locator('[data-until-app]').count(), path).toBe(0);
      // The page's code came with its boot script: the app took that module rather than loading
      // it again through Vite's preload helper, which adds a link per import (src/lib/booted-page.ts).
      // The links left are the page's messages: its language's catalog of the app's entry code, and
      // the one of the page's own code (the build's catalog per chunk), which the HTML preloads.
      const preloads = await page
        .locator('link[rel="modulepreload"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(preloads.length, path).toBeGreaterThanOrEqual(1);
      expect(preloads.length, path).toBeLessThanOrEqual(2);
      for (const href of preloads) expect(href, path).toMatch(/^\/assets\/messages-[\w-]+\.js$/);
      expect(await danglingReferences(page), path).toEqual([]);
      const hydrated = await rootMarkup(page);

      // 2. The same page rendered by the app alone (its HTML taken out of the response), in
      //    another tab of the same visitor. (A document fulfilled by the test counts as public to
      //    Chromium, which then refuses its pictures from loopback: that tab's console is not
      //    guarded, and pictures play no part in the markup.)
      const alone = await page.context().newPage();
      await alone.route(
        (url) => url.pathname === new URL(path, 'http://x').pathname,
        async (route) => {
          if (route.request().resourceType() !== 'document') return route.fallback();
          const response = await route.fetch();
          const html = (await response.text()).replace(
            /<div id="root">[\s\S]*<\/div>(\s*<noscript)/,
            '<div id="root"></div>$1',
          );
          await route.fulfill({ response, body: html });
        },
      );
      await alone.goto(path);
      await alone.waitForLoadState('networkidle');
      await alone.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
      expect(firstDifference(hydrated, await rootMarkup(alone)), path).toBeNull();
      await alone.close();
      // The visitor's values are there.
      await expect(page.getByRole('link', { name: 'Quote request, 1 item' })).toBeVisible();
    }
    checkConsole();
  });
});
