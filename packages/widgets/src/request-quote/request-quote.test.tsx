import {
  createClient,
  memoryStorage,
  VALIDATION_ERROR_MESSAGE,
  type KeyValueStorage,
  type QuoteRequestInput,
  type QuoteRequestReceipt,
} from '@liftline/sdk';
import { aBranch, fakeFetch, jsonResponse } from '@liftline/sdk/testing';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuoteModal } from './quote-modal';
import { MODAL_LOAD_ERROR, RequestQuoteShell } from './request-quote';
import { RequestQuote } from './request-quote-react';

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
};

type QuoteAnswer = (body: QuoteRequestInput) => Response | Promise<Response>;

function setup({
  equipmentId = 1 as number | null,
  equipment = forklift as object,
  storage = memoryStorage({
    zip_code: '60601',
    test_local_branch: JSON.stringify(aBranch({ id: 3, city: 'Chicago', state: 'IL' })),
  }) as KeyValueStorage,
  answers = [() => jsonResponse(receipt, 201)] as QuoteAnswer[],
} = {}) {
  const bodies: QuoteRequestInput[] = [];
  const calls: string[] = [];
  const client = createClient({
    baseUrl: 'http://api.test/api',
    fetch: fakeFetch(async (request) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      if (request.method === 'GET') return jsonResponse(equipment);
      const body = (await request.json()) as QuoteRequestInput;
      bodies.push(body);
      const answer = answers[Math.min(bodies.length, answers.length) - 1]!;
      return answer(body);
    }),
  });
  const onSubmitted = vi.fn();
  render(
    <RequestQuote
      client={client}
      productKey="test"
      storage={storage}
      equipmentId={equipmentId}
      onSubmitted={onSubmitted}
    />,
  );
  return { bodies, calls, onSubmitted };
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

async function fillRentalToReview() {
  await heading('Equipment');
  next();
  await heading('Rent or buy');
  fireEvent.click(screen.getByRole('radio', { name: /Rent/ }));
  next();
  await heading('Rental dates');
  type('Start date', '2026-12-01');
  type('End date', '2026-12-15');
  next();
  await heading('Quantity and jobsite');
  type('Quantity', '2');
  next();
  await heading('Your contact details');
  type('Name', 'Jordan Rivera');
  type('E-mail', 'jordan@example.com');
  type('Phone', '(312) 555-0100');
  next();
  await heading('Anything else?');
  type('Notes for the branch', 'Delivery before 7am.');
  next();
  await heading('Review your request');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 12, 0, 0));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('<RequestQuote>', () => {
  it('shows the button, then the dialog with the equipment title fetched with the client', async () => {
    const { calls } = setup();
    expect(screen.getByRole('button', { name: 'Request a Quote' })).toBeTruthy();
    expect(calls).toEqual([]); // nothing is fetched before the dialog opens
    const dialog = await openDialog();
    expect(await within(dialog).findByText(forklift.title)).toBeTruthy();
    expect(within(dialog).getByText('Step 1 of 7')).toBeTruthy();
    expect(calls).toEqual(['GET /api/v1/equipment/1']);
  });

  it('walks every step to the review and submits the saved zip, branch and equipment', async () => {
    const { bodies, onSubmitted } = setup();
    await openDialog();
    await fillRentalToReview();
    const review = screen.getByRole('dialog');
    expect(within(review).getByText(forklift.title)).toBeTruthy();
    expect(within(review).getByText('Dec 1, 2026 – Dec 15, 2026')).toBeTruthy();
    expect(within(review).getByText(/Quantity 2 · jobsite zip 60601/)).toBeTruthy();
    expect(within(review).getByText(/Branch: Chicago, IL/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText('Q-2026-000123')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Request received' })).toBeTruthy();
    expect(bodies).toEqual([
      {
        equipment_id: 1,
        listing: 'rent',
        start_date: '2026-12-01',
        end_date: '2026-12-15',
        purchase_timeframe: null,
        quantity: 2,
        jobsite_zip: '60601',
        name: 'Jordan Rivera',
        email: 'jordan@example.com',
        phone: '(312) 555-0100',
        company: null,
        notes: 'Delivery before 7am.',
        branch_id: 3,
      },
    ]);
    expect(onSubmitted).toHaveBeenCalledWith(receipt);

    // Close, and the next open starts over (keeping who the customer is).
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openDialog();
    expect(await heading('Equipment')).toBeTruthy();
  });

  it('every step validates before moving on, with errors tied to their fields', async () => {
    setup({ storage: memoryStorage() });
    await openDialog();
    await heading('Equipment');
    next();
    await heading('Rent or buy');
    next();
    const group = await screen.findByRole('group', { name: 'Do you want to rent or buy?' });
    const groupError = document.getElementById(group.getAttribute('aria-describedby') ?? '');
    expect(groupError?.textContent).toBe('Choose whether you want to rent or buy');
    expect(screen.getByRole('radio', { name: /Rent/ }).getAttribute('aria-describedby')).toBe(
      groupError?.id,
    );
    fireEvent.click(screen.getByRole('radio', { name: /Rent/ }));
    next();

    await heading('Rental dates');
    next();
    expect(errorOf('Start date')).toBe('Enter the rental start date');
    expect(errorOf('End date')).toBe('Enter the rental end date');
    type('Start date', '2026-11-20');
    type('End date', '2026-11-19');
    next();
    expect(errorOf('Start date')).toBe('The start date cannot be in the past');
    expect(errorOf('End date')).toBe('The end date must be on or after the start date');
    type('Start date', '2026-11-21');
    type('End date', '2026-11-21');
    next();

    await heading('Quantity and jobsite');
    // No saved zip: the customer types it.
    expect((screen.getByLabelText('Jobsite zip code') as HTMLInputElement).value).toBe('');
    type('Quantity', '0');
    next();
    expect(errorOf('Quantity')).toBe('Enter a quantity between 1 and 99');
    expect(errorOf('Jobsite zip code')).toBe('Please provide a five digit zip code');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Quantity')));
    type('Quantity', '1');
    type('Jobsite zip code', '94103');
    next();

    await heading('Your contact details');
    type('E-mail', 'not-an-address');
    type('Phone', '12');
    next();
    expect(errorOf('Name')).toBe('Enter your name');
    expect(errorOf('E-mail')).toBe('Enter a valid e-mail address');
    expect(errorOf('Phone')).toBe('Enter a phone number we can call');
    expect(screen.getByLabelText('Company', { exact: false }).getAttribute('aria-invalid')).toBe(
      null,
    );
    type('Name', 'Sam');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe(null); // typing clears it
    type('E-mail', 'sam@example.com');
    type('Phone', '415 555 0100');
    next();

    await heading('Anything else?');
    type('Notes for the branch', 'x'.repeat(2001));
    next();
    expect(errorOf('Notes for the branch')).toContain('Use at most 2000 characters');
    type('Notes for the branch', '');
    next();
    expect(await heading('Review your request')).toBeTruthy();
  });

  it('buy: only the offered listing, then a purchase timeframe instead of dates', async () => {
    const { bodies } = setup({ equipment: { ...forklift, for_rent: false } });
    await openDialog();
    await screen.findByText(forklift.title);
    next();
    await heading('Rent or buy');
    expect(screen.queryByRole('radio', { name: /Rent/ })).toBeNull();
    // For sale only: "Buy" is already the answer.
    expect((screen.getByRole('radio', { name: /Buy/ }) as HTMLInputElement).checked).toBe(true);
    next();
    await heading('When do you plan to buy?');
    next();
    expect(errorOf('Purchase timeframe')).toBe('Choose when you plan to buy');
    fireEvent.change(screen.getByLabelText('Purchase timeframe'), {
      target: { value: 'within-30-days' },
    });
    next();
    await heading('Quantity and jobsite');
    next();
    await heading('Your contact details');
    type('Name', 'Ana');
    type('E-mail', 'ana@example.com');
    type('Phone', '3125550100');
    next();
    await heading('Anything else?');
    next();
    await heading('Review your request');
    expect(screen.getByText('Within 30 days')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    await screen.findByText('Q-2026-000123');
    expect(bodies[0]).toMatchObject({
      listing: 'buy',
      purchase_timeframe: 'within-30-days',
      start_date: null,
      end_date: null,
    });
  });

  it('a 422 sends the customer back to the step with the server message on the field', async () => {
    const { bodies } = setup({
      answers: [
        () =>
          jsonResponse(
            {
              message: 'The request has invalid fields.',
              slug: 'validation_failed',
              errors: { email: ['This e-mail domain does not accept mail'] },
            },
            422,
          ),
        () => jsonResponse(receipt, 201),
      ],
    });
    await openDialog();
    await fillRentalToReview();
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    await heading('Your contact details');
    expect(screen.getByRole('alert').textContent).toContain(VALIDATION_ERROR_MESSAGE);
    expect(errorOf('E-mail')).toBe('This e-mail domain does not accept mail');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-mail')));

    type('E-mail', 'jordan@example.org');
    next();
    await heading('Anything else?');
    expect(screen.queryByRole('alert')).toBeNull();
    next();
    await heading('Review your request');
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    await screen.findByText('Q-2026-000123');
    expect(bodies.map((body) => body.email)).toEqual(['jordan@example.com', 'jordan@example.org']);
  });

  it('a stale saved branch rejected by the server can be replaced by the nearest branch', async () => {
    const { bodies } = setup({
      answers: [
        () => jsonResponse({ message: 'Invalid', errors: { branch_id: ['Unknown branch'] } }, 422),
        () => jsonResponse(receipt, 201),
      ],
    });
    await openDialog();
    await fillRentalToReview();
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    await heading('Quantity and jobsite');
    expect(screen.getByText('Unknown branch')).toBeTruthy();
    fireEvent.click(
      screen.getByRole('button', { name: 'Use the branch nearest the jobsite instead' }),
    );
    expect(screen.getByText('Your request goes to the branch nearest the jobsite.')).toBeTruthy();
    for (const step of ['Your contact details', 'Anything else?', 'Review your request']) {
      next();
      await heading(step);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    await screen.findByText('Q-2026-000123');
    expect(bodies.map((body) => body.branch_id)).toEqual([3, null]);
  });

  it('a failed submit shows why and retries the same request', async () => {
    const { bodies } = setup({
      answers: [
        () => jsonResponse({ message: 'Try again in a minute.' }, 503, 'Service Unavailable'),
        () => jsonResponse(receipt, 201),
      ],
    });
    await openDialog();
    await fillRentalToReview();
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    await heading('Your request was not sent');
    expect(screen.getByRole('alert').textContent).toContain(
      'Service Unavailable: Try again in a minute.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Q-2026-000123')).toBeTruthy();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
  });

  it('without equipment it is a general request and fetches nothing', async () => {
    const { calls } = setup({ equipmentId: null });
    await openDialog();
    expect(await screen.findByText(/General request/)).toBeTruthy();
    next();
    fireEvent.click(await screen.findByRole('radio', { name: /Buy/ }));
    expect(calls).toEqual([]);
  });

  it('Escape or Close keeps what was entered for the next open', async () => {
    setup();
    const dialog = await openDialog();
    await heading('Equipment');
    next();
    fireEvent.click(await screen.findByRole('radio', { name: /Rent/ }));
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openDialog();
    expect(await heading('Rent or buy')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Rent/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('focuses the step heading when the dialog opens and when the step changes', async () => {
    setup();
    await openDialog();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Equipment' })),
    );
    next();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Rent or buy' })),
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
