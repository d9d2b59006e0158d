import {
  createClient,
  memoryStorage,
  VALIDATION_ERROR_MESSAGE,
  type KeyValueStorage,
  type QuoteLine,
  type QuoteListInput,
  type QuoteRequestInput,
  type QuoteRequestReceipt,
} from '@liftline/sdk';
import { aBranch, fakeFetch, jsonResponse } from '@liftline/sdk/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuoteModal } from './quote-modal';
import { MODAL_LOAD_ERROR, RequestQuoteShell } from './request-quote';
import { RequestQuote } from './request-quote-react';
import { onNov21of2026 } from './test-clock';

type Body = QuoteListInput & QuoteRequestInput;

const receipt: QuoteRequestReceipt = {
  id: 123,
  reference: 'Q-2026-000123',
  status: 'received',
  created_at: '2026-11-21T12:00:00.000Z',
};
const forklift = {
  id: 1,
  title: '2020 Toyota 8FGCU25 Cushion Tire Forklift',
  for_rent: true,
  for_sale: true,
  rental_rates: { daily: 210, weekly: 1150, monthly: 3900 },
  sale_price: 19950,
};
const scissor = {
  id: 5,
  title: 'Genie GS-1930 Scissor Lift',
  for_rent: true,
  for_sale: false,
  rental_rates: { daily: 95, weekly: 300, monthly: 800 },
  sale_price: null,
};
const LIST_KEY = 'test_quote_list';

type QuoteAnswer = (body: Body) => Response | Promise<Response>;

function setup({
  equipmentId = 1 as number | null,
  units = { 1: forklift, 5: scissor } as Record<number, object | Promise<object>>,
  lines = [] as QuoteLine[],
  storage = memoryStorage({
    zip_code: '60601',
    test_local_branch: JSON.stringify(aBranch({ id: 3, city: 'Chicago', state: 'IL' })),
  }) as KeyValueStorage,
  answers = [() => jsonResponse(receipt, 201)] as QuoteAnswer[],
} = {}) {
  if (lines.length) storage.setItem(LIST_KEY, JSON.stringify({ v: 1, lines }));
  const bodies: Body[] = [];
  const calls: string[] = [];
  const client = createClient({
    baseUrl: 'http://api.test/api',
    fetch: fakeFetch(async (request) => {
      const path = new URL(request.url).pathname;
      calls.push(`${request.method} ${path}`);
      if (request.method === 'GET') {
        const unit = await units[Number(path.split('/').pop())];
        return unit ? jsonResponse(unit) : jsonResponse({ message: 'Not found' }, 404);
      }
      const body = (await request.json()) as Body;
      bodies.push(body);
      const answer = answers[Math.min(bodies.length, answers.length) - 1]!;
      return answer(body);
    }),
  });
  const onSubmitted = vi.fn();
  render(
    <Profiler id="request-quote" onRender={recordCommit}>
      <RequestQuote
        client={client}
        productKey="test"
        storage={storage}
        equipmentId={equipmentId}
        onSubmitted={onSubmitted}
      />
    </Profiler>,
  );
  const stored = () =>
    (JSON.parse(storage.getItem(LIST_KEY) ?? '{"lines":[]}') as { lines: QuoteLine[] }).lines;
  return { bodies, calls, onSubmitted, stored };
}

/** What each commit put on screen: the step's heading and whether an alert was there with it. */
const commits: { heading: string | null; alert: boolean }[] = [];
function recordCommit() {
  commits.push({
    heading: document.querySelector('h3')?.textContent ?? null,
    alert: document.querySelector('[role="alert"]') !== null,
  });
}

async function openDialog(name = 'Request a Quote') {
  fireEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Request a Quote' });
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const heading = (name: string) => screen.findByRole('heading', { level: 3, name });

/** The field's error, found through its aria-describedby (what a screen reader announces). */
function errorOf(label: string): string {
  const field = screen.getByLabelText(label, { exact: false });
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** From the lines (already valid) to the last look. */
async function fillDetailsToConfirm() {
  next();
  await heading('Jobsite and contact');
  if (screen.queryByLabelText('Jobsite street address'))
    type('Jobsite street address', '1200 W Fulton Market');
  type('Name', 'Jordan Rivera');
  type('E-mail', 'jordan@example.com');
  type('Phone', '(312) 555-0100');
  next();
  await heading('Confirm your request');
}

onNov21of2026();

describe('<RequestQuote>', () => {
  it('opens on its unit, added to the shared quote list to rent for a week, with the estimate', async () => {
    const { calls, stored } = setup();
    expect(calls).toEqual([]); // nothing is fetched before the dialog opens
    const dialog = await openDialog();
    expect(await within(dialog).findByText(forklift.title)).toBeTruthy();
    expect(within(dialog).getByText('Step 1 of 3')).toBeTruthy();
    expect(calls).toEqual(['GET /api/v1/equipment/1']);
    expect(stored()).toEqual([
      {
        equipment_id: 1,
        mode: 'rent',
        quantity: 1,
        title: forklift.title,
        start_date: '2026-11-22',
        end_date: '2026-11-28',
      },
    ]);
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('2026-11-22');
    expect(within(dialog).getByText('$1,150: 1 × week $1,150')).toBeTruthy();
    expect(within(dialog).getByTestId('quote-rent-total').textContent).toBe('$1,150');
  });

  it('sends every line of the list once, in three steps, then empties the list', async () => {
    const scissorLine: QuoteLine = {
      equipment_id: 5,
      mode: 'rent',
      quantity: 2,
      start_date: '2026-12-01',
      end_date: '2026-12-10',
      title: scissor.title,
    };
    const { bodies, onSubmitted, stored } = setup({ lines: [scissorLine] });
    const dialog = await openDialog();
    await within(dialog).findByText(forklift.title);
    // 10 days of the scissor lift: a week and 3 days ($585) is dearer than 2 weeks ($600)? No:
    // 300 + 3 × 95 = 585 < 600, so the week and the days it is, × 2.
    expect(within(dialog).getByText('$1,170: 1 × week $300 + 3 × day $95 × 2')).toBeTruthy();
    expect(within(dialog).getByTestId('quote-rent-total').textContent).toBe('$2,320');
    // Each line is a group named by its unit.
    const scissorGroup = within(dialog).getByRole('group', { name: scissor.title });
    fireEvent.change(within(scissorGroup).getByLabelText('Quantity'), { target: { value: '3' } });
    await waitFor(() => expect(stored()[0]!.quantity).toBe(3));
    await fillDetailsToConfirm();
    const confirm = screen.getByRole('dialog');
    expect(within(confirm).getByText(/3 × Genie GS-1930/)).toBeTruthy();
    expect(within(confirm).getByText(/1 × 2020 Toyota/)).toBeTruthy();
    expect(within(confirm).getByText(/1200 W Fulton Market/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Q-2026-000123')).toBeTruthy();
    expect(bodies).toEqual([
      {
        items: [
          {
            equipment_id: 5,
            mode: 'rent',
            quantity: 3,
            start_date: '2026-12-01',
            end_date: '2026-12-10',
          },
          {
            equipment_id: 1,
            mode: 'rent',
            quantity: 1,
            start_date: '2026-11-22',
            end_date: '2026-11-28',
          },
        ],
        jobsite_address: '1200 W Fulton Market',
        po_number: null,
        jobsite_zip: '60601',
        name: 'Jordan Rivera',
        email: 'jordan@example.com',
        phone: '(312) 555-0100',
        company: null,
        notes: null,
      },
    ]);
    expect(onSubmitted).toHaveBeenCalledWith(receipt);
    expect(stored()).toEqual([]);

    // Done, and the next open starts over with the widget's unit (and who the customer is).
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openDialog();
    await heading('Your equipment');
    await waitFor(() => expect(stored().map((line) => line.equipment_id)).toEqual([1]));
    next();
    await heading('Jobsite and contact');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Jordan Rivera');
  });

  it('shows its unit loading, not a general request, until the unit answers', async () => {
    let answer: (unit: object) => void = () => {};
    const { stored } = setup({ units: { 1: new Promise((resolve) => (answer = resolve)) } });
    const dialog = await openDialog();
    expect(within(dialog).getByText('Loading the equipment…')).toBeTruthy();
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect(stored()).toEqual([]);
    answer(forklift);
    expect(await within(dialog).findByRole('group', { name: forklift.title })).toBeTruthy();
    expect(within(dialog).queryByText('Loading the equipment…')).toBeNull();
  });

  it('checks each line before moving on, with the message at its field', async () => {
    const { stored } = setup();
    await openDialog();
    await screen.findByText(forklift.title);
    type('Start date', '');
    type('End date', '2026-11-20');
    next();
    expect(errorOf('Start date')).toBe('Choose the first rental day.');
    expect(screen.getByRole('heading', { level: 3, name: 'Your equipment' })).toBeTruthy();
    type('Start date', '2026-11-25');
    // The list changed: the old messages (named by position) are gone; the new check runs on Next.
    expect(screen.getByLabelText('Start date').getAttribute('aria-invalid')).toBe(null);
    next();
    expect(errorOf('End date')).toBe('The last day is before the first day.');
    type('End date', '2026-11-26');
    next();
    await heading('Jobsite and contact');
    expect(stored()[0]).toMatchObject({ start_date: '2026-11-25', end_date: '2026-11-26' });
  });

  it('offers only what the unit is offered for; a line switched to buy is priced at the sale price', async () => {
    setup({ units: { 1: { ...forklift, for_rent: false } } });
    await openDialog();
    await screen.findByText(forklift.title);
    const mode = screen.getByLabelText('Rent or buy') as HTMLSelectElement;
    await waitFor(() => expect(mode.value).toBe('buy'));
    expect([...mode.options].map((option) => option.value)).toEqual(['buy']);
    expect(screen.queryByLabelText('Start date')).toBeNull();
    expect(screen.getByTestId('quote-buy-total').textContent).toBe('$19,950');
  });

  it('"Add another unit" closes the dialog and keeps the list; Remove takes a line off', async () => {
    const { stored } = setup();
    await openDialog();
    await screen.findByText(forklift.title);
    fireEvent.click(screen.getByRole('button', { name: 'Add another unit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored()).toHaveLength(1);
    await openDialog();
    fireEvent.click(await screen.findByRole('button', { name: `Remove ${forklift.title}` }));
    await waitFor(() => expect(stored()).toEqual([]));
    // No line left: a general request.
    expect(await heading('Rent or buy')).toBeTruthy();
  });

  it('checks the jobsite and contact, errors tied to their fields', async () => {
    setup({ storage: memoryStorage() });
    await openDialog();
    await screen.findByText(forklift.title);
    next();
    await heading('Jobsite and contact');
    // No saved zip: the customer types it.
    expect((screen.getByLabelText('Jobsite zip code') as HTMLInputElement).value).toBe('');
    type('E-mail', 'not-an-address');
    type('Phone', '12');
    next();
    expect(errorOf('Jobsite street address')).toBe('Enter the jobsite’s street address');
    expect(errorOf('Jobsite zip code')).toBe('Please provide a five digit zip code');
    expect(errorOf('Name')).toBe('Enter your name');
    expect(errorOf('E-mail')).toBe('Enter a valid e-mail address');
    expect(errorOf('Phone')).toBe('Enter a phone number we can call');
    expect(screen.getByLabelText('Company', { exact: false }).getAttribute('aria-invalid')).toBe(
      null,
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Jobsite street address')),
    );
    type('Name', 'Sam');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe(null); // typing clears it
    type('Notes for the branch', 'x'.repeat(2001));
    next();
    expect(errorOf('Notes for the branch')).toContain('Use at most 2000 characters');
  });

  it('a 422 on a line goes back to the lines with the server message at the field', async () => {
    const { bodies } = setup({
      answers: [
        () =>
          jsonResponse(
            {
              message: 'The request has invalid fields.',
              slug: 'validation_failed',
              errors: { 'items.0.quantity': ['The branch has 1 of this unit'] },
            },
            422,
          ),
        () => jsonResponse(receipt, 201),
      ],
    });
    await openDialog();
    await screen.findByText(forklift.title);
    await fillDetailsToConfirm();
    const sent = commits.length;
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await heading('Your equipment');
    // The alert comes with the step's heading (the render that shows the step knows it came
    // from sending), not one commit later.
    expect(screen.getByRole('alert').textContent).toContain(VALIDATION_ERROR_MESSAGE);
    const back = commits.slice(sent).filter((commit) => commit.heading === 'Your equipment');
    expect(back.length).toBeGreaterThan(0);
    expect(back.filter((commit) => !commit.alert)).toEqual([]);
    expect(errorOf('Quantity')).toBe('The branch has 1 of this unit');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Quantity')));
    next();
    next();
    await heading('Confirm your request');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByText('Q-2026-000123');
    expect(bodies).toHaveLength(2);
  });

  it('a 422 on the contact goes back to the jobsite and contact', async () => {
    setup({
      answers: [
        () =>
          jsonResponse({ message: 'Invalid', errors: { email: ['Does not accept mail'] } }, 422),
      ],
    });
    await openDialog();
    await screen.findByText(forklift.title);
    await fillDetailsToConfirm();
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await heading('Jobsite and contact');
    expect(errorOf('E-mail')).toBe('Does not accept mail');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-mail')));
  });

  it('a failed submit shows why and retries the same request', async () => {
    const { bodies } = setup({
      answers: [
        () => jsonResponse({ message: 'Try again in a minute.' }, 503, 'Service Unavailable'),
        () => jsonResponse(receipt, 201),
      ],
    });
    await openDialog();
    await screen.findByText(forklift.title);
    await fillDetailsToConfirm();
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await heading('Your request was not sent');
    expect(screen.getByRole('alert').textContent).toContain(
      'Service Unavailable: Try again in a minute.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Q-2026-000123')).toBeTruthy();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
  });

  it('without equipment and lines it is a general request: the single-unit body, to the saved branch', async () => {
    const { calls, bodies } = setup({
      equipmentId: null,
      answers: [
        () => jsonResponse({ message: 'Invalid', errors: { branch_id: ['Unknown branch'] } }, 422),
        () => jsonResponse(receipt, 201),
      ],
    });
    await openDialog();
    expect(await screen.findByText(/General request/)).toBeTruthy();
    next();
    const group = screen.getByRole('group', { name: 'Do you want to rent or buy?' });
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Choose whether you want to rent or buy',
    );
    fireEvent.click(screen.getByRole('radio', { name: /Rent/ }));
    type('When do you need it?', '2026-12-01');
    next();
    await heading('Jobsite and contact');
    expect(screen.queryByLabelText('Jobsite street address')).toBeNull();
    expect(screen.getByText('Chicago, IL')).toBeTruthy();
    type('Name', 'Ana');
    type('E-mail', 'ana@example.com');
    type('Phone', '3125550100');
    type('Describe the equipment you need', 'A lift for a 30 ft ceiling.');
    next();
    await heading('Confirm your request');
    expect(screen.getByText('General request: rent from Dec 1, 2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    // The saved branch is gone: the server says so, and the nearest branch is one click away.
    await heading('Jobsite and contact');
    expect(screen.getByText('Unknown branch')).toBeTruthy();
    fireEvent.click(
      screen.getByRole('button', { name: 'Use the branch nearest the jobsite instead' }),
    );
    next();
    fireEvent.click(await screen.findByRole('button', { name: 'Send request' }));
    await screen.findByText('Q-2026-000123');
    expect(calls.filter((call) => call.startsWith('GET'))).toEqual([]);
    expect(bodies[1]).toEqual({
      equipment_id: null,
      listing: 'rent',
      start_date: '2026-12-01',
      end_date: null,
      purchase_timeframe: null,
      quantity: 1,
      branch_id: null,
      jobsite_zip: '60601',
      name: 'Ana',
      email: 'ana@example.com',
      phone: '3125550100',
      company: null,
      notes: 'A lift for a 30 ft ceiling.',
    });
    expect(bodies[0]!.branch_id).toBe(3);
  });

  it('Escape keeps what was entered for the next open', async () => {
    setup();
    const dialog = await openDialog();
    await screen.findByText(forklift.title);
    next();
    await heading('Jobsite and contact');
    type('Name', 'Jordan');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openDialog();
    await heading('Jobsite and contact');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Jordan');
  });

  it('focuses the step heading when the dialog opens and when the step changes', async () => {
    setup();
    await openDialog();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your equipment' })),
    );
    await screen.findByText(forklift.title);
    next();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Jobsite and contact' }),
      ),
    );
  });
});

describe('<RequestQuoteShell> with a lazily loaded dialog', () => {
  it('reports a failed load as an "Oops!" message and tries again on the next click', async () => {
    const client = createClient({
      baseUrl: 'http://api.test/api',
      fetch: (async () => jsonResponse(forklift)) as unknown as typeof fetch,
    });
    const loadModal = vi
      .fn<() => Promise<typeof QuoteModal>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(QuoteModal);
    render(
      <RequestQuoteShell
        client={client}
        productKey="test"
        storage={memoryStorage()}
        buttonText="Get a quote"
        loadModal={loadModal}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Get a quote' }));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Oops!');
    expect(toast.textContent).toContain(MODAL_LOAD_ERROR);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Get a quote' }));
    });
    expect(await screen.findByRole('dialog', { name: 'Request a Quote' })).toBeTruthy();
    expect(loadModal).toHaveBeenCalledTimes(2);
  });
});
