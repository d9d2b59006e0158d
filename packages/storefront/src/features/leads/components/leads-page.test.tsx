import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRouter } from '@/app/router';
import { aUser } from '@/testing/auth';
import { apiError, fakeApi, json, type FakeApi, type FakeRoutes } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import type { LeadSummary } from '../leads-api';
import { aLeadPage, aLeadSummary, LEAD_VIEWER } from '../testing/lead-fixtures';

const URL_ = '/authorized/account/leads';
const viewer = aUser({ permissions: LEAD_VIEWER });

const BRANCHES = {
  items: [
    { id: 4, name: 'Liftline Chicago' },
    { id: 9, name: 'Liftline Denver' },
  ],
  meta: { page: 1, per_page: 100, total: 2, total_pages: 1 },
};

/** A server holding `leads` (one page each time, as asked); the nav's new count is 0. */
function leadsServer(
  leads: LeadSummary[],
  meta: Parameters<typeof aLeadPage>[1] = {},
  more: FakeRoutes = {},
): FakeApi {
  return fakeApi({
    'GET /branches': () => json(BRANCHES),
    'GET /account/:id/leads': (request) =>
      request.query.get('per_page') === '1'
        ? json(aLeadPage([], { total: 0 }))
        : json(aLeadPage(leads, meta)),
    ...more,
  });
}

/** The inbox's own requests (not the navigation's count of new leads). */
const inboxCalls = (api: FakeApi) =>
  api.calls('GET /account/:id/leads').filter((call) => call.query.get('per_page') === '25');

const lastQuery = (api: FakeApi) => inboxCalls(api).at(-1)!.query.toString();

async function table() {
  return screen.findByRole('table', { name: /Leads, (newest|oldest) first/ });
}

// jsdom has no object URLs: the CSV test supplies them, and they go again after each test.
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

describe('the lead inbox', () => {
  it('lists the leads: reference, received, type, customer, unit, branch, status and assignee', async () => {
    const api = leadsServer([
      aLeadSummary(),
      aLeadSummary({
        reference: 'C-2026-000881',
        type: 'contact',
        status: 'contacted',
        name: 'Dee Dealer',
        company: null,
        email: 'dee@example.test',
        equipment: null,
        summary: 'Do you deliver on Saturdays?',
        branch: null,
        assignee: { id: 5, name: 'Dana Sales' },
      }),
    ]);
    renderApp(<AppRouter />, { api, user: viewer, url: URL_ });

    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    const [quote, message] = rows as [HTMLElement, HTMLElement];
    expect(within(quote).getByRole('link', { name: 'Q-2026-000123' }).getAttribute('href')).toBe(
      '/authorized/account/leads/Q-2026-000123',
    );
    for (const text of [
      'Nov 24, 2026',
      'Quote request',
      'Casey Customer',
      'Casey Builders',
      'casey@builders.test',
      '2019 Toyota 8FGCU25 forklift',
      'Rental quote: 2 units, jobsite 60601',
      'Liftline Chicago',
      'New',
      'Unassigned',
    ])
      expect(within(quote).getByText(text)).toBeTruthy();
    expect(within(message).getByText('Message')).toBeTruthy();
    expect(within(message).getByText('Contacted')).toBeTruthy();
    expect(within(message).getByText('Dana Sales')).toBeTruthy();
    expect(message.textContent).not.toContain('contacted');
    expect(screen.getByText('2 leads')).toBeTruthy();
    expect(lastQuery(api)).toBe('per_page=25');
  });

  it('sends the filters, order and page of the URL', async () => {
    const api = leadsServer([aLeadSummary()], { total: 60, total_pages: 3, page: 2 });
    renderApp(<AppRouter />, {
      api,
      user: viewer,
      url: `${URL_}?q=casey&type=quote&status=quoted&branch_id=4&from=2026-11-01&to=2026-11-30&sort=oldest&page=2`,
    });
    await table();
    expect(lastQuery(api)).toBe(
      'type=quote&status=quoted&branch_id=4&from=2026-11-01&to=2026-11-30&q=casey&sort=oldest&page=2&per_page=25',
    );
    // The controls show the URL's state.
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('quote');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('quoted');
    await waitFor(() =>
      expect((screen.getByLabelText('Branch') as HTMLSelectElement).value).toBe('4'),
    );
    expect((screen.getByLabelText('Received from') as HTMLInputElement).value).toBe('2026-11-01');
    expect((screen.getByLabelText('Order') as HTMLSelectElement).value).toBe('oldest');
    expect((screen.getByLabelText('Search leads') as HTMLInputElement).value).toBe('casey');
  });

  it('writes each filter to the URL (back to page 1) and asks again', async () => {
    const api = leadsServer([aLeadSummary()]);
    const { history } = renderApp(<AppRouter />, { api, user: viewer, url: `${URL_}?page=2` });
    await table();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'won' } });
    await waitFor(() => expect(history.at(-1)).toBe(`${URL_}?status=won`));
    await waitFor(() => expect(lastQuery(api)).toBe('status=won&per_page=25'));

    const branch = screen.getByLabelText('Branch');
    await within(branch).findByRole('option', { name: 'Liftline Denver' });
    fireEvent.change(branch, { target: { value: '9' } });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'contact' } });
    fireEvent.change(screen.getByLabelText('Received from'), {
      target: { value: '2026-11-01' },
    });
    fireEvent.change(screen.getByLabelText('Received to'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'oldest' } });
    fireEvent.change(screen.getByLabelText('Search leads'), { target: { value: ' casey ' } });
    fireEvent.click(
      within(screen.getByRole('search', { name: 'Leads' })).getByRole('button', { name: 'Search' }),
    );

    const expected =
      'q=casey&type=contact&status=won&branch_id=9&from=2026-11-01&to=2026-11-30&sort=oldest';
    await waitFor(() => expect(history.at(-1)).toBe(`${URL_}?${expected}`));
    await waitFor(() =>
      expect(lastQuery(api)).toBe(
        'type=contact&status=won&branch_id=9&from=2026-11-01&to=2026-11-30&q=casey&sort=oldest&per_page=25',
      ),
    );
  });

  it('pages through the leads with links that keep the filters', async () => {
    const api = leadsServer([aLeadSummary()], { total: 60, total_pages: 3 });
    const { history } = renderApp(<AppRouter />, {
      api,
      user: viewer,
      url: `${URL_}?status=new`,
    });
    const pages = await screen.findByRole('navigation', { name: 'Lead pages' });
    const two = within(pages).getByRole('link', { name: 'Page 2' });
    expect(two.getAttribute('href')).toBe(`${URL_}?status=new&page=2`);
    fireEvent.click(two);
    await waitFor(() => expect(history.at(-1)).toBe(`${URL_}?status=new&page=2`));
    await waitFor(() => expect(lastQuery(api)).toBe('status=new&page=2&per_page=25'));
  });

  it('says when there are no leads at all', async () => {
    renderApp(<AppRouter />, { api: leadsServer([]), user: viewer, url: URL_ });
    expect(await screen.findByText(/No leads yet\./)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when no lead matches the filters, with a way to clear them', async () => {
    const { history } = renderApp(<AppRouter />, {
      api: leadsServer([]),
      user: viewer,
      url: `${URL_}?status=lost&sort=oldest`,
    });
    expect(await screen.findByText('No leads match these filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Clear the filters' }));
    await waitFor(() => expect(history.at(-1)).toBe(`${URL_}?sort=oldest`));
  });

  it('shows the load error with a way to try again', async () => {
    const api = leadsServer(
      [],
      {},
      {
        'GET /account/:id/leads': () => apiError(500, 'Something broke.'),
      },
    );
    renderApp(<AppRouter />, { api, user: viewer, url: URL_ });
    expect(await screen.findByText(/We could not load the leads/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('downloads the filtered leads as CSV through the client', async () => {
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return 'blob:leads-1';
      },
      revokeObjectURL: () => {},
    });
    const api = leadsServer(
      [aLeadSummary()],
      {},
      {
        'GET /account/:id/leads.csv': () =>
          new Response('reference,type\nQ-2026-000123,quote\n', {
            headers: {
              'content-type': 'text/csv',
              'content-disposition': 'attachment; filename="leads-2026-11-25.csv"',
            },
          }),
      },
    );
    renderApp(<AppRouter />, {
      api,
      user: viewer,
      url: `${URL_}?status=new&branch_id=4&from=2026-11-01&q=casey&sort=oldest&page=2`,
    });
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:leads-1', download: 'leads-2026-11-25.csv' }]),
    );
    const [call] = api.calls('GET /account/:id/leads.csv');
    expect(call!.params.id).toBe('1');
    // The same filters and order; every page (no page, no per_page).
    expect(call!.query.toString()).toBe(
      'status=new&branch_id=4&from=2026-11-01&q=casey&sort=oldest',
    );
    expect(await created[0]!.text()).toContain('Q-2026-000123,quote');
  });

  it('says why the CSV could not be downloaded', async () => {
    const api = leadsServer(
      [aLeadSummary()],
      {},
      {
        'GET /account/:id/leads.csv': () => apiError(403, 'You do not have permission to do this.'),
      },
    );
    renderApp(<AppRouter />, { api, user: viewer, url: URL_ });
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You do not have permission to do this.',
    );
  });

  it('is the 403 page without “See leads”, and asks the server nothing', async () => {
    const api = leadsServer([aLeadSummary()]);
    renderApp(<AppRouter />, {
      api,
      user: aUser({ permissions: ['products.view'] }),
      url: URL_,
    });
    expect(
      await screen.findByRole('heading', { name: 'You do not have permission to view this page' }),
    ).toBeTruthy();
    expect(document.body.textContent).toContain('needs the “See leads” permission');
    expect(api.calls('GET /account/:id/leads')).toHaveLength(0);
  });

  it('sends guests to the login page, coming back afterwards', async () => {
    const { history } = renderApp(<AppRouter />, { api: leadsServer([]), url: URL_ });
    await waitFor(() =>
      expect(history.at(-1)).toBe(`/guest/user/login?returnTo=${encodeURIComponent(URL_)}`),
    );
  });
});

describe('the lead inbox for platform administrators', () => {
  const admin = aUser({ permissions: LEAD_VIEWER, is_platform_admin: true });

  it('switches to every account’s leads (read only, with the account)', async () => {
    const api = leadsServer(
      [aLeadSummary()],
      {},
      {
        'GET /admin/leads': () =>
          json(
            aLeadPage([
              aLeadSummary({
                reference: 'Q-2026-000777',
                account: { id: 8, name: 'Harbor Lifts' },
              }),
            ]),
          ),
      },
    );
    const { history } = renderApp(<AppRouter />, {
      api,
      user: admin,
      url: `${URL_}?status=new`,
    });
    const scope = await screen.findByRole('navigation', { name: 'Whose leads' });
    expect(
      within(scope).getByRole('link', { name: 'This account' }).getAttribute('aria-current'),
    ).toBe('page');
    await table();

    fireEvent.click(within(scope).getByRole('link', { name: 'All accounts' }));
    await waitFor(() => expect(history.at(-1)).toBe(`${URL_}?scope=all&status=new`));
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    await waitFor(() => expect(row.textContent).toContain('Q-2026-000777'));
    expect(within(row).getByText('Harbor Lifts')).toBeTruthy();
    expect(within(row).queryByRole('link')).toBeNull();
    expect(api.calls('GET /admin/leads')[0]!.query.toString()).toBe('status=new&per_page=25');
    // Exports are per account.
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it('offers no scope to other members', async () => {
    const api = leadsServer([aLeadSummary()]);
    renderApp(<AppRouter />, {
      api,
      user: viewer,
      url: `${URL_}?scope=all`,
    });
    await table();
    expect(screen.queryByRole('navigation', { name: 'Whose leads' })).toBeNull();
    // `scope=all` in a shared link means nothing to them: their own account's leads.
    expect(inboxCalls(api).length).toBeGreaterThan(0);
    expect(api.calls('GET /admin/leads')).toHaveLength(0);
  });
});
