import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRouter } from '@/app/router';
import { aUser } from '@/testing/auth';
import { fakeApi, json, type FakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import type { DealerFunnel } from '../dealers-api';
import { todayUtc } from '../funnel-range';
import { aDealerLead, aFunnel, aPage, DEALER_MANAGER } from '../testing/dealer-fixtures';

const SITE = '/authorized/account/dealers/7';
const manager = aUser({ permissions: DEALER_MANAGER });

function dashboardServer(funnel: DealerFunnel, leads = [aDealerLead()]): FakeApi {
  return fakeApi({
    'GET /account/:id/dealer-sites/:siteId/funnel': () => json(funnel),
    'GET /account/:id/dealer-leads': () => json(aPage(leads)),
  });
}

const funnelQuery = (api: FakeApi) =>
  api.calls('GET /account/:id/dealer-sites/:siteId/funnel').at(-1)!.query.toString();

const step = (name: string) =>
  within(screen.getByRole('list', { name: 'Funnel' }))
    .getByText(name, { selector: 'span' })
    .closest('li')!;

/** A row's header and cells, as read. */
const cells = (row: HTMLElement) =>
  Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent);

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

describe('a dealer site’s dashboard', () => {
  it('shows each step with its rate from the step before and its change against the previous period', async () => {
    const api = dashboardServer(
      aFunnel({
        totals: { impressions: 1200, opens: 300, steps: 90, submits: 30, leads: 12, won: 3 },
        previous: { impressions: 1000, opens: 400, submits: 30, won: 0 },
      }),
    );
    renderApp(<AppRouter />, { api, user: manager, url: `${SITE}?from=2026-11-24&to=2026-11-26` });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Example dealer site' }),
    ).toBeTruthy();
    expect(step('Impressions').textContent).toContain('1,200');
    expect(step('Impressions').textContent).toContain('+20%');
    expect(step('Opens').textContent).toContain('25% of impressions');
    expect(step('Opens').textContent).toContain('−25%');
    expect(step('Submits').textContent).toContain('10% of opens');
    expect(step('Submits').textContent).toContain('no change');
    expect(step('Won').textContent).toContain('10% of submits');
    expect(step('Won').textContent).toContain('up from 0');
    expect(step('Won').textContent).toMatch(/up from 0 vs the previous 3 days$/);
    // The drop-off picture: each step's bar as wide as its share of the impressions.
    const bar = (name: string) =>
      step(name).querySelector<HTMLElement>('[data-share]')!.style.width;
    expect(['Impressions', 'Opens', 'Submits', 'Won'].map(bar)).toEqual([
      '100%',
      '25%',
      '2.5%',
      '0.3%',
    ]);
    expect(step('Impressions').textContent).toContain('vs the previous 3 days (was 1,000)');
    expect(funnelQuery(api)).toBe('from=2026-11-24&to=2026-11-26');
  });

  it('shows no rate where the step before counted nothing (no division by zero)', async () => {
    const api = dashboardServer(
      aFunnel({ totals: { impressions: 0, opens: 0, submits: 2, won: 1 } }),
    );
    renderApp(<AppRouter />, { api, user: manager, url: `${SITE}?from=2026-11-24&to=2026-11-26` });
    await screen.findByRole('list', { name: 'Funnel' });
    expect(step('Opens').textContent).toContain('— of impressions');
    expect(step('Submits').textContent).toContain('— of opens');
    expect(step('Won').textContent).toContain('50% of submits');
    expect(screen.queryByText(/NaN|Infinity/)).toBeNull();
  });

  it('asks for the last 30 days by default, and a preset puts its range in the URL', async () => {
    const api = dashboardServer(aFunnel());
    const { history } = renderApp(<AppRouter />, { api, user: manager, url: SITE });
    await screen.findByRole('list', { name: 'Funnel' });
    const today = todayUtc();
    const from30 = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(funnelQuery(api)).toBe(`from=${from30}&to=${today}`);
    const presets = screen.getByRole('navigation', { name: 'Date range' });
    expect(
      within(presets).getByRole('link', { name: '30 days' }).getAttribute('aria-current'),
    ).toBe('page');

    fireEvent.click(within(presets).getByRole('link', { name: '7 days' }));
    await waitFor(() => expect(history.at(-1)).toBe(`${SITE}?range=7`));
    const from7 = new Date(Date.parse(`${today}T00:00:00Z`) - 6 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    await waitFor(() => expect(funnelQuery(api)).toBe(`from=${from7}&to=${today}`));
  });

  it('applies custom days through the URL, and refuses reversed ones', async () => {
    const api = dashboardServer(aFunnel());
    const { history } = renderApp(<AppRouter />, { api, user: manager, url: SITE });
    await screen.findByRole('list', { name: 'Funnel' });
    const custom = screen.getByRole('form', { name: 'Custom range' });

    fireEvent.change(within(custom).getByLabelText('From'), { target: { value: '2026-03-10' } });
    fireEvent.change(within(custom).getByLabelText('To'), { target: { value: '2026-03-01' } });
    fireEvent.click(within(custom).getByRole('button', { name: 'Show these days' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/on or before the last day/);
    expect(history.at(-1)).toBe(SITE);

    fireEvent.change(within(custom).getByLabelText('To'), { target: { value: '2026-03-31' } });
    fireEvent.click(within(custom).getByRole('button', { name: 'Show these days' }));
    await waitFor(() => expect(history.at(-1)).toBe(`${SITE}?from=2026-03-10&to=2026-03-31`));
    await waitFor(() => expect(funnelQuery(api)).toBe('from=2026-03-10&to=2026-03-31'));
  });

  it('has a table view of the chart’s series, one row per day', async () => {
    const api = dashboardServer(
      aFunnel({ totals: { impressions: 40, opens: 8, submits: 2, leads: 2, won: 1 } }),
    );
    renderApp(<AppRouter />, { api, user: manager, url: `${SITE}?from=2026-11-24&to=2026-11-26` });
    const table = await screen.findByRole('table', {
      name: 'Funnel per day, Nov 24, 2026 to Nov 26, 2026',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cells)).toEqual([
      ['Nov 24, 2026', '40', '8', '2', '2', '1'],
      ['Nov 25, 2026', '0', '0', '0', '0', '0'],
      ['Nov 26, 2026', '0', '0', '0', '0', '0'],
    ]);
    expect(screen.getByText('Table view', { selector: 'summary' })).toBeTruthy();
  });

  it('lists the top pages, the figures per widget and the site’s leads with their status', async () => {
    const api = dashboardServer(
      aFunnel(
        { totals: { impressions: 10, opens: 4 } },
        {
          top_pages: [
            { page: 'http://localhost:3100/forklifts', impressions: 10, opens: 4, submits: 1 },
          ],
          elements: [
            { element: 'request-quote', impressions: 10, opens: 4, steps: 3, submits: 1 },
            { element: 'find-branch', impressions: 0, opens: 0, steps: 0, submits: 0 },
          ],
        },
      ),
    );
    renderApp(<AppRouter />, { api, user: manager, url: `${SITE}?from=2026-11-24&to=2026-11-26` });
    const pages = await screen.findByRole('table', { name: 'Pages with the most impressions' });
    expect(within(pages).getByText('http://localhost:3100/forklifts')).toBeTruthy();
    const widgets = screen.getByRole('table', { name: 'Figures per widget' });
    const [quote, finder] = within(widgets).getAllByRole('row').slice(1) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(cells(quote)).toEqual(['Request a quote', '10', '4', '3', '1', '40%', '25%']);
    expect(cells(finder)).toEqual(['Branch finder', '0', '0', '0', '0', '—', '—']);
    const leads = await screen.findByRole('table', { name: 'Leads the site sent, newest first' });
    expect(within(leads).getByText('Q-2026-000321')).toBeTruthy();
    expect(within(leads).getByText('Quoted')).toBeTruthy();
    expect(api.calls('GET /account/:id/dealer-leads')[0]!.query.get('site_id')).toBe('7');
  });

  it('shows no "sent after opening" rate for a widget that never sends (the branch finder)', async () => {
    const api = dashboardServer(
      aFunnel(
        { totals: { impressions: 30, opens: 8 } },
        {
          elements: [
            { element: 'find-branch', impressions: 20, opens: 5, steps: 0, submits: 0 },
            { element: 'quote-list-button', impressions: 10, opens: 3, steps: 0, submits: 0 },
          ],
        },
      ),
    );
    renderApp(<AppRouter />, { api, user: manager, url: `${SITE}?from=2026-11-24&to=2026-11-26` });
    const widgets = await screen.findByRole('table', { name: 'Figures per widget' });
    const [finder, button] = within(widgets).getAllByRole('row').slice(1) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(cells(finder)).toEqual(['Branch finder', '20', '5', '0', '0', '25%', '—']);
    expect(cells(button)).toEqual(['Quote list button', '10', '3', '0', '0', '30%', '0%']);
  });

  it('links the account’s own leads to their page (with leads.view); another account’s stay text', async () => {
    const api = dashboardServer(aFunnel(), [
      aDealerLead(),
      aDealerLead({ reference: 'Q-2026-000999', in_account: false }),
    ]);
    renderApp(<AppRouter />, {
      api,
      user: aUser({ permissions: [...DEALER_MANAGER, 'leads.view'] }),
      url: `${SITE}?from=2026-11-24&to=2026-11-26`,
    });
    const leads = await screen.findByRole('table', { name: 'Leads the site sent, newest first' });
    expect(within(leads).getByRole('link', { name: 'Q-2026-000321' }).getAttribute('href')).toBe(
      '/authorized/account/leads/Q-2026-000321',
    );
    expect(within(leads).queryByRole('link', { name: 'Q-2026-000999' })).toBeNull();
    expect(within(leads).getByText('Q-2026-000999')).toBeTruthy();
  });

  it('explains what to do while nothing has been counted: paste the snippet', async () => {
    const api = dashboardServer(aFunnel(), []);
    renderApp(<AppRouter />, { api, user: manager, url: `${SITE}?from=2026-11-24&to=2026-11-26` });
    expect(await screen.findByText('No figures for these days yet.')).toBeTruthy();
    expect(
      (screen.getByLabelText('Snippet for Example dealer site') as HTMLTextAreaElement).value,
    ).toContain('data-site-key="pk_exampleDealer2026demoKey"');
    expect(await screen.findByText('No leads from this site yet.')).toBeTruthy();
  });

  it('downloads the shown days as CSV', async () => {
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (created.push(blob), 'blob:funnel'),
      revokeObjectURL: () => undefined,
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = fakeApi({
      'GET /account/:id/dealer-sites/:siteId/funnel': () => json(aFunnel()),
      'GET /account/:id/dealer-leads': () => json(aPage([])),
      'GET /account/:id/dealer-sites/:siteId/funnel.csv': () =>
        new Response('day,impressions\n2026-11-24,0\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="site-7.csv"',
          },
        }),
    });
    renderApp(<AppRouter />, { api, user: manager, url: `${SITE}?from=2026-11-24&to=2026-11-26` });
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(api.calls('GET /account/:id/dealer-sites/:siteId/funnel.csv')[0]!.query.toString()).toBe(
      'from=2026-11-24&to=2026-11-26',
    );
  });
});
