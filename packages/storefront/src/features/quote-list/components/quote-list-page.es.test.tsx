// The quote list page on /es: Spanish words, es-US dates and plurals, Spanish validation messages
// (the page's own and the SDK's), and a request that asks for Spanish mails (`locale: 'es'`).
import type { QuoteLine } from '@liftline/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import QuoteRoute from '@/app/routes/quote';
import { json } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { quoteListApi, storeLines } from '../testing/quote-list-fixtures';

const LINES: QuoteLine[] = [
  { equipment_id: 7, mode: 'rent', quantity: 1, start_date: '2026-12-02', end_date: '2026-12-11' },
  { equipment_id: 8, mode: 'rent', quantity: 2, start_date: '2026-12-02', end_date: '2026-12-08' },
  { equipment_id: 9, mode: 'buy', quantity: 1 },
];

beforeEach(() => {
  // Today is Tuesday, December 1, 2026 (only the clock is fake).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 11, 1, 12));
});

afterEach(() => {
  vi.useRealTimers();
});

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const errorOf = (label: string) => {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
};

async function toStep(title: string) {
  const heading = await screen.findByRole('heading', { level: 2, name: new RegExp(title) });
  await waitFor(() => expect(document.activeElement).toBe(heading));
  return heading;
}

describe('the quote list page in Spanish', () => {
  it('shows the lines in Spanish: estimates, availability, plurals and the total', async () => {
    storeLines(LINES);
    renderApp(<QuoteRoute />, { url: '/es/quote', api: quoteListApi() });

    expect(
      await screen.findByRole('heading', { level: 2, name: /Revise sus líneas/ }),
    ).toBeTruthy();
    const first = screen.getByTestId('quote-line-1');
    expect(await within(first).findByText('1 × semana $1,150 + 3 × día $210')).toBeTruthy();
    expect(first.textContent).toContain('10 días:');
    expect(await within(first).findByText('3 de 3 libres todos los días')).toBeTruthy();
    expect(within(first).getByRole('radio', { name: 'Alquilar' })).toHaveProperty('checked', true);
    expect(within(screen.getByTestId('quote-line-2')).getByText('Solo alquiler')).toBeTruthy();
    expect(
      await within(screen.getByTestId('quote-line-3')).findByText('$64,000 cada una'),
    ).toBeTruthy();
    expect(screen.getByText(/^Total estimado:/).textContent).toBe('Total estimado: $66,380');
    expect(screen.getByRole('button', { name: 'Continuar a obra y contacto' })).toBeTruthy();
  });

  it('says what a line lacks in Spanish (the SDK’s words)', async () => {
    storeLines([{ equipment_id: 7, mode: 'rent', quantity: 1, start_date: '2026-12-02' }]);
    renderApp(<QuoteRoute />, { url: '/es/quote', api: quoteListApi() });
    await screen.findByText('Elija las fechas para ver un estimado');

    click('Continuar a obra y contacto');

    expect(await screen.findByText('Elija el último día de alquiler.')).toBeTruthy();
  });

  it('checks the contact step in Spanish, then sends the list with locale "es"', async () => {
    storeLines(LINES);
    const api = quoteListApi();
    api.on('POST /equipment/request-quote', () =>
      json(
        { id: 1, reference: 'Q-2026-000001', status: 'received', created_at: '', lines: [] },
        201,
      ),
    );
    renderApp(<QuoteRoute />, { url: '/es/quote', api });
    await screen.findAllByTestId('line-estimate');
    click('Continuar a obra y contacto');
    await toStep('Obra y contacto');
    fireEvent.change(screen.getByLabelText('Código postal'), { target: { value: '' } });

    click('Continuar a la confirmación');

    await waitFor(() => expect(errorOf('Dirección')).toBe('Escriba la dirección de la obra'));
    expect(errorOf('Código postal')).toBe('Escriba un código postal de cinco dígitos');
    expect(errorOf('Teléfono')).toBe('Escriba un número de teléfono');

    fireEvent.change(screen.getByLabelText('Dirección'), {
      target: { value: '1200 W Fulton Market' },
    });
    fireEvent.change(screen.getByLabelText('Código postal'), { target: { value: '60601' } });
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Olga Obra' } });
    fireEvent.change(screen.getByLabelText('Correo electrónico'), {
      target: { value: 'olga@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Teléfono'), { target: { value: '(312) 555-0100' } });
    click('Continuar a la confirmación');
    await toStep('Confirmar y enviar');
    expect(screen.getByRole('heading', { level: 3, name: '3 líneas' })).toBeTruthy();

    click('Enviar solicitud de cotización');

    await waitFor(() => expect(api.calls('POST /equipment/request-quote')).toHaveLength(1));
    expect(api.calls('POST /equipment/request-quote')[0]!.body).toMatchObject({ locale: 'es' });
    expect(
      await screen.findByRole('heading', { name: 'Solicitud de cotización enviada' }),
    ).toBeTruthy();
  });
});
