// What a customer tripped on in the quote dialog (issue 42, item 12): the banner counts the fields
// in error as the storefront does, rent and purchase are totalled apart, and money reads as on the
// cards ($360, not $360.00).
import { addSdkMessages, createClient, memoryStorage, type QuoteLine } from '@liftline/sdk';
import { SDK_MESSAGES_ES } from '@liftline/sdk/es';
import { fakeFetch, jsonResponse } from '@liftline/sdk/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addWords } from '../messages';
import * as es from '../messages/es';
import { QuoteModal } from './quote-modal';
import { onNov21of2026 } from './test-clock';

const forklift = {
  id: 1,
  title: '2020 Toyota 8FGCU25 Forklift',
  for_rent: true,
  for_sale: true,
  rental_rates: { daily: 210, weekly: 1150, monthly: 3900 },
  sale_price: 100110,
};
const scissor = {
  id: 5,
  title: 'Genie GS-1930 Scissor Lift',
  for_rent: true,
  for_sale: false,
  rental_rates: { daily: 95, weekly: 360, monthly: 800 },
  sale_price: null,
};
const RENT: QuoteLine = {
  equipment_id: 5,
  mode: 'rent',
  quantity: 1,
  start_date: '2026-12-01',
  end_date: '2026-12-07',
};
const BUY: QuoteLine = { equipment_id: 1, mode: 'buy', quantity: 1 };

function setup(lines: QuoteLine[], lang?: string) {
  const storage = memoryStorage();
  storage.setItem('test_quote_list', JSON.stringify({ v: 1, lines }));
  const units: Record<number, object> = { 1: forklift, 5: scissor };
  const client = createClient({
    baseUrl: 'http://api.test/api',
    fetch: fakeFetch((request) =>
      jsonResponse(units[Number(new URL(request.url).pathname.split('/').pop())]),
    ),
  });
  render(
    <QuoteModal
      open
      onClose={() => {}}
      client={client}
      productKey="test"
      storage={storage}
      {...(lang ? { lang } : {})}
    />,
  );
}

const next = (name = 'Next') => fireEvent.click(screen.getByRole('button', { name }));

onNov21of2026();

describe('the quote dialog, as a customer reads it', () => {
  it('says how many fields need attention when five are empty, and focuses the first', async () => {
    setup([RENT]);
    await screen.findByText(scissor.title);
    next();
    await screen.findByRole('heading', { level: 3, name: 'Jobsite and contact' });
    fireEvent.change(screen.getByLabelText('Jobsite zip code'), { target: { value: '' } });

    next();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('5 fields need attention.');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Jobsite street address')),
    );
    // Fixing one says four.
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Jordan Rivera' } });
    expect(screen.getByRole('alert').textContent).toBe('4 fields need attention.');
  });

  it('totals the rentals and the purchases apart, with the cards’ money format', async () => {
    setup([RENT, BUY]);
    await screen.findByText(scissor.title);
    expect((await screen.findByTestId('quote-rent-total')).textContent).toBe('$360');
    expect(screen.getByTestId('quote-buy-total').textContent).toBe('$100,110');
    expect(screen.queryByText(/100,470/)).toBeNull();
    expect(screen.getByText('$360: 1 × week $360')).toBeTruthy();
  });

  it('says it in Spanish', async () => {
    addWords('es', es);
    addSdkMessages('es', SDK_MESSAGES_ES);
    setup([RENT, BUY], 'es');
    expect((await screen.findByTestId('quote-rent-total')).parentElement?.textContent).toMatch(
      /^Alquiler estimado: \$360Precio de compra: \$100,110/,
    );
  });
});
