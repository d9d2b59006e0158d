import { jsonResponse } from '@liftline/sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localToday, quoteListKey, addDays } from '@liftline/sdk';
import { PRODUCT_KEY } from '@/config/env';
import { aStoredLine } from '@/testing/quote-lines';
import { renderApp } from '@/testing/render-app';

import { anAccountUser } from '../testing/account-session';
import { RecentRequests } from './recent-requests';
import type { Schemas } from '@liftline/sdk';
import type { UserRequest } from './requests-api';

type UserRequestPage = Schemas['UserRequestPage'];

const fetchMock = vi.fn<typeof fetch>();

const verified = anAccountUser();

function aRequest(overrides: Partial<UserRequest> = {}): UserRequest {
  return {
    kind: 'quote',
    id: 12,
    reference: 'Q-2026-000012',
    status: 'received',
    created_at: '2026-03-04T15:00:00.000Z',
    equipment: { id: 31, title: '2019 Toyota 8FGCU25 forklift' },
    branch: { id: 4, name: 'Liftline Chicago' },
    summary: 'Rental quote: 2 units, jobsite 60601',
    request_reference: null,
    lines: [],
    quote: null,
    ...overrides,
  };
}

function aPage(items: UserRequest[], meta: Partial<UserRequestPage['meta']> = {}): UserRequestPage {
  return {
    items,
    meta: { page: 1, per_page: 5, total: items.length, total_pages: items.length ? 1 : 0, ...meta },
  };
}

const requestedUrl = (call = 0) => (fetchMock.mock.calls[call]?.[0] as Request).url;

afterEach(() => {
  fetchMock.mockReset();
  localStorage.clear();
});

const tomorrow = () => addDays(localToday(), 1);

/** The request list's own items (each holds a list of its lines). */
const requestItems = async () =>
  [...(await screen.findByRole('list', { name: 'Your requests' })).children] as HTMLElement[];

describe('RecentRequests', () => {
  it('lists quote and contact requests with reference, kind, date, equipment and branch', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        aPage([
          aRequest(),
          aRequest({
            kind: 'contact',
            id: 7,
            reference: 'C-2026-000007',
            equipment: null,
            summary: 'Do you deliver on Saturdays?',
          }),
        ]),
      ),
    );
    renderApp(<RecentRequests user={verified} />, { fetch: fetchMock, user: verified });

    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Q-2026-000012');
    expect(items[0]!.textContent).toContain('Quote request');
    expect(items[0]!.textContent).toContain('Rental quote: 2 units, jobsite 60601');
    expect(items[0]!.textContent).toContain('Mar 4, 2026');
    expect(items[0]!.textContent).toContain('Liftline Chicago');
    expect(
      within(items[0]!)
        .getByRole('link', { name: '2019 Toyota 8FGCU25 forklift' })
        .getAttribute('href'),
    ).toBe('/equipment/31');
    expect(items[1]!.textContent).toContain('Message to a branch');
    expect(within(items[1]!).queryByRole('link')).toBeNull();
    expect(requestedUrl()).toBe('http://liftline.test/api/v1/user/requests?page=1&per_page=5');
  });

  it('shows each request’s public status by its label, never its code name', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        aPage([
          aRequest({ id: 1, reference: 'Q-2026-000001', status: 'in_progress' }),
          aRequest({ id: 2, reference: 'Q-2026-000002', status: 'accepted' }),
          aRequest({ id: 3, reference: 'Q-2026-000003', status: 'closed' }),
        ]),
      ),
    );
    renderApp(<RecentRequests user={verified} />, { fetch: fetchMock, user: verified });

    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByText('In progress')).toBeTruthy();
    expect(within(items[1]!).getByText('Accepted')).toBeTruthy();
    expect(within(items[2]!).getByText('Closed')).toBeTruthy();
    expect(items[0]!.textContent).not.toContain('in_progress');
  });

  it('says so when there are none yet', async () => {
    fetchMock.mockResolvedValue(jsonResponse(aPage([])));
    renderApp(<RecentRequests user={verified} />, { fetch: fetchMock, user: verified });
    expect(await screen.findByText(/You have not sent a quote request/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the equipment' })).toBeTruthy();
  });

  it('asks an unverified user to verify first, without calling the API', async () => {
    const unverified = anAccountUser({ email_verified_at: null });
    renderApp(<RecentRequests user={unverified} />, { fetch: fetchMock, user: unverified });
    expect(screen.getByText(/Verify your e-mail address to see your quote requests/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'How to verify your address' }).getAttribute('href'),
    ).toBe('/authorized/verification-required');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a failure with "Try again", which loads again', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ message: 'Something went wrong on our side.', slug: 'server_error' }, 500),
    );
    fetchMock.mockResolvedValueOnce(jsonResponse(aPage([aRequest()])));
    renderApp(<RecentRequests user={verified} />, { fetch: fetchMock, user: verified });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your requests.');
    expect(alert.textContent).toContain('Something went wrong on our side.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Q-2026-000012')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('pages through the URL (?requests_page=2)', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(aPage([aRequest()], { page: 2, total: 6, total_pages: 2 })),
    );
    renderApp(<RecentRequests user={verified} />, {
      fetch: fetchMock,
      user: verified,
      url: '/authorized/account?requests_page=2',
    });
    expect(await screen.findByText('6 requests in all.')).toBeTruthy();
    expect(requestedUrl()).toBe('http://liftline.test/api/v1/user/requests?page=2&per_page=5');
    const pages = screen.getByRole('navigation', { name: 'Pages of your requests' });
    expect(within(pages).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/authorized/account',
    );
  });

  it("shows a quote list's lines with the estimates shown and the request it is part of", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        aPage([
          aRequest({
            reference: 'Q-2026-000013',
            request_reference: 'Q-2026-000012',
            summary: 'Quote list: 2 lines, jobsite 60607',
            lines: [
              aStoredLine(),
              aStoredLine({
                position: 2,
                equipment: null,
                mode: 'buy',
                quantity: 1,
                start_date: null,
                end_date: null,
                estimate: null,
                estimated_total: null,
              }),
            ],
          }),
        ]),
      ),
    );
    renderApp(<RecentRequests user={verified} />, { fetch: fetchMock, user: verified });

    const [item] = await requestItems();
    expect(item!.textContent).toContain('Part of request Q-2026-000012');
    const lines = within(within(item!).getByRole('list')).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(
      within(lines[0]!)
        .getByRole('link', { name: 'Genie GS-1930 scissor lift' })
        .getAttribute('href'),
    ).toBe('/equipment/31');
    // One range, the month and year once (Intl's formatRange).
    expect(lines[0]!.textContent).toMatch(/Rent · 2 units · Mar 20\s?–\s?29, 2027 \(10 days\)/);
    expect(within(lines[0]!).getByTestId('stored-line-estimate').textContent).toBe(
      '1 × week $1,150 + 3 × day $210 = $1,780 each, $3,560 for 2',
    );
    expect(lines[1]!.textContent).toContain('A unit deleted since');
    expect(lines[1]!.textContent).toContain('Buy · 1 unit');
    expect(item!.textContent).toContain('Estimated total: $3,560 (lines with an estimate).');
  });

  it('"Request again" refills the quote list, says what it did and focuses the link to it', async () => {
    localStorage.setItem(
      quoteListKey(PRODUCT_KEY),
      JSON.stringify({ v: 1, lines: [{ equipment_id: 99, mode: 'buy', quantity: 1 }] }),
    );
    fetchMock.mockResolvedValue(
      jsonResponse(
        aPage([
          aRequest({
            lines: [
              aStoredLine({ start_date: '2020-01-01', end_date: '2020-01-10' }), // begun: moves
              aStoredLine({ position: 2, equipment: null }),
            ],
          }),
        ]),
      ),
    );
    renderApp(<RecentRequests user={verified} />, { fetch: fetchMock, user: verified });

    const [item] = await requestItems();
    fireEvent.click(within(item!).getByRole('button', { name: 'Request again (Q-2026-000012)' }));

    const status = within(item!).getByRole('status');
    expect(status.textContent).toContain(
      '1 line added to your quote request. 1 unit is no longer listed.',
    );
    const link = within(status).getByRole('link', { name: 'Review your quote request' });
    expect(link.getAttribute('href')).toBe('/quote');
    await waitFor(() => expect(document.activeElement).toBe(link));
    const stored = JSON.parse(localStorage.getItem(quoteListKey(PRODUCT_KEY))!) as {
      lines: unknown[];
    };
    // Added to what was there; the rental keeps its 10 days from tomorrow.
    expect(stored.lines).toEqual([
      { equipment_id: 99, mode: 'buy', quantity: 1 },
      {
        equipment_id: 31,
        mode: 'rent',
        quantity: 2,
        title: 'Genie GS-1930 scissor lift',
        start_date: tomorrow(),
        end_date: addDays(tomorrow(), 9),
      },
    ]);
  });

  it('offers no "Request again" for a message or a request whose units are all gone', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        aPage([
          aRequest({ id: 1, lines: [aStoredLine({ equipment: null })] }),
          aRequest({ kind: 'contact', id: 2, reference: 'C-2026-000002', equipment: null }),
        ]),
      ),
    );
    renderApp(<RecentRequests user={verified} />, { fetch: fetchMock, user: verified });
    expect(await requestItems()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Request again/ })).toBeNull();
  });
});

describe('RecentRequests in Spanish', () => {
  it('says the kind, status, date and count in Spanish, with pages that keep /es', async () => {
    fetchMock.mockResolvedValue(jsonResponse(aPage([aRequest()], { total: 6, total_pages: 2 })));
    renderApp(<RecentRequests user={verified} />, {
      fetch: fetchMock,
      url: '/es/authorized/account',
    });

    const [item] = [...(await screen.findByRole('list', { name: 'Sus solicitudes' })).children];
    expect(within(item as HTMLElement).getByText('Solicitud de cotización')).toBeTruthy();
    expect(within(item as HTMLElement).getByText('Recibida')).toBeTruthy();
    expect(item!.querySelector('time')!.textContent).toBe('4 mar 2026');
    expect(screen.getByText('6 solicitudes en total.')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Páginas de sus solicitudes' });
    expect(within(pages).getByRole('link', { name: /2/ }).getAttribute('href')).toBe(
      '/es/authorized/account?requests_page=2',
    );
  });
});
