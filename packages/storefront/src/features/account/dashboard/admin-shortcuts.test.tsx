import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { anAccountUser } from '../testing/account-session';
import { AdminShortcuts } from './admin-shortcuts';

function shortcuts(permissions: readonly string[]) {
  const user = anAccountUser({ permissions });
  renderApp(<AdminShortcuts user={user} />, { user });
  return screen.queryAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('AdminShortcuts', () => {
  it('shows the owner all three areas', () => {
    expect(
      shortcuts([
        'users.view',
        'users.manage',
        'roles.view',
        'roles.manage',
        'products.view',
        'products.manage',
      ]),
    ).toEqual([
      [expect.stringContaining('Manage users'), '/authorized/account/admin/manage-users'],
      [expect.stringContaining('Manage roles'), '/authorized/account/admin/manage-roles'],
      [expect.stringContaining('Products'), '/authorized/account/admin/products'],
    ]);
  });

  it('shows only Products to a user with only products.view', () => {
    expect(shortcuts(['products.view'])).toEqual([
      [expect.stringContaining('Products'), '/authorized/account/admin/products'],
    ]);
  });

  it('follows the view permissions, not the manage ones', () => {
    expect(shortcuts(['users.manage', 'roles.manage', 'products.manage'])).toEqual([]);
  });

  it('explains who can grant access when the user may open none', () => {
    expect(shortcuts([])).toEqual([]);
    expect(screen.getByText(/The account owner .* can give you a role that does/)).toBeTruthy();
  });
});
