import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from './axe';
import { guardConsole } from './console-guard';

// The customer's Spanish pages against the real server: the quote list at /es/quote (lines,
// availability, the contact step's messages) sends its request with `locale: 'es'` and gets a
// Spanish confirmation mail; the Spanish login page says its rules in Spanish. Axe 0 and
// screenshots at 375 and 1280 px.

const SHOTS_DIR = process.env.E2E_SHOTS_DIR;
/** Keeps the customer's address unique when the suite runs twice on one database. */
const RUN = Date.now().toString(36);

interface Unit {
  id: number;
  title: string;
  rental_rates: unknown;
  branch_id: number | null;
}

/** `YYYY-MM-DD`, `days` after today (UTC: the server's "not in the past" is UTC). */
function inDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Two priced rental units of the demo catalog. */
async function twoRentalUnits(request: APIRequestContext): Promise<[Unit, Unit]> {
  const page = (await (await request.get('/api/v1/equipment?listing=rent&per_page=24')).json()) as {
    items: Unit[];
  };
  const priced = page.items.filter((unit) => unit.rental_rates && unit.branch_id);
  if (priced.length < 2) throw new Error('The demo catalog has fewer than two rental units.');
  return [priced[0]!, priced[1]!];
}

async function screenshots(page: Page, name: string) {
  const dir = SHOTS_DIR ?? test.info().outputPath();
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const violations = await axeViolations(page);
    expect(violations, `${name} at ${width} px: ${describeViolations(violations)}`).toEqual([]);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('the customer’s pages in Spanish', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the quote list at /es/quote sends locale "es" and the confirmation goes out in Spanish', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const checkConsole = guardConsole(page);
    const [first, second] = await twoRentalUnits(request);
    const email = `lista-es-${RUN}@example.com`;
    const lines = [
      {
        equipment_id: first.id,
        mode: 'rent',
        quantity: 1,
        start_date: inDays(3),
        end_date: inDays(12),
      },
      {
        equipment_id: second.id,
        mode: 'rent',
        quantity: 1,
        start_date: inDays(3),
        end_date: inDays(9),
      },
    ];
    await page.addInitScript(
      (stored) => {
        if (!localStorage.getItem('liftline_quote_list'))
          localStorage.setItem('liftline_quote_list', stored);
      },
      JSON.stringify({ v: 1, lines }),
    );

    await page.goto('/es/quote');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 2, name: /Revise sus líneas/ })).toBeVisible();
    await expect(page.getByTestId('line-estimate')).toHaveCount(2);
    await expect(page.getByTestId('line-estimate').first()).toContainText('semana');
    await expect(
      page.getByTestId('quote-line-1').getByText(/libres todos los días|Reservado|libres el/),
    ).toBeVisible();
    await expect(page.getByText(/^Total estimado:/)).toBeVisible();
    await screenshots(page, 'es-quote');

    // The calendar speaks Spanish too: its month, weekdays and day labels (react-day-picker's es).
    const line = page.getByTestId('quote-line-1');
    await line.getByRole('button', { name: 'Elegir las fechas en un calendario' }).click();
    const grid = line.getByRole('grid');
    await expect(grid).toBeVisible();
    await expect(grid).toHaveAccessibleName(
      /(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)/i,
    );
    await expect(line.getByText(/^Del .+ al .+, \d+ días\.$/)).toBeVisible();
    await screenshots(page, 'es-quote-calendar');
    await line.getByRole('button', { name: 'Ocultar el calendario' }).click();

    await page.getByRole('button', { name: 'Continuar a obra y contacto' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /Obra y contacto/ })).toBeFocused();
    await page.getByLabel('Código postal').fill('');
    await page.getByRole('button', { name: 'Continuar a la confirmación' }).click();
    await expect(page.getByText('Escriba la dirección de la obra')).toBeVisible();
    await screenshots(page, 'es-quote-contact');

    await page.getByLabel('Dirección').fill('1200 W Fulton Market');
    await page.getByLabel('Código postal').fill('60607');
    await page.getByLabel('Nombre').fill('Olga Obra');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Teléfono').fill('(312) 555-0142');
    await page.getByRole('button', { name: 'Continuar a la confirmación' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /Confirmar y enviar/ })).toBeFocused();
    await expect(page.getByRole('heading', { level: 3, name: '2 líneas' })).toBeVisible();
    const posted = page.waitForRequest(
      (sent) => sent.url().endsWith('/api/v1/equipment/request-quote') && sent.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Enviar solicitud de cotización' }).click();
    expect((await posted).postDataJSON()).toMatchObject({ locale: 'es', email });
    await expect(
      page.getByRole('heading', { name: 'Solicitud de cotización enviada' }),
    ).toBeFocused();
    await screenshots(page, 'es-quote-sent');

    // The confirmation went out in Spanish (the server writes it in the request's locale).
    const outbox = (await (await request.get('/dev/outbox.json')).json()) as {
      items: { to: string; subject: string; text: string }[];
    };
    const mail = outbox.items.find((item) => item.to === email);
    expect(mail, 'the confirmation mail').toBeTruthy();
    expect(`${mail!.subject}\n${mail!.text}`).toMatch(/cotización/i);
    checkConsole();
  });

  test('the Spanish login page says its rules in Spanish', async ({ page }) => {
    const checkConsole = guardConsole(page);
    await page.goto('/es/guest/user/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await page.getByLabel('Correo electrónico').fill('olga@');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(
      page.getByText('Escriba un correo electrónico válido, como nombre@ejemplo.com.'),
    ).toBeVisible();
    await expect(page.getByText('Escriba su contraseña.')).toBeVisible();
    await screenshots(page, 'es-login');
    checkConsole();
  });
});
