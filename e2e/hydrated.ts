import type { Page } from '@playwright/test';

/**
 * Waits until the app has hydrated a page that arrived as HTML (prerendered or rendered by the
 * server): it measures that task as `liftline:takeover`. Before then the page's links are plain links
 * (a click loads a new document, a hover prefetches nothing) and its controls are disabled.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('liftline:takeover').length > 0);
}
