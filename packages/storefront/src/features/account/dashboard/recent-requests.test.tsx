import { jsonResponse } from '@liftline/sdk/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

afterEach(() => fetchMock.mockReset());

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
});
