import { quoteTotals } from '@liftline/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRouter } from '@/app/router';
import { aUser } from '@/testing/auth';
import { apiError, fakeApi, json, noContent, validationError } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { aLead, LEAD_VIEWER, LEAD_WORKER } from '../testing/lead-fixtures';
import type { Quote, QuoteInput } from './lead-quotes-api';

const PAGE = '/authorized/account/leads/Q-2026-000123';
const worker = aUser({ permissions: LEAD_WORKER, name: 'Dana Sales', id: 5 });

const SUGGESTION: QuoteInput = {
  lines: [
    {
      equipment_id: 31,
      description: '2019 Toyota 8FGCU25 forklift',
      quantity: 1,
      unit_price: 1780,
      rate_basis: 'week',
      start_date: '2026-12-07',
      end_date: '2026-12-16',
    },
    {
      equipment_id: 32,
      description: 'Genie GS-1930 scissor lift',
      quantity: 2,
      unit_price: 410.5,
      rate_basis: 'day',
      start_date: '2026-12-07',
      end_date: '2026-12-08',
    },
  ],
  charges: [],
  tax_rate: 0,
  valid_until: '2026-12-13',
};

/** A stored quote from what was sent, with the server's totals (the SDK's rule). */
function stored(input: QuoteInput, id: number, version: number, status: Quote['status']): Quote {
  const totals = quoteTotals(input);
  return {
    id,
    number: 'QT-2026-000007',
    version,
    status,
    lead_reference: 'Q-2026-000123',
    currency: 'USD',
    lines: input.lines.map((line, index) => ({
      equipment_id: line.equipment_id ?? null,
      description: line.description,
      quantity: line.quantity,
      unit_price: line.unit_price,
      rate_basis: line.rate_basis,
      start_date: line.start_date ?? null,
      end_date: line.end_date ?? null,
      total: totals.lines[index]!.total,
    })),
    charges: input.charges.map((charge, index) => ({
      kind: charge.kind,
      description: charge.description,
      percent: charge.percent ?? null,
      amount: totals.charges[index]!.amount,
    })),
    rent: totals.rent,
    subtotal: totals.subtotal,
    tax_rate: input.tax_rate,
    tax: totals.tax,
    total: totals.total,
    valid_until: input.valid_until,
    terms: input.terms ?? null,
    note_to_customer: input.note_to_customer ?? null,
    created_at: '2026-11-29T09:00:00.000Z',
    updated_at: '2026-11-29T09:00:00.000Z',
    sent_at: status === 'sent' ? '2026-11-29T09:05:00.000Z' : null,
    viewed_at: null,
    accepted_at: null,
    declined_at: null,
    decline_reason: null,
    signer_name: null,
    signer_title: null,
    agreement_number: null,
  };
}

/** A server of one lead and its quote versions, writing them as the real one does. */
function quotesServer({ saveAnswer }: { saveAnswer?: () => Response } = {}) {
  let quotes: Quote[] = [];
  return fakeApi({
    'GET /account/:id/leads': () =>
      json({ items: [], meta: { page: 1, per_page: 1, total: 0, total_pages: 0 } }),
    'GET /account/:id/leads/:reference': () => json(aLead()),
    'GET /account/:id/leads/assignees': () => json([]),
    'GET /account/:id/leads/:reference/quotes': () => json({ items: quotes }),
    'GET /account/:id/leads/:reference/quotes/suggestion': () => json(SUGGESTION),
    'POST /account/:id/leads/:reference/quotes': (request) => {
      if (saveAnswer) return saveAnswer();
      const quote = stored(request.body as QuoteInput, 70, quotes.length + 1, 'draft');
      quotes = [quote, ...quotes];
      return json(quote, 201);
    },
    'PUT /account/:id/leads/:reference/quotes/:quoteId': (request) => {
      const id = Number(request.params.quoteId);
      const old = quotes.find((quote) => quote.id === id)!;
      const quote = stored(request.body as QuoteInput, id, old.version, 'draft');
      quotes = quotes.map((each) => (each.id === id ? quote : each));
      return json(quote);
    },
    'DELETE /account/:id/leads/:reference/quotes/:quoteId': (request) => {
      quotes = quotes.filter((quote) => quote.id !== Number(request.params.quoteId));
      return noContent();
    },
    'POST /account/:id/leads/:reference/quotes/:quoteId/send': (request) => {
      const id = Number(request.params.quoteId);
      const draft = quotes.find((quote) => quote.id === id);
      if (!draft || draft.status !== 'draft') return apiError(409, 'Only a draft can be sent.');
      const sent = { ...draft, status: 'sent' as const, sent_at: '2026-11-29T09:05:00.000Z' };
      quotes = quotes.map((each) => (each.id === id ? sent : each));
      return json(sent);
    },
  });
}

async function renderLead(api: ReturnType<typeof quotesServer>, permissions = LEAD_WORKER) {
  renderApp(<AppRouter />, {
    api,
    user: {
      ...worker,
      current_account_user: { all_permission_names: permissions },
    } as typeof worker,
    url: PAGE,
  });
  return screen.findByTestId('lead-quotes');
}

const field = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText(label) as HTMLInputElement;

describe("the lead's quotes", () => {
  it('prepares a quote from the request, with a delivery charge and 8.25 % tax, totals live, and sends it', async () => {
    const api = quotesServer();
    const section = await renderLead(api);
    await within(section).findByText('No quote yet.');
    fireEvent.click(within(section).getByRole('button', { name: 'Prepare quote' }));
    const builder = await screen.findByTestId('quote-builder');
    const lines = within(builder).getAllByTestId('builder-line');
    expect(lines).toHaveLength(2);
    expect(field(lines[1]!, 'Unit price ($)').value).toBe('410.5');
    expect(
      within(builder)
        .getAllByTestId('builder-line-total')
        .map((total) => total.textContent),
    ).toEqual(['$1,780', '$821']);

    fireEvent.click(within(builder).getByRole('button', { name: 'Add a charge' }));
    const charge = within(builder).getByTestId('builder-charge');
    expect(field(charge, 'Description').value).toBe('Delivery');
    fireEvent.change(field(charge, 'Amount ($)'), { target: { value: '150' } });
    fireEvent.change(field(builder, 'Tax rate (%)'), { target: { value: '8.25' } });
    // 2,601 + 150 = 2,751; tax 226.9575 → 226.96 (half up); total 2,977.96.
    await waitFor(() =>
      expect(within(builder).getByTestId('builder-total').textContent).toBe('$2,977.96'),
    );
    expect(within(builder).getByTestId('builder-tax').textContent).toBe('$226.96');

    // A line without a unit, then removed again.
    fireEvent.click(within(builder).getByRole('button', { name: 'Add a line' }));
    expect(within(builder).getAllByTestId('builder-line')).toHaveLength(3);
    fireEvent.click(within(builder).getByRole('button', { name: 'Remove line 3' }));
    expect(within(builder).getAllByTestId('builder-line')).toHaveLength(2);

    fireEvent.click(within(builder).getByRole('button', { name: 'Save draft' }));
    expect(
      await within(builder).findByRole('heading', { name: 'Draft QT-2026-000007, version 1' }),
    ).toBeTruthy();
    expect(api.calls('POST /account/:id/leads/:reference/quotes')[0]!.body).toEqual({
      ...SUGGESTION,
      charges: [{ kind: 'delivery', description: 'Delivery', amount: 150 }],
      tax_rate: 0.0825,
    });
    const row = await within(section).findByTestId('lead-quote-row');
    expect(row.textContent).toContain('$2,977.96');

    fireEvent.click(within(builder).getByRole('button', { name: 'Send to customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send QT-2026-000007?' });
    expect(dialog.textContent).toContain('casey@builders.test gets version 1 for $2,977.96');
    // Focus starts on Cancel, the safe choice.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send quote' }));
    await waitFor(() => expect(screen.queryByTestId('quote-builder')).toBeNull());
    await waitFor(() =>
      expect(within(section).getByTestId('lead-quote-row').textContent).toContain('Sent'),
    );
    expect(api.calls('POST /account/:id/leads/:reference/quotes/:quoteId/send')).toHaveLength(1);
  });

  it("shows the server's 422 messages at their fields (a line's price, a charge's amount, the tax)", async () => {
    const api = quotesServer({
      saveAnswer: () =>
        validationError({
          'lines.1.unit_price': ['must have at most 2 decimals'],
          'charges.0.amount': ['must be at most 10000000'],
          tax_rate: ['must be <= 0.25'],
        }),
    });
    const section = await renderLead(api);
    fireEvent.click(await within(section).findByRole('button', { name: 'Prepare quote' }));
    const builder = await screen.findByTestId('quote-builder');
    fireEvent.click(within(builder).getByRole('button', { name: 'Add a charge' }));
    fireEvent.change(field(within(builder).getByTestId('builder-charge'), 'Amount ($)'), {
      target: { value: '150' },
    });
    fireEvent.click(within(builder).getByRole('button', { name: 'Save draft' }));
    expect(await within(builder).findByText('must have at most 2 decimals')).toBeTruthy();
    const line = within(builder).getAllByTestId('builder-line')[1]!;
    expect(field(line, 'Unit price ($)').getAttribute('aria-invalid')).toBe('true');
    expect(
      field(within(builder).getByTestId('builder-charge'), 'Amount ($)').getAttribute(
        'aria-invalid',
      ),
    ).toBe('true');
    expect(field(builder, 'Tax rate (%)').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a rented unit without dates and a price with more than cents before sending', async () => {
    const api = quotesServer();
    const section = await renderLead(api);
    fireEvent.click(await within(section).findByRole('button', { name: 'Prepare quote' }));
    const builder = await screen.findByTestId('quote-builder');
    const line = within(builder).getAllByTestId('builder-line')[0]!;
    fireEvent.change(field(line, 'Last day'), { target: { value: '' } });
    fireEvent.change(field(line, 'Unit price ($)'), { target: { value: '10.555' } });
    fireEvent.click(within(builder).getByRole('button', { name: 'Save draft' }));
    expect(await within(line).findByText('A rented unit needs its last day')).toBeTruthy();
    expect(
      within(line).getByText('A price of at least $0 with at most 2 decimals (cents)'),
    ).toBeTruthy();
    expect(api.calls('POST /account/:id/leads/:reference/quotes')).toHaveLength(0);
  });

  it('edits and deletes a draft', async () => {
    const api = quotesServer();
    const section = await renderLead(api);
    fireEvent.click(await within(section).findByRole('button', { name: 'Prepare quote' }));
    let builder = await screen.findByTestId('quote-builder');
    fireEvent.click(within(builder).getByRole('button', { name: 'Save draft' }));
    await within(section).findByTestId('lead-quote-row');
    fireEvent.click(within(builder).getByRole('button', { name: 'Close' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Edit version 1' }));
    builder = await screen.findByTestId('quote-builder');
    const line = within(builder).getAllByTestId('builder-line')[0]!;
    fireEvent.change(field(line, 'Unit price ($)'), { target: { value: '1700' } });
    fireEvent.click(within(builder).getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(api.calls('PUT /account/:id/leads/:reference/quotes/:quoteId')).toHaveLength(1),
    );
    expect(
      (api.calls('PUT /account/:id/leads/:reference/quotes/:quoteId')[0]!.body as QuoteInput)
        .lines[0]!.unit_price,
    ).toBe(1700);
    fireEvent.click(within(section).getByRole('button', { name: 'Delete version 1' }));
    const dialog = await screen.findByRole('dialog', { name: /Delete draft QT-2026-000007/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete draft' }));
    expect(await within(section).findByText('No quote yet.')).toBeTruthy();
    expect(screen.queryByTestId('quote-builder')).toBeNull();
  });

  it('a member who may only read sees the versions, not the builder', async () => {
    const section = await renderLead(quotesServer(), LEAD_VIEWER);
    await within(section).findByText('No quote yet.');
    expect(within(section).queryByRole('button', { name: 'Prepare quote' })).toBeNull();
  });
});
