import { createClient, memoryStorage, type QuoteLine } from '@liftline/sdk';
import { fakeFetch, jsonResponse } from '@liftline/sdk/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuoteModal } from './quote-modal';
import { onNov21of2026 } from './test-clock';

const scissor = {
  id: 5,
  title: 'Genie GS-1930 Scissor Lift',
  for_rent: true,
  for_sale: false,
  rental_rates: { daily: 95, weekly: 300, monthly: 800 },
  sale_price: null,
};
const LINE: QuoteLine = {
  equipment_id: 5,
  mode: 'rent',
  quantity: 1,
  start_date: '2026-12-01',
  end_date: '2026-12-05',
  title: scissor.title,
};

/** Every day from `from` to `to` of a fleet of 2, none free on the `booked` days. */
function availability(url: URL, booked: readonly string[]) {
  const from = url.searchParams.get('from')!;
  const to = url.searchParams.get('to')!;
  const days = [];
  for (let day = new Date(`${from}T00:00:00Z`); day.toISOString() <= `${to}T`;) {
    const date = day.toISOString().slice(0, 10);
    days.push({ date, available: booked.includes(date) ? 0 : 2, fleet: 2 });
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return { equipment_id: 5, fleet: 2, from, to, days };
}

/** The dialog open on a one-line list; `booked` days (or a failing check: `null`). */
function setup({
  booked = [] as readonly string[] | null,
  /** Leave the prop out (the React entry's default). */
  withoutCheck = false,
} = {}) {
  const storage = memoryStorage();
  storage.setItem('test_quote_list', JSON.stringify({ v: 1, lines: [LINE] }));
  const calls: string[] = [];
  const client = createClient({
    baseUrl: 'http://api.test/api',
    fetch: fakeFetch((request) => {
      const url = new URL(request.url);
      calls.push(`${url.pathname}${url.search}`);
      if (!url.pathname.endsWith('/availability')) return jsonResponse(scissor);
      return booked
        ? jsonResponse(availability(url, booked))
        : jsonResponse({ message: 'Unavailable' }, 503);
    }),
  });
  render(
    <QuoteModal
      open
      onClose={() => {}}
      client={client}
      productKey="test"
      storage={storage}
      {...(withoutCheck ? {} : { checkAvailability: true })}
    />,
  );
  return { calls };
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const startDate = () => screen.getByLabelText('Start date') as HTMLInputElement;
const heading = (name: string) => screen.findByRole('heading', { level: 3, name });

onNov21of2026();

describe('quote dialog: availability of rent lines (checkAvailability)', () => {
  it('names the booked days and refuses to go on until the dates are free', async () => {
    const { calls } = setup({ booked: ['2026-12-03', '2026-12-04'] });
    expect(screen.getByText('Checking availability…')).toBeTruthy();
    expect(await screen.findByText('Booked on Dec 3–4')).toBeTruthy();
    expect(calls).toContain('/api/v1/equipment/5/availability?from=2026-12-01&to=2026-12-05');

    next();
    expect(screen.getByRole('heading', { level: 3, name: 'Your equipment' })).toBeTruthy();
    // The message is at the line's dates, and focus is on them.
    expect(startDate().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('End date').getAttribute('aria-invalid')).toBe('true');
    const described = startDate().getAttribute('aria-describedby')!;
    expect(document.getElementById(described)?.textContent).toBe(
      'Booked on Dec 3–4: pick other dates.',
    );
    await waitFor(() => expect(document.activeElement).toBe(startDate()));

    fireEvent.change(startDate(), { target: { value: '2026-12-05' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-12-09' } });
    expect(await screen.findByText('2 of 2 free every day')).toBeTruthy();
    next();
    await heading('Jobsite and contact');
  });

  it('a Next pressed before the answer goes on once the dates are known to be free', async () => {
    setup();
    next();
    await heading('Jobsite and contact');
  });

  it('a check that fails says so and lets the visitor go on', async () => {
    setup({ booked: null });
    expect(
      await screen.findByText(
        'We could not check availability: the branch confirms it with the quote.',
      ),
    ).toBeTruthy();
    next();
    await heading('Jobsite and contact');
  });

  it('the last look keeps the warning of a check that failed (the branch confirms availability)', async () => {
    setup({ booked: null });
    const warning = 'We could not check availability: the branch confirms it with the quote.';
    await screen.findByText(warning);
    next();
    await heading('Jobsite and contact');
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('Jobsite street address', '1200 W Fulton Market');
    type('Jobsite zip code', '60607');
    type('Name', 'Jordan Rivera');
    type('E-mail', 'jordan@example.com');
    type('Phone', '(312) 555-0100');
    next();
    await heading('Confirm your request');
    expect(screen.getByText(warning)).toBeTruthy();
  });

  it('asks nothing without checkAvailability (the storefront’s dialog)', async () => {
    const { calls } = setup({ booked: ['2026-12-03'], withoutCheck: true });
    await screen.findByText('$300: 1 × week $300');
    next();
    await heading('Jobsite and contact');
    expect(calls.filter((call) => call.includes('availability'))).toEqual([]);
    expect(screen.queryByText('Checking availability…')).toBeNull();
  });
});
