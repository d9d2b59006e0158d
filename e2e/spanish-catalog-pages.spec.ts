import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';
import { guardConsole } from './console-guard';
import { hydrated } from './hydrated';

// The Spanish unit and branch pages (/es/equipment/1, server-rendered; /es/branches/1): Spanish
// from the server's HTML on, the widgets in Spanish too, no horizontal overflow of the longer
// Spanish words, no accessibility violation, at phone and desktop widths; screenshots to look at.

const SHOTS = join('test-results', 'spanish-catalog-pages');

for (const width of [375, 1280]) {
  test.describe(`the Spanish unit and branch pages at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a unit page is Spanish in its HTML and once running', async ({ page }) => {
      const check = guardConsole(page);
      const html = await (await page.request.get('/es/equipment/1')).text();
      expect(html).toContain('Especificaciones');
      expect(html).toContain('Precio de venta');

      await page.goto('/es/equipment/1');
      await hydrated(page);
      await expect(page.getByRole('heading', { name: 'Especificaciones' })).toBeVisible();
      await expect(page.getByRole('button', { name: /Solicitar cotización/ })).toBeVisible();
      await expect(page.getByRole('button', { name: /Agregar .*a la cotización/ })).toBeVisible();
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: join(SHOTS, `unit-es-${width}.png`), fullPage: true });
      check();
    });

    test('an aerial work platform: every spec label the catalog knows is Spanish, each fact once', async ({
      page,
    }) => {
      const check = guardConsole(page);
      const found = await (
        await page.request.get('/api/v1/equipment?category=aerial-work-platforms&per_page=1')
      ).json();
      const unit = found.items[0] as { id: number; capacity_lbs: number };
      await page.goto(`/es/equipment/${unit.id}`);
      await hydrated(page);
      const specs = page
        .getByRole('table')
        .filter({ has: page.getByRole('rowheader') })
        .first();
      const labels = await specs.getByRole('rowheader').allTextContents();
      for (const english of ['Platform height', 'Power source', 'Drive', 'Platform capacity'])
        expect(labels, english).not.toContain(english);
      expect(labels).toContain('Capacidad');
      expect(labels).toContain('Tracción');
      expect(labels).toContain('Fuente de energía');
      // "Capacidad 500 lb" once, not again as "Platform capacity 500 lb".
      const capacity = `${unit.capacity_lbs.toLocaleString('en-US')} lb`;
      const values = await specs.getByRole('cell').allTextContents();
      expect(values.filter((value) => value.startsWith(capacity))).toHaveLength(1);
      mkdirSync(SHOTS, { recursive: true });
      await specs.screenshot({ path: join(SHOTS, `unit-specs-es-${width}.png`) });
      check();
    });

    test('a branch page shows its hours as a Spanish reader reads them', async ({ page }) => {
      const check = guardConsole(page);
      // A shell page (not server-rendered): the app renders it once the branch has loaded.
      await page.goto('/es/branches/1');
      const hours = page.getByRole('table', { name: /^Horario de atención/ });
      await expect(hours).toContainText(/\d{1,2}:\d{2}\sa\.m\. – \d{1,2}:\d{2}\sp\.m\./);
      await expect(page.getByRole('heading', { name: 'Dirección y contacto' })).toBeVisible();
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: join(SHOTS, `branch-es-${width}.png`), fullPage: true });
      check();
    });
  });
}
