import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRouter } from '@/app/router';
import { apiError, fakeApi, json, type FakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import type { PublicQuote } from '../quote-offer-api';
import { aPublicQuote, TOKEN } from '../testing/quote-offer-fixtures';

const PAGE = `/quotes/${TOKEN}`;

/** A server holding one sent quote that answers accept and decline as the real one does. */
function quoteServer(quote: PublicQuote, acceptAnswer?: () => Response) {
  let current = quote;
  const api: FakeApi = fakeApi({
    'GET /quotes/:token': (request) =>
      request.params.token === TOKEN
        ? json(current)
        : apiError(404, 'The requested resource was not found.', { slug: 'not_found' }),
    'POST /quotes/:token/accept': (request) => {
      if (acceptAnswer) return acceptAnswer();
      const body = request.body as { signer_name: string };
      current = {
        ...current,
        status: 'accepted',
        accepted_at: '2026-11-29T10:00:00.000Z',
        signer_name: body.signer_name,
        agreement_number: 'RA-2026-000003',
        agreement_url: `/api/v1/quotes/${TOKEN}/agreement.pdf`,
      };
      return json({
        status: 'accepted',
        accepted_at: current.accepted_at,
        agreement_number: current.agreement_number,
      });
    },
    'POST /quotes/:token/decline': () => {
      current = { ...current, status: 'declined', declined_at: '2026-11-29T10:00:00.000Z' };
      return json({ status: 'declined', declined_at: current.declined_at });
    },
  });
  return api;
}

describe('the customer quote page', () => {
  it('shows the branch, the lines with their availability, the charges and the totals', async () => {
    renderApp(<AppRouter />, { url: PAGE, api: quoteServer(aPublicQuote()) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Quote QT-2026-000007' }),
    ).toBeTruthy();
    expect(screen.getByText('Liftline Chicago')).toBeTruthy();
    expect(screen.getByRole('link', { name: '(312) 555-0100' }).getAttribute('href')).toBe(
      'tel:3125550100',
    );
    const lines = screen.getAllByTestId('quote-offer-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByText('Available for these dates')).toBeTruthy();
    expect(within(lines[1]!).getByText('No longer free for these dates')).toBeTruthy();
    expect(within(lines[1]!).getByText('$410.50')).toBeTruthy();
    const totals = screen.getByTestId('quote-offer-totals');
    expect(within(totals).getByText('Damage waiver (15% of rent)')).toBeTruthy();
    expect(within(totals).getByText('Tax (8.25%)')).toBeTruthy();
    expect(screen.getByTestId('quote-offer-total').textContent).toContain('$3,400.29');
    expect(screen.getByTestId('quote-pdf').getAttribute('href')).toBe(
      `/api/v1/quotes/${TOKEN}/pdf`,
    );
    expect(screen.getByText('Thanks for asking us!')).toBeTruthy();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe(
      'no-referrer',
    );
  });

  it('accepts with a typed name after a confirmation, then shows the agreement', async () => {
    const api = quoteServer(aPublicQuote());
    renderApp(<AppRouter />, { url: PAGE, api });
    const name = await screen.findByLabelText('Your full name');
    fireEvent.click(screen.getByRole('button', { name: 'Accept quote' }));
    // Nothing typed: the name and the box are asked for, nothing is sent.
    expect(await screen.findByText('Type your full name to sign')).toBeTruthy();
    expect(screen.getByText('Tick the box to agree to the terms of the quote')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));
    fireEvent.change(name, { target: { value: 'Casey Customer' } });
    fireEvent.change(screen.getByLabelText('Your title (optional)'), {
      target: { value: 'Site manager' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this quote?' });
    expect(dialog.textContent).toContain(
      'You accept quote QT-2026-000007 for $3,400.29, signed as Casey Customer.',
    );
    expect(api.calls('POST /quotes/:token/accept')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign and accept' }));
    const state = await screen.findByTestId('quote-offer-state');
    expect(state.textContent).toContain('signed as Casey Customer');
    expect(state.textContent).toContain('RA-2026-000003');
    expect(
      within(state)
        .getByRole('link', { name: /signed rental agreement/ })
        .getAttribute('href'),
    ).toBe(`/api/v1/quotes/${TOKEN}/agreement.pdf`);
    expect(api.calls('POST /quotes/:token/accept')[0]!.body).toEqual({
      signer_name: 'Casey Customer',
      signer_title: 'Site manager',
      agree: true,
    });
    await waitFor(() =>
      expect(within(state).getByRole('heading', { name: 'Accepted' })).toBe(document.activeElement),
    );
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const api = quoteServer(aPublicQuote());
    renderApp(<AppRouter />, { url: PAGE, api });
    fireEvent.change(await screen.findByLabelText('Your full name'), {
      target: { value: 'Casey Customer' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this quote?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('POST /quotes/:token/accept')).toHaveLength(0);
  });

  it("keeps a 409's words (a line no longer free) on screen", async () => {
    const api = quoteServer(aPublicQuote(), () =>
      apiError(409, 'Line 2 (Genie GS-1930 scissor lift) is no longer free on Dec 7–8.', {
        slug: 'conflict',
      }),
    );
    renderApp(<AppRouter />, { url: PAGE, api });
    fireEvent.change(await screen.findByLabelText('Your full name'), {
      target: { value: 'Casey Customer' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this quote?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign and accept' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.some((alert) => /Line 2 .* no longer free/.test(alert.textContent ?? ''))).toBe(
      true,
    );
  });

  it('declines with a reason', async () => {
    const api = quoteServer(aPublicQuote());
    renderApp(<AppRouter />, { url: PAGE, api });
    fireEvent.click(await screen.findByRole('button', { name: 'Decline this quote' }));
    fireEvent.change(screen.getByLabelText('Why? (optional)'), {
      target: { value: 'Found one closer' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Decline quote' }));
    expect((await screen.findByTestId('quote-offer-state')).textContent).toContain(
      'You declined this quote',
    );
    expect(api.calls('POST /quotes/:token/decline')[0]!.body).toEqual({
      reason: 'Found one closer',
    });
  });

  it.each([
    ['expired', 'This quote expired on Dec 13, 2026'],
    ['superseded', 'The branch has sent a newer version'],
  ] as const)('a %s quote offers to ask for a new one, not to accept', async (status, text) => {
    renderApp(<AppRouter />, { url: PAGE, api: quoteServer(aPublicQuote({ status })) });
    expect((await screen.findByTestId('quote-offer-state')).textContent).toContain(text);
    expect(screen.getByRole('link', { name: 'Ask for a new quote' }).getAttribute('href')).toBe(
      '/equipment/31',
    );
    expect(screen.queryByRole('button', { name: 'Accept quote' })).toBeNull();
    // Availability no longer matters: it is not shown.
    expect(screen.queryByText('Available for these dates')).toBeNull();
  });

  it('an unknown token is the 404 page', async () => {
    renderApp(<AppRouter />, {
      url: '/quotes/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      api: quoteServer(aPublicQuote()),
    });
    expect(
      await screen.findByRole('heading', { name: 'This page could not be found' }),
    ).toBeTruthy();
  });

  it('speaks Spanish at /es/quotes/:token', async () => {
    renderApp(<AppRouter />, { url: `/es${PAGE}`, api: quoteServer(aPublicQuote()) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cotización QT-2026-000007' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aceptar la cotización' })).toBeTruthy();
  });
});
