import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRouter } from '@/app/router';
import { aUser } from '@/testing/auth';
import { fakeApi, json } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { aDealerSite, aFunnel, aPage, DEALER_MANAGER } from '../testing/dealer-fixtures';

const admin = aUser({ permissions: [], is_platform_admin: true });

describe('dealer sites for platform administrators and by permission', () => {
  it('lists every account’s sites, each linking to its funnel', async () => {
    const api = fakeApi({
      'GET /admin/dealer-sites': () =>
        json(aPage([aDealerSite({ id: 12, account: { id: 4, name: 'Other Rentals' } })])),
    });
    renderApp(<AppRouter />, { api, user: admin, url: '/authorized/account/admin/dealer-sites' });
    const table = await screen.findByRole('table', { name: 'Every dealer site' });
    expect(within(table).getByText('Other Rentals')).toBeTruthy();
    expect(
      within(table).getByRole('link', { name: 'Example dealer site' }).getAttribute('href'),
    ).toBe('/authorized/account/admin/dealer-sites/12');
  });

  it('shows any site’s funnel from the admin call, without the account’s leads or CSV', async () => {
    const api = fakeApi({
      'GET /admin/dealer-sites/:siteId/funnel': () =>
        json(aFunnel({ totals: { impressions: 5, opens: 1 } })),
    });
    renderApp(<AppRouter />, {
      api,
      user: admin,
      url: '/authorized/account/admin/dealer-sites/12?range=7',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Example dealer site · Demo Rentals' }),
    ).toBeTruthy();
    expect(api.calls('GET /admin/dealer-sites/:siteId/funnel')[0]!.params.siteId).toBe('12');
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
    expect(api.calls('GET /account/:id/dealer-leads')).toHaveLength(0);
  });

  it('offers the Dealer sites area to members holding dealers.manage only', async () => {
    const api = fakeApi({ 'GET /account/:id/dealer-sites': () => json(aPage([])) });
    const { unmount } = renderApp(<AppRouter />, {
      api,
      user: aUser({ permissions: DEALER_MANAGER }),
      url: '/authorized/account/dealers',
    });
    const nav = await screen.findByRole('navigation', { name: 'Account' });
    expect(
      within(nav).getByRole('link', { name: 'Dealer sites' }).getAttribute('aria-current'),
    ).toBe('page');
    unmount();
    renderApp(<AppRouter />, {
      api,
      user: aUser({ permissions: ['leads.view'] }),
      url: '/authorized/account/leads',
    });
    const other = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(other).queryByRole('link', { name: 'Dealer sites' })).toBeNull();
  });
});
