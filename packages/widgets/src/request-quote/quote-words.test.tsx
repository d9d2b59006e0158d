import { createClient, memoryStorage, type QuoteLine } from '@liftline/sdk';
import { fakeFetch, jsonResponse } from '@liftline/sdk/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as En from '../messages/en/request-quote';
import { literalWords } from '../messages/testing';
import { RequestQuote } from './request-quote-react';
import { onNov21of2026 } from './test-clock';

vi.mock('../messages/en/request-quote', async (original) => {
  const table = await original<typeof En>();
  const { marked: mark } = await import('../messages/testing');
  return { ...table, requestQuote: mark(table.requestQuote) };
});

/** The table as written (the components get it marked). */
const { requestQuote } = await vi.importActual<typeof En>('../messages/en/request-quote');

const receipt = {
  id: 1,
  reference: 'Q-2026-000001',
  status: 'received',
  created_at: '2026-11-21T12:00:00.000Z',
};
const LINES: QuoteLine[] = [
  { equipment_id: 5, mode: 'rent', quantity: 1, start_date: '2026-12-01', end_date: '2026-12-05' },
  { equipment_id: 6, mode: 'buy', quantity: 2 },
];

function setup(lines: QuoteLine[]) {
  const storage = memoryStorage({ test_quote_list: JSON.stringify({ v: 1, lines }) });
  const client = createClient({
    baseUrl: 'http://api.test/api',
    fetch: fakeFetch((request) =>
      request.method === 'POST'
        ? jsonResponse(receipt, 201)
        : jsonResponse({ message: 'Not found' }, 404),
    ),
  });
  render(<RequestQuote client={client} productKey="test" storage={storage} lang="en-US" />);
}

const dialog = () => screen.getByRole('dialog');
const click = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

onNov21of2026();

describe('the quote dialog’s words come from the message table', () => {
  it('every step of a list, from the button to the receipt', async () => {
    setup(LINES);
    expect(literalWords(requestQuote, document.body)).toEqual([]);
    click(/Request a Quote/);
    await screen.findByRole('heading', { level: 3, name: /Your equipment/ });
    expect(literalWords(requestQuote, dialog())).toEqual([]);
    click(/Next/);
    await screen.findByRole('heading', { level: 3, name: /Jobsite and contact/ });
    expect(literalWords(requestQuote, dialog())).toEqual([]);
    type(/Jobsite street address/, '1200 W Fulton Market');
    type(/Jobsite zip code/, '60601');
    type(/Name/, 'Jordan Rivera');
    type(/E-mail/, 'jordan@example.com');
    type(/Phone/, '(312) 555-0100');
    click(/Next/);
    await screen.findByRole('heading', { level: 3, name: /Confirm your request/ });
    expect(literalWords(requestQuote, dialog())).toEqual([]);
    click(/Send request/);
    await screen.findByRole('heading', { level: 3, name: /Request received/ });
    expect(literalWords(requestQuote, dialog())).toEqual([]);
  });

  it('a general request (no lines)', async () => {
    setup([]);
    click(/Request a Quote/);
    await screen.findByRole('heading', { level: 3, name: /Rent or buy/ });
    fireEvent.click(screen.getByLabelText(/Rent/, { selector: 'input' }));
    expect(literalWords(requestQuote, dialog())).toEqual([]);
    fireEvent.click(screen.getByLabelText(/Buy/, { selector: 'input' }));
    expect(literalWords(requestQuote, dialog())).toEqual([]);
  });
});
