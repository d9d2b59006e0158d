import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRouter } from '@/app/router';
import { aUser } from '@/testing/auth';
import { fakeApi, json, type FakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import type { Lead, LeadSummary } from '../leads-api';
import { aLead, aLeadPage, aLeadSummary, LEAD_VIEWER } from '../testing/lead-fixtures';

const INBOX = '/authorized/account/leads';
const viewer = aUser({ permissions: LEAD_VIEWER });
const SITES = [
  { id: 7, name: 'Lakeshore Lifts' },
  { id: 8, name: 'Prairie Equipment' },
];
const FROM_SITE = {
  kind: 'dealer_site',
  site: SITES[0]!,
  page: 'https://dealer.example/lifts/scissor',
  element: 'request-quote',
} satisfies LeadSummary['source'];

/** The inbox's server: `leads` on every page, the sites that sent the account leads. */
function inboxServer(leads: LeadSummary[]): FakeApi {
  return fakeApi({
    'GET /branches': () => json({ items: [], meta: { page: 1, per_page: 100, total: 0 } }),
    'GET /account/:id/leads': (request) =>
      json(request.query.get('per_page') === '1' ? aLeadPage([]) : aLeadPage(leads)),
    // Registered last: it wins over `:reference`.
    'GET /account/:id/leads/sources': () => json(SITES),
  });
}

const lastQuery = (api: FakeApi) =>
  api
    .calls('GET /account/:id/leads')
    .filter((call) => call.query.get('per_page') === '25')
    .at(-1)!
    .query.toString();
const sourceSelect = () => screen.getByLabelText('Source') as HTMLSelectElement;

describe('the inbox by source', () => {
  it('offers all, the storefront, every dealer site and each site that sent leads', async () => {
    renderApp(<AppRouter />, { api: inboxServer([]), user: viewer, url: INBOX });
    await screen.findByLabelText('Source');
    await within(sourceSelect()).findByRole('option', { name: 'Prairie Equipment' });
    expect(
      within(sourceSelect())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'All sources',
      'Storefront',
      'Dealer sites',
      'Lakeshore Lifts',
      'Prairie Equipment',
    ]);
    expect(within(sourceSelect()).getByRole('group', { name: 'One dealer site' })).toBeTruthy();
  });

  it('keeps the source in the URL and sends it to the API', async () => {
    const api = inboxServer([aLeadSummary()]);
    const { history } = renderApp(<AppRouter />, {
      api,
      user: viewer,
      url: `${INBOX}?source=storefront&page=2`,
    });
    await screen.findByLabelText('Source');
    await waitFor(() => expect(lastQuery(api)).toBe('source=storefront&page=2&per_page=25'));
    expect(sourceSelect().value).toBe('storefront');

    await within(sourceSelect()).findByRole('option', { name: 'Lakeshore Lifts' });
    fireEvent.change(sourceSelect(), { target: { value: 'site-7' } });
    await waitFor(() => expect(history.at(-1)).toBe(`${INBOX}?dealer_site_id=7`));
    await waitFor(() => expect(lastQuery(api)).toBe('dealer_site_id=7&per_page=25'));
    expect(sourceSelect().value).toBe('site-7');

    fireEvent.change(sourceSelect(), { target: { value: 'dealer' } });
    await waitFor(() => expect(history.at(-1)).toBe(`${INBOX}?source=dealer`));
    await waitFor(() => expect(lastQuery(api)).toBe('source=dealer&per_page=25'));

    fireEvent.change(sourceSelect(), { target: { value: '' } });
    await waitFor(() => expect(history.at(-1)).toBe(INBOX));
  });

  it('marks a dealer site’s lead with the site’s name', async () => {
    renderApp(<AppRouter />, {
      api: inboxServer([
        aLeadSummary({ source: FROM_SITE }),
        aLeadSummary({ reference: 'Q-2026-000124' }),
      ]),
      user: viewer,
      url: INBOX,
    });
    const table = await screen.findByRole('table', { name: /Leads, newest first/ });
    const [fromSite, fromStorefront] = within(table).getAllByRole('row').slice(1) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(fromSite).getByText('Lakeshore Lifts').textContent).toBe(
      'From dealer site Lakeshore Lifts',
    );
    expect(fromStorefront.textContent).not.toContain('dealer site');
  });
});

async function renderLead(lead: Lead) {
  const api = fakeApi({
    'GET /account/:id/leads': () => json(aLeadPage([])),
    'GET /account/:id/leads/:reference': () => json(lead),
  });
  renderApp(<AppRouter />, { api, user: viewer, url: `${INBOX}/${lead.reference}` });
  await screen.findByRole('heading', { level: 1, name: /Q-2026-000123 · Casey Customer/ });
  return screen.getByText('Source', { selector: 'dt' }).nextElementSibling as HTMLElement;
}

describe('the lead page’s source', () => {
  it('is the storefront for a lead sent there', async () => {
    expect((await renderLead(aLead())).textContent).toBe('Storefront');
  });

  it('is the dealer site, the widget and a link to the page that passes nothing on', async () => {
    const source = await renderLead(aLead({ source: FROM_SITE }));
    expect(source.textContent).toContain('Dealer site Lakeshore Lifts, Request a quote');
    const link = within(source).getByRole('link', { name: 'https://dealer.example/lifts/scissor' });
    expect(link.getAttribute('href')).toBe('https://dealer.example/lifts/scissor');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('links no page that is not a web page', async () => {
    const source = await renderLead(
      aLead({ source: { ...FROM_SITE, page: 'javascript:alert(1)', element: null } }),
    );
    expect(source.textContent).toBe('Dealer site Lakeshore Lifts');
    expect(within(source).queryByRole('link')).toBeNull();
  });
});
