import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAccountUser } from '../testing/account-session';
import { apiError, fakeApi, json } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { RecentRequests } from './recent-requests';
import type { UserRequest } from './requests-api';

const verified = anAccountUser();
const TOKEN = 'q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c';

const request: UserRequest = {
  kind: 'quote',
  id: 12,
  reference: 'Q-2026-000012',
  status: 'quoted',
  created_at: '2026-03-04T15:00:00.000Z',
  equipment: null,
  branch: { id: 4, name: 'Liftline Chicago' },
  summary: 'Quote list: 2 units',
  request_reference: null,
  lines: [],
  quote: { number: 'QT-2026-000007', status: 'sent', total: 3400.29, valid_until: '2026-12-13' },
};

function server(link: () => Response) {
  return fakeApi({
    'GET /user/requests': () =>
      json({ items: [request], meta: { page: 1, per_page: 5, total: 1, total_pages: 1 } }),
    'POST /user/requests/:reference/quote-link': link,
  });
}

describe("the request list's quote", () => {
  it('shows the quote and opens its page with a fresh link, in the page’s language', async () => {
    const api = server(() => json({ url: `https://liftline.test/es/quotes/${TOKEN}` }));
    const view = renderApp(<RecentRequests user={verified} />, { api, user: verified });
    const quote = await screen.findByTestId('request-quote');
    expect(quote.textContent).toContain('Waiting for your answer');
    expect(quote.textContent).toContain(
      'Quote QT-2026-000007: $3,400.29, valid until Dec 13, 2026',
    );
    fireEvent.click(within(quote).getByRole('button', { name: 'Open quote' }));
    await waitFor(() => expect(view.history.at(-1)).toBe(`/quotes/${TOKEN}`));
    expect(api.calls('POST /user/requests/:reference/quote-link')[0]!.params.reference).toBe(
      'Q-2026-000012',
    );
  });

  it('says why when no link can be made', async () => {
    const api = server(() => apiError(404, 'The requested resource was not found.'));
    renderApp(<RecentRequests user={verified} />, { api, user: verified });
    fireEvent.click(await screen.findByRole('button', { name: 'Open quote' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
