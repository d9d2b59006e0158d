import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';

// What the back office specs check on each page: axe 0 and no sideways scroll at 375 and 1280 px,
// a screenshot at each width, and moving by keyboard alone.

const SHOTS_DIR = process.env.E2E_SHOTS_DIR;
export const WIDTHS = [375, 1280] as const;

/** Logs in through the login page and waits for the account area's first answers. */
export async function logInThroughPage(page: Page, user: { email: string; password: string }) {
  await page.goto('/guest/user/login');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/guest\/user\/login/);
  await page.waitForLoadState('networkidle');
}

export async function visit(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
}

/** A full-page screenshot from the top with nothing focused (E2E_SHOTS_DIR, else the test's output). */
export async function shot(page: Page, name: string) {
  // The sticky header and a focused skip link stay out of the picture.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const path = SHOTS_DIR ? `${SHOTS_DIR}/${name}.png` : test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** Two frames after a resize, so layout, a chart's size and axe see the new width. */
export const frames = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

/** The elements that stick out to the right of the viewport (none when nothing scrolls sideways). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    return Array.from(document.querySelectorAll('body *'))
      .filter(
        (element) =>
          element.getBoundingClientRect().right > window.innerWidth + 1 &&
          element.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
      )
      .slice(0, 8)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  });

/** At 375 and 1280 px: axe 0, nothing scrolls sideways, and a screenshot named `name-<width>`. */
export async function checkAtWidths(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await frames(page);
    const violations = await axeViolations(page);
    expect(violations, `${name} at ${width}px\n${describeViolations(violations)}`).toEqual([]);
    expect(await sidewaysOverflow(page), `${name} scrolls sideways at ${width}px`).toEqual([]);
    await shot(page, `${name}-${width}`);
  }
}

/** Presses Tab until `target` has the focus (keyboard only); fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 120) {
  for (let count = 0; count < max; count += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${String(target)}`);
}
