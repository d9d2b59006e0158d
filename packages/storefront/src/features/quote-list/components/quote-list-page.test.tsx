import type { QuoteLine } from '@liftline/sdk';
import { TEN_DAY_ESTIMATE } from '@/testing/quote-lines';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import QuoteRoute from '@/app/routes/quote';
import { aUser } from '@/testing/auth';
import { json, validationError, type FakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { quoteListApi, storedLines, storeLines } from '../testing/quote-list-fixtures';

const LINES: QuoteLine[] = [
  // 10 days: a week and 3 days beat two weeks and ten single days.
  { equipment_id: 7, mode: 'rent', quantity: 1, start_date: '2026-12-02', end_date: '2026-12-11' },
  // A week, two units.
  { equipment_id: 8, mode: 'rent', quantity: 2, start_date: '2026-12-02', end_date: '2026-12-08' },
  { equipment_id: 9, mode: 'buy', quantity: 1 },
];

const RECEIPT = {
  id: 501,
  reference: 'Q-2026-000501',
  status: 'received',
  created_at: '2026-12-01T18:00:00Z',
  lines: [
    {
      position: 1,
      equipment: { id: 7, title: '2021 Toyota 8FGCU25 Forklift' },
      mode: 'rent',
      quantity: 1,
      start_date: '2026-12-02',
      end_date: '2026-12-11',
      estimate: TEN_DAY_ESTIMATE,
      estimated_total: 1780,
      lead_reference: 'Q-2026-000501',
      branch: { id: 1, name: 'Liftline Chicago' },
    },
    {
      position: 2,
      equipment: { id: 8, title: '2022 Genie GS-1930 Scissor Lift' },
      mode: 'rent',
      quantity: 2,
      start_date: '2026-12-02',
      end_date: '2026-12-08',
      estimate: {
        days: 7,
        periods: [{ period: 'week', count: 1, rate: 300, amount: 300 }],
        total: 300,
        daily_only: 665,
      },
      estimated_total: 600,
      lead_reference: 'Q-2026-000501',
      branch: { id: 1, name: 'Liftline Chicago' },
    },
    {
      position: 3,
      equipment: { id: 9, title: '2019 Caterpillar 906M Loader' },
      mode: 'buy',
      quantity: 1,
      start_date: null,
      end_date: null,
      estimate: null,
      estimated_total: null,
      lead_reference: 'Q-2026-000502',
      branch: { id: 2, name: 'Liftline Denver' },
    },
  ],
};

beforeEach(() => {
  // Today is Tuesday, December 1, 2026 (only the clock is fake: timers run as usual).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 11, 1, 12));
});

afterEach(() => {
  vi.useRealTimers();
});

function renderQuote(api: FakeApi = quoteListApi(), user: ReturnType<typeof aUser> | null = null) {
  return renderApp(<QuoteRoute />, { url: '/quote', api, user });
}

const field = (label: string, line?: number) =>
  (line === undefined
    ? screen.getByLabelText(label)
    : within(screen.getByTestId(`quote-line-${line}`)).getByLabelText(label)) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const messageOf = (input: HTMLElement) => {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
};

async function toStep(title: string) {
  const heading = await screen.findByRole('heading', { level: 2, name: new RegExp(title) });
  await waitFor(() => expect(document.activeElement).toBe(heading));
  return heading;
}

/** From the lines to the last step, with the contact details filled in. */
async function fillAndConfirm() {
  await screen.findAllByTestId('line-estimate');
  click('Continue to jobsite and contact');
  await toStep('Jobsite and contact');
  type('Street address', '1200 W Fulton Market');
  if (!field('ZIP code').value) type('ZIP code', '60601');
  type('Phone', '(312) 555-0100');
  type('Company (optional)', 'Fulton Builders');
  type('PO number (optional)', 'PO-7781');
  click('Continue to confirm');
  await toStep('Confirm and send');
}

describe('the quote list page', () => {
  it('says when the list is empty and links to the catalog', async () => {
    renderQuote();
    expect(
      await screen.findByRole('heading', { name: 'Your quote request is empty' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the catalog' }).getAttribute('href')).toBe(
      '/equipment',
    );
  });

  it('shows each line with its unit, availability and estimate, and the request total', async () => {
    storeLines(LINES);
    renderQuote();

    const first = screen.getByTestId('quote-line-1');
    expect(await within(first).findByText('1 × week $1,150 + 3 × day $210')).toBeTruthy();
    expect(first.textContent).toContain('10 days');
    expect(first.textContent).toContain('$1,780');
    expect(within(first).getByRole('link', { name: '2021 Toyota 8FGCU25 Forklift' })).toBeTruthy();
    expect(first.textContent).toContain('Chicago, IL');
    expect(await within(first).findByText('3 of 3 free every day')).toBeTruthy();
    // Both modes offered: a choice; rent only: no choice.
    expect(within(first).getByRole('radio', { name: 'Rent' })).toHaveProperty('checked', true);
    const second = screen.getByTestId('quote-line-2');
    expect(within(second).queryByRole('radio')).toBeNull();
    expect(await within(second).findByText('1 × week $300')).toBeTruthy();
    expect(second.textContent).toContain('× 2 = $600');
    const third = screen.getByTestId('quote-line-3');
    expect(await within(third).findByText('$64,000 each')).toBeTruthy();
    expect(within(third).queryByLabelText('First day')).toBeNull();

    expect(screen.getByTestId('request-total').textContent).toBe('$66,380');
    expect(
      screen.getByText('Estimate before tax, delivery and damage waiver.', { exact: false }),
    ).toBeTruthy();
    // The dates cannot start in the past; quantity stops at the fleet.
    expect(field('First day', 1).min).toBe('2026-12-01');
    await waitFor(() => expect(field('Quantity', 1).max).toBe('3'));
  });

  it('reads a unit once when it is on two lines (to rent and to buy)', async () => {
    const warn = vi.spyOn(console, 'warn');
    storeLines([LINES[0]!, { equipment_id: 7, mode: 'buy', quantity: 1 }]);
    const api = quoteListApi();
    renderQuote(api);

    expect(
      await within(screen.getByTestId('quote-line-2')).findByText('$28,500 each'),
    ).toBeTruthy();
    expect(api.calls('GET /equipment/:id')).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('says which days are booked for the chosen range', async () => {
    storeLines([LINES[0]!]);
    renderQuote(quoteListApi({ byDay: { '2026-12-03': 0, '2026-12-04': 0, '2026-12-05': 0 } }));
    expect(await screen.findByText('Booked on Dec 3–5: pick other dates')).toBeTruthy();
  });

  it('changes a line’s dates and quantity in the stored list, and removes a line', async () => {
    storeLines(LINES);
    renderQuote();
    await screen.findAllByTestId('line-estimate');

    fireEvent.change(field('Last day', 1), { target: { value: '2026-12-08' } });
    expect(
      await within(screen.getByTestId('quote-line-1')).findByText('1 × week $1,150'),
    ).toBeTruthy();
    fireEvent.change(field('Quantity', 3), { target: { value: '2' } });
    expect(storedLines()[0]!.end_date).toBe('2026-12-08');
    expect(storedLines()[2]!.quantity).toBe(2);

    click('Remove 2022 Genie GS-1930 Scissor Lift');
    await waitFor(() => expect(screen.queryByTestId('quote-line-3')).toBeNull());
    expect(storedLines().map((line) => line.equipment_id)).toEqual([7, 9]);
  });

  it('offers a calendar that greys out booked days and sets both dates', async () => {
    storeLines([LINES[0]!]);
    renderQuote(quoteListApi({ byDay: { '2026-12-15': 0 } }));
    const line = screen.getByTestId('quote-line-1');
    const toggle = await within(line).findByRole('button', {
      name: 'Pick the dates on a calendar',
    });

    fireEvent.click(toggle);

    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const booked = await within(line).findByRole('button', { name: 'Dec 15, 2026, booked' });
    expect(booked).toHaveProperty('disabled', true);
    expect(within(line).getByRole('button', { name: 'Dec 2, 2026, selected' })).toBeTruthy();

    fireEvent.click(within(line).getByRole('button', { name: 'Dec 20, 2026' }));
    expect(storedLines()[0]!.start_date).toBe('2026-12-02'); // half a range changes nothing yet
    fireEvent.click(within(line).getByRole('button', { name: 'Dec 22, 2026' }));

    await waitFor(() =>
      expect(storedLines()[0]).toMatchObject({ start_date: '2026-12-20', end_date: '2026-12-22' }),
    );
    expect(field('First day', 1).value).toBe('2026-12-20');
    expect(within(line).getByText('Dec 20, 2026 to Dec 22, 2026, 3 days.')).toBeTruthy();
  });

  it('checks the lines before going on: a missing date is said at its field, which gets focus', async () => {
    storeLines([LINES[0]!, { ...LINES[1]!, end_date: undefined }]);
    renderQuote();
    await screen.findAllByTestId('quote-line-2');

    click('Continue to jobsite and contact');

    const end = field('Last day', 2);
    await waitFor(() => expect(document.activeElement).toBe(end));
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(end)).toBe('Choose the last rental day.');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Review your lines');
  });

  it('prefills the contact from the signed-in user and the ZIP code from the branch finder', async () => {
    localStorage.setItem('zip_code', '60601');
    storeLines(LINES);
    renderQuote(quoteListApi(), aUser({ name: 'Olive Owner', email: 'owner@liftline.test' }));
    await screen.findAllByTestId('line-estimate');
    click('Continue to jobsite and contact');
    await toStep('Jobsite and contact');

    expect(field('Name').value).toBe('Olive Owner');
    expect(field('E-mail').value).toBe('owner@liftline.test');
    expect(field('ZIP code').value).toBe('60601');
  });

  it('sends every line in one request, shows the reference and the server’s estimates, and empties the list', async () => {
    localStorage.setItem('zip_code', '60601');
    storeLines(LINES);
    const api = quoteListApi().on('POST /equipment/request-quote', () => json(RECEIPT, 201));
    renderQuote(api, aUser({ name: 'Olive Owner', email: 'owner@liftline.test' }));
    await fillAndConfirm();
    expect(screen.getAllByTestId('review-estimate').map((each) => each.textContent)).toEqual([
      '1 × week $1,150 + 3 × day $210',
      '1 × week $300',
    ]);

    click('Send quote request');

    await waitFor(() => expect(api.calls('POST /equipment/request-quote')).toHaveLength(1));
    expect(api.calls('POST /equipment/request-quote')[0]!.body).toEqual({
      items: [
        {
          equipment_id: 7,
          mode: 'rent',
          quantity: 1,
          start_date: '2026-12-02',
          end_date: '2026-12-11',
        },
        {
          equipment_id: 8,
          mode: 'rent',
          quantity: 2,
          start_date: '2026-12-02',
          end_date: '2026-12-08',
        },
        { equipment_id: 9, mode: 'buy', quantity: 1 },
      ],
      jobsite_address: '1200 W Fulton Market',
      jobsite_zip: '60601',
      name: 'Olive Owner',
      email: 'owner@liftline.test',
      phone: '(312) 555-0100',
      company: 'Fulton Builders',
      po_number: 'PO-7781',
      notes: null,
      locale: 'en',
    });

    const sent = await toStep('Quote request sent');
    expect(sent).toBeTruthy();
    expect(screen.getByTestId('quote-reference').textContent).toBe('Q-2026-000501');
    expect(screen.getAllByTestId('receipt-estimate').map((each) => each.textContent)).toEqual([
      '1 × week $1,150 + 3 × day $210',
      '1 × week $300',
    ]);
    expect(screen.getAllByTestId('receipt-line')[2]!.textContent).toContain('Q-2026-000502');
    expect(storedLines()).toEqual([]);
    expect(localStorage.getItem('liftline_quote_list')).toBeNull();
  });

  it('puts a 422 about a line at that line’s field (items.1.end_date → line 2’s last day) and focuses it', async () => {
    storeLines(LINES);
    const api = quoteListApi().on('POST /equipment/request-quote', () =>
      validationError({ 'items.1.end_date': ['must be on or after the start date'] }),
    );
    renderQuote(api, aUser());
    await fillAndConfirm();

    click('Send quote request');

    const end = await waitFor(() => {
      const input = field('Last day', 2);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      return input;
    });
    await waitFor(() => expect(document.activeElement).toBe(end));
    expect(messageOf(end)).toBe('must be on or after the start date');
    expect(field('Last day', 1).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Review your lines');
    // The list is kept for another try.
    expect(storedLines()).toHaveLength(3);
    // Changing the date clears its message.
    fireEvent.change(end, { target: { value: '2026-12-09' } });
    await waitFor(() => expect(field('Last day', 2).getAttribute('aria-invalid')).toBeNull());
  });

  it('puts a 422 about the contact at its field in the contact step', async () => {
    storeLines(LINES);
    const api = quoteListApi().on('POST /equipment/request-quote', () =>
      validationError({ jobsite_zip: ['We could not find zip code 00000'] }),
    );
    renderQuote(api, aUser());
    await fillAndConfirm();

    click('Send quote request');

    await waitFor(() => expect(document.activeElement).toBe(field('ZIP code')));
    expect(messageOf(field('ZIP code'))).toBe('We could not find zip code 00000');
  });
});
