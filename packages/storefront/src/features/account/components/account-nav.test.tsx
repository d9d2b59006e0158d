import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
  it('lists the dashboard and the areas the user may open, marking the current page', async () => {
    expect(await navLinks(['users.view', 'roles.view', 'products.view'])).toEqual([
      { name: 'Dashboard', current: 'page' },
      { name: 'Users', current: null },
      { name: 'Roles', current: null },
      { name: 'Products', current: null },
    ]);
  });

  it('hides what the permissions do not allow', async () => {
    expect((await navLinks(['products.view'])).map((link) => link.name)).toEqual([
      'Dashboard',
      'Products',
    ]);
  });

  it('marks an area as current on its pages below it too', async () => {
    expect(await navLinks(['products.view'], '/authorized/account/admin/products/7')).toEqual([
      { name: 'Dashboard', current: null },
      { name: 'Products', current: 'page' },
    ]);
  });
});
