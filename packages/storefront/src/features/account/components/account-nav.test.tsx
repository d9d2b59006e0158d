import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { anAccountUser } from '../testing/account-session';
import { AccountNav } from './account-nav';

/** The links once the session has restored the user (every case here allows at least one area). */
async function navLinks(permissions: readonly string[], url = '/authorized/account') {
  renderApp(<AccountNav />, { user: anAccountUser({ permissions }), url });
  const nav = screen.getByRole('navigation', { name: 'Account' });
  await waitFor(() => expect(nav.querySelectorAll('a').length).toBeGreaterThan(1));
  return [...nav.querySelectorAll('a')].map((link) => ({
    name: link.textContent,
    current: link.getAttribute('aria-current'),
  }));
}

describe('AccountNav', () => {
  it('lists the dashboard and the areas the user may open, by group, marking the current page', async () => {
    expect(await navLinks(['users.view', 'roles.view', 'products.view'])).toEqual([
      { name: 'Dashboard', current: 'page' },
      { name: 'My rentals', current: null },
      { name: 'Products', current: null },
      { name: 'Users', current: null },
      { name: 'Roles', current: null },
    ]);
  });

  it('groups the areas as Sales, Catalog, Dealer program, Developers and Settings', async () => {
    const every = ['leads.view', 'products.view', 'dealers.manage', 'api_keys.manage'];
    await navLinks([...every, 'webhooks.manage', 'audit.view', 'users.view', 'roles.view']);
    const nav = screen.getByRole('navigation', { name: 'Account' });
    const groups = within(nav)
      .getAllByRole('list')
      .filter((list) => list.hasAttribute('aria-labelledby'))
      .map((list) => ({
        group: document.getElementById(list.getAttribute('aria-labelledby')!)!.textContent,
        links: within(list)
          .getAllByRole('link')
          .map((link) => link.textContent),
      }));
    expect(groups).toEqual([
      { group: 'Sales', links: ['Leads', 'Bookings', 'Planner', 'Rental requests'] },
      { group: 'Catalog', links: ['Products'] },
      { group: 'Dealer program', links: ['Dealer sites'] },
      { group: 'Developers', links: ['API keys', 'Webhooks', 'Audit log'] },
      { group: 'Settings', links: ['Users', 'Roles'] },
    ]);
    expect(within(nav).queryByText('Platform administration')).toBeNull();
  });

  it('shows Platform administration, apart, to platform administrators only', async () => {
    renderApp(<AccountNav />, {
      user: anAccountUser({ permissions: ['products.view'], is_platform_admin: true }),
      url: '/authorized/account/admin/branches',
    });
    const nav = screen.getByRole('navigation', { name: 'Account' });
    const admin = await within(nav).findByRole('list', { name: 'Platform administration' });
    expect(
      within(admin)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Accounts', 'Branches', 'All dealer sites']);
    expect(within(admin).getByRole('link', { name: 'Branches' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('opens as one menu from its button, names the current page, and Escape closes it onto the button', async () => {
    await navLinks(['leads.view', 'products.view'], '/authorized/account/admin/products');
    const nav = screen.getByRole('navigation', { name: 'Account' });
    const button = within(nav).getByRole('button', { name: 'Account menu Products' });
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hasAttribute('data-open')).toBe(false);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hasAttribute('data-open')).toBe(true);
    const leads = within(panel).getByRole('link', { name: 'Leads' });
    leads.focus();
    fireEvent.keyDown(leads, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    // A click outside closes it too.
    fireEvent.click(button);
    fireEvent.pointerDown(document.body);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('lists API keys, Webhooks and the Audit log to a member holding their permissions', async () => {
    expect(
      (await navLinks(['api_keys.manage', 'webhooks.manage', 'audit.view'])).map(
        (link) => link.name,
      ),
    ).toEqual(['Dashboard', 'My rentals', 'API keys', 'Webhooks', 'Audit log']);
  });

  it('marks the Audit log as current on its page', async () => {
    expect((await navLinks(['audit.view'], '/authorized/account/audit')).at(-1)).toEqual({
      name: 'Audit log',
      current: 'page',
    });
  });

  it('hides what the permissions do not allow', async () => {
    expect((await navLinks(['products.view'])).map((link) => link.name)).toEqual([
      'Dashboard',
      'My rentals',
      'Products',
    ]);
  });

  it('marks an area as current on its pages below it too', async () => {
    expect(await navLinks(['products.view'], '/authorized/account/admin/products/7')).toEqual([
      { name: 'Dashboard', current: null },
      { name: 'My rentals', current: null },
      { name: 'Products', current: 'page' },
    ]);
  });

  it('shows how many leads are new on the Leads link, and reads it out', async () => {
    const api = fakeApi({
      'GET /account/:id/leads': () =>
        json({ items: [], meta: { page: 1, per_page: 1, total: 3, total_pages: 3 } }),
    });
    renderApp(<AccountNav />, {
      api,
      user: anAccountUser({ permissions: ['leads.view'] }),
      url: '/authorized/account',
    });
    const nav = screen.getByRole('navigation', { name: 'Account' });
    const leads = await within(nav).findByRole('link', { name: 'Leads, 3 new' });
    expect(leads.getAttribute('href')).toBe('/authorized/account/leads');
    const [call] = api.calls('GET /account/:id/leads');
    expect(call!.params.id).toBe('1');
    expect(call!.query.toString()).toBe('status=new&per_page=1');
  });

  it('shows how many rental requests wait (pending and open) on their link, and reads it out', async () => {
    const api = fakeApi({
      'GET /account/:id/leads': () =>
        json({ items: [], meta: { page: 1, per_page: 1, total: 0, total_pages: 0 } }),
      'GET /account/:id/rental-requests': (request) => {
        const total = request.query.get('status') === 'pending' ? 2 : 1;
        return json({ items: [], meta: { page: 1, per_page: 1, total, total_pages: total } });
      },
    });
    renderApp(<AccountNav />, {
      api,
      user: anAccountUser({ permissions: ['leads.view'] }),
      url: '/authorized/account',
    });
    const nav = screen.getByRole('navigation', { name: 'Account' });
    const link = await within(nav).findByRole('link', { name: 'Rental requests, 3 open' });
    expect(link.getAttribute('href')).toBe('/authorized/account/rental-requests');
    expect(
      api
        .calls('GET /account/:id/rental-requests')
        .map((call) => call.query.toString())
        .sort(),
    ).toEqual(['status=open&per_page=1', 'status=pending&per_page=1']);
  });

  it('shows no count when nothing is new', async () => {
    const api = fakeApi({
      'GET /account/:id/leads': () =>
        json({ items: [], meta: { page: 1, per_page: 1, total: 0, total_pages: 0 } }),
    });
    renderApp(<AccountNav />, {
      api,
      user: anAccountUser({ permissions: ['leads.view'] }),
      url: '/authorized/account/leads',
    });
    const nav = screen.getByRole('navigation', { name: 'Account' });
    const leads = await within(nav).findByRole('link', { name: 'Leads' });
    expect(leads.getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(api.calls('GET /account/:id/leads')).toHaveLength(1));
    expect(leads.textContent).toBe('Leads');
  });

  it('links every member to their rentals, marked current there', async () => {
    expect(await navLinks(['products.view'], '/authorized/user/rentals')).toEqual([
      { name: 'Dashboard', current: null },
      { name: 'My rentals', current: 'page' },
      { name: 'Products', current: null },
    ]);
    expect(screen.getByRole('button', { name: 'Account menu My rentals' })).toBeTruthy();
  });

  it('has no Leads link without “See leads”', async () => {
    expect((await navLinks(['products.view', 'leads.manage'])).map((link) => link.name)).toEqual([
      'Dashboard',
      'My rentals',
      'Products',
    ]);
  });
});
