import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppRouter } from '@/app/router';
import { aUser } from '@/testing/auth';
import { stubClipboard } from '@/testing/clipboard';
import { fakeApi, json, validationError, type FakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import type { DealerSite } from '../dealers-api';
import { aDealerSite, aPage, DEALER_MANAGER } from '../testing/dealer-fixtures';

const SITES = '/authorized/account/dealers';
const manager = aUser({ permissions: DEALER_MANAGER });

/** A server holding `sites`; registering adds one (or answers `onCreate`'s response). */
function sitesServer(sites: DealerSite[], onCreate?: () => Response): FakeApi {
  return fakeApi({
    'GET /account/:id/dealer-sites': () => json(aPage(sites)),
    'POST /account/:id/dealer-sites': (request) => {
      if (onCreate) return onCreate();
      const body = request.body as { name: string; origins: string[] };
      const site = aDealerSite({ id: 8, ...body, publishable_key: 'pk_NewSiteKey0000000000000' });
      sites.push(site);
      return json(site, 201);
    },
    'PUT /account/:id/dealer-sites/:siteId': (request) => {
      const site = sites.find((one) => String(one.id) === request.params.siteId)!;
      Object.assign(site, request.body);
      return json(site);
    },
  });
}

const card = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest('article')!;

const writeText = stubClipboard();

describe('the dealer sites page', () => {
  it('lists each site: status, origins, key, its snippet and a link to its dashboard', async () => {
    renderApp(<AppRouter />, {
      api: sitesServer([aDealerSite(), aDealerSite({ id: 9, name: 'Old site', active: false })]),
      user: manager,
      url: SITES,
    });
    const site = await card('Example dealer site');
    expect(within(site).getByText('Active')).toBeTruthy();
    expect(within(site).getByText('http://127.0.0.1:3100')).toBeTruthy();
    expect(within(site).getByText('pk_exampleDealer2026demoKey')).toBeTruthy();
    expect(
      (within(site).getByLabelText('Snippet for Example dealer site') as HTMLTextAreaElement).value,
    ).toBe(
      `<script src="${window.location.origin}/widgets/widgets.js" data-site-key="pk_exampleDealer2026demoKey" defer></script>`,
    );
    expect(
      within(site)
        .getByRole('link', { name: 'Dashboard of Example dealer site' })
        .getAttribute('href'),
    ).toBe('/authorized/account/dealers/7');
    expect(within(await card('Old site')).getByText('Deactivated')).toBeTruthy();
    expect(screen.getByText('2 sites')).toBeTruthy();
  });

  it('copies the snippet and announces it', async () => {
    renderApp(<AppRouter />, { api: sitesServer([aDealerSite()]), user: manager, url: SITES });
    const site = await card('Example dealer site');
    await act(async () => {
      fireEvent.click(within(site).getByRole('button', { name: 'Copy snippet' }));
    });
    expect(writeText()).toHaveBeenCalledWith(
      expect.stringContaining('data-site-key="pk_exampleDealer2026demoKey"'),
    );
    expect(
      within(site)
        .getAllByRole('status')
        .map((status) => status.textContent),
    ).toContain('Copied');
  });

  it('without a clipboard the snippet is selected to copy by hand, and the page says so', async () => {
    Reflect.deleteProperty(navigator, 'clipboard');
    renderApp(<AppRouter />, { api: sitesServer([aDealerSite()]), user: manager, url: SITES });
    const site = await card('Example dealer site');
    await act(async () => {
      fireEvent.click(within(site).getByRole('button', { name: 'Copy snippet' }));
    });
    expect(
      within(site)
        .getAllByRole('status')
        .some((status) => /selected: press Ctrl\+C/.test(status.textContent ?? '')),
    ).toBe(true);
    expect(document.activeElement).toBe(
      within(site).getByLabelText('Snippet for Example dealer site'),
    );
  });

  it('registers a site with two origins and shows it with its key', async () => {
    const api = sitesServer([]);
    renderApp(<AppRouter />, { api, user: manager, url: SITES });
    expect(await screen.findByText('No dealer sites yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Register a site' }));
    // The button goes away: the focus starts in the form.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Site name')));
    fireEvent.change(screen.getByLabelText('Site name'), { target: { value: 'Acme Dealer' } });
    fireEvent.change(screen.getByLabelText('Origin 1'), {
      target: { value: 'https://acme.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add an origin' }));
    fireEvent.change(screen.getByLabelText('Origin 2'), {
      target: { value: 'https://www.acme.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Register the site' }));

    await waitFor(() => expect(api.calls('POST /account/:id/dealer-sites')).toHaveLength(1));
    expect(api.calls('POST /account/:id/dealer-sites')[0]!.body).toEqual({
      name: 'Acme Dealer',
      origins: ['https://acme.example', 'https://www.acme.example'],
    });
    const site = await card('Acme Dealer');
    expect(within(site).getByText('pk_NewSiteKey0000000000000')).toBeTruthy();
  });

  it('brings the registered site into view, focuses and marks it', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const others = Array.from({ length: 6 }, (_, index) =>
      aDealerSite({ id: 20 + index, name: `Site ${index}` }),
    );
    renderApp(<AppRouter />, { api: sitesServer(others), user: manager, url: SITES });
    fireEvent.click(await screen.findByRole('button', { name: 'Register a site' }));
    fireEvent.change(screen.getByLabelText('Site name'), { target: { value: 'Zed Dealer' } });
    fireEvent.change(screen.getByLabelText('Origin 1'), { target: { value: 'https://z.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register the site' }));
    const site = await card('Zed Dealer');
    await waitFor(() => expect(document.activeElement).toBe(site));
    expect(scrolled.mock.contexts).toContain(site);
    expect(site.className).toMatch(/fresh/);
    expect((await card('Site 0')).className).not.toMatch(/fresh/);
  });

  it('says whether the site’s widgets were seen', async () => {
    renderApp(<AppRouter />, {
      api: sitesServer([
        aDealerSite({ last_event_at: '2026-11-27T15:04:00.000Z' }),
        aDealerSite({ id: 9, name: 'New site' }),
      ]),
      user: manager,
      url: SITES,
    });
    const seen = within(await card('Example dealer site')).getByText(
      /^Installed: last event seen at/,
    );
    expect(seen.querySelector('time')!.getAttribute('dateTime')).toBe('2026-11-27T15:04:00.000Z');
    expect(within(await card('New site')).getByText(/^Not seen yet/)).toBeTruthy();
    expect(within(await card('New site')).queryByText(/^Installed/)).toBeNull();
  });

  it('gives each element’s snippet with its attributes and this store’s API', async () => {
    renderApp(<AppRouter />, { api: sitesServer([aDealerSite()]), user: manager, url: SITES });
    const site = await card('Example dealer site');
    const api = `${window.location.origin}/api`;
    const value = (label: string) =>
      (within(site).getByLabelText(label) as HTMLTextAreaElement).value;
    expect(value('Branch finder snippet (<find-branch>)')).toBe(
      `<find-branch api-base="${api}" label="Find Local Branch"></find-branch>`,
    );
    expect(value('Request a quote snippet (<request-quote>)')).toBe(
      `<request-quote api-base="${api}" button-text="Request a Quote"></request-quote>`,
    );
    expect(value('Equipment list snippet (<equipment-list>)')).toContain('listing="rent"');
    expect(value('Quote list button snippet (<quote-list-button>)')).toContain(
      `<quote-list-button api-base="${api}"`,
    );
  });

  it('refuses an empty name and an origin with a path before sending', async () => {
    const api = sitesServer([]);
    renderApp(<AppRouter />, { api, user: manager, url: SITES });
    fireEvent.click(await screen.findByRole('button', { name: 'Register a site' }));
    fireEvent.change(screen.getByLabelText('Origin 1'), {
      target: { value: 'https://acme.example/shop' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Register the site' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Site name').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByText('Enter the site’s name')).toBeTruthy();
    expect(
      screen.getByText('Enter the scheme and host only, like https://dealer.example'),
    ).toBeTruthy();
    expect(api.calls('POST /account/:id/dealer-sites')).toHaveLength(0);
  });

  it('shows the API’s 422 at the origin it is about', async () => {
    const api = sitesServer([], () =>
      validationError({ 'origins.1': ['This origin belongs to another site of the account.'] }),
    );
    renderApp(<AppRouter />, { api, user: manager, url: SITES });
    fireEvent.click(await screen.findByRole('button', { name: 'Register a site' }));
    fireEvent.change(screen.getByLabelText('Site name'), { target: { value: 'Acme' } });
    fireEvent.change(screen.getByLabelText('Origin 1'), {
      target: { value: 'https://acme.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add an origin' }));
    fireEvent.change(screen.getByLabelText('Origin 2'), { target: { value: 'https://b.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register the site' }));

    const second = screen.getByLabelText('Origin 2');
    await waitFor(() => expect(second.getAttribute('aria-invalid')).toBe('true'));
    const described = second.getAttribute('aria-describedby')!.split(' ');
    const messages = described.map((id) => document.getElementById(id)?.textContent).join(' ');
    expect(messages).toContain('This origin belongs to another site of the account.');
    expect(screen.getByLabelText('Origin 1').getAttribute('aria-invalid')).toBeNull();
  });

  it('edits a site’s name and origins', async () => {
    const api = sitesServer([aDealerSite()]);
    renderApp(<AppRouter />, { api, user: manager, url: SITES });
    const site = await card('Example dealer site');
    fireEvent.click(within(site).getByRole('button', { name: 'Edit Example dealer site' }));
    fireEvent.change(within(site).getByLabelText('Site name'), { target: { value: 'Renamed' } });
    fireEvent.click(within(site).getByRole('button', { name: 'Remove origin 2' }));
    fireEvent.click(within(site).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls('PUT /account/:id/dealer-sites/:siteId')).toHaveLength(1));
    expect(api.calls('PUT /account/:id/dealer-sites/:siteId')[0]!.body).toEqual({
      name: 'Renamed',
      origins: ['http://localhost:3100'],
    });
    expect(await card('Renamed')).toBeTruthy();
  });

  it('deactivates a site only after the confirmation', async () => {
    const api = sitesServer([aDealerSite()]);
    renderApp(<AppRouter />, { api, user: manager, url: SITES });
    const site = await card('Example dealer site');
    fireEvent.click(within(site).getByRole('button', { name: 'Deactivate Example dealer site' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Example dealer site?' });
    expect(api.calls('PUT /account/:id/dealer-sites/:siteId')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate the site' }));
    await waitFor(() => expect(api.calls('PUT /account/:id/dealer-sites/:siteId')).toHaveLength(1));
    expect(api.calls('PUT /account/:id/dealer-sites/:siteId')[0]!.body).toEqual({ active: false });
    expect(await within(await card('Example dealer site')).findByText('Deactivated')).toBeTruthy();
  });
});
