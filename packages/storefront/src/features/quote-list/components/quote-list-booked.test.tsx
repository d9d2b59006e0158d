// A rent line whose units are taken on some of its days is refused before anything is sent, with
// the days named at its first day (the SDK's `linesNotFree`, the API's rule), in English and Spanish.
import type { QuoteLine } from '@liftline/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import QuoteRoute from '@/app/routes/quote';
import { json } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { anAvailability, quoteListApi, storeLines } from '../testing/quote-list-fixtures';

const LINE: QuoteLine = {
  equipment_id: 8,
  mode: 'rent',
  quantity: 1,
  start_date: '2026-12-07',
  end_date: '2026-12-09',
};
const HELD = { '2026-12-08': 0, '2026-12-09': 0 };

beforeEach(() => {
  // Today is Tuesday, December 1, 2026 (only the clock is fake).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 11, 1, 12));
});
afterEach(() => vi.useRealTimers());

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const messageOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby')?.split(' ') ?? [])
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
const firstDay = (label = 'First day') =>
  within(screen.getByTestId('quote-line-1')).getByLabelText(label);

async function toStep(title: string) {
  const heading = await screen.findByRole('heading', { level: 2, name: new RegExp(title) });
  await waitFor(() => expect(document.activeElement).toBe(heading));
}

describe('the quote list page: a rental whose days are taken', () => {
  it('refuses Continue, names the days at the first day and focuses it; nothing is sent', async () => {
    storeLines([LINE]);
    const api = quoteListApi({ byDay: HELD }).on('POST /equipment/request-quote', () =>
      json({}, 201),
    );
    renderApp(<QuoteRoute />, { url: '/quote', api });
    await screen.findByText('Booked on Dec 8–9: pick other dates');

    click('Continue to jobsite and contact');

    await waitFor(() => expect(document.activeElement).toBe(firstDay()));
    expect(firstDay().getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(firstDay())).toBe('Booked on Dec 8–9: pick other dates');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Review your lines');
    expect(api.calls('POST /equipment/request-quote')).toHaveLength(0);
  });

  it('keeps the warning on the last look when the days are taken meanwhile, and Send goes back to the lines', async () => {
    storeLines([LINE]);
    let held = false;
    const api = quoteListApi()
      .on('GET /equipment/:id/availability', ({ params, query }) =>
        json(
          anAvailability(Number(params.id), query.get('from')!, query.get('to')!, {
            byDay: held ? HELD : {},
          }),
        ),
      )
      .on('POST /equipment/request-quote', () => json({}, 201));
    const { queryClient } = renderApp(<QuoteRoute />, { url: '/quote', api });
    await screen.findByText('3 of 3 free every day');
    click('Continue to jobsite and contact');
    await toStep('Jobsite and contact');
    type('Street address', '1200 W Fulton Market');
    type('ZIP code', '60601');
    type('Name', 'Robin Foreman');
    type('E-mail', 'robin@builders.example');
    type('Phone', '(312) 555-0100');
    click('Continue to confirm');
    await toStep('Confirm and send');

    held = true;
    await queryClient.invalidateQueries();

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Booked on Dec 8–9: pick other dates',
    );
    click('Send quote request');
    await waitFor(() => expect(document.activeElement).toBe(firstDay()));
    expect(messageOf(firstDay())).toBe('Booked on Dec 8–9: pick other dates');
    expect(api.calls('POST /equipment/request-quote')).toHaveLength(0);
  });

  it('says it in Spanish on /es', async () => {
    storeLines([LINE]);
    renderApp(<QuoteRoute />, { url: '/es/quote', api: quoteListApi({ byDay: HELD }) });
    await screen.findByText(/Reservad/);
    click(/Continuar/);
    await waitFor(() => expect(document.activeElement).toBe(firstDay('Primer día')));
    expect(messageOf(firstDay('Primer día'))).toMatch(/8.9 de dic/);
  });
});
