import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '@/testing/auth';
import { renderApp } from '@/testing/render-app';
import { FORBIDDEN_MESSAGE, RequirePermission } from './guards';

const member = aUser({
  permissions: ['products.view', 'users.view'],
  current_account: { id: 1, name: 'Demo Rentals', publishing_approved: true },
  current_account_user: {
    id: 7,
    account_id: 1,
    user_id: 1,
    roles: [{ id: 4, name: 'Member' }],
    all_permission_names: ['products.view', 'users.view'],
  },
});

describe('RequirePermission', () => {
  it('shows the page to a user with the permission', async () => {
    renderApp(
      <RequirePermission permission="users.view">
        <h1>Manage users</h1>
      </RequirePermission>,
      { user: member },
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Manage users' })).toBeTruthy();
  });

  it('without it: a 403 naming the permission, the account and the roles, with a way back', async () => {
    renderApp(
      <RequirePermission permission="roles.view">
        <h1>Manage roles</h1>
      </RequirePermission>,
      { user: member },
    );

    expect(await screen.findByRole('heading', { level: 1, name: FORBIDDEN_MESSAGE })).toBeTruthy();
    expect(screen.queryByText('Manage roles')).toBeNull();
    expect(screen.getByText('403')).toBeTruthy();
    const reason = screen.getByText(/This page needs the/);
    expect(reason.textContent).toBe(
      'This page needs the “See roles” permission in Demo Rentals. Your roles there (Member) do not include it.',
    );
    expect(screen.getByRole('link', { name: 'Back to your account' }).getAttribute('href')).toBe(
      '/authorized/account',
    );
    expect(screen.getByRole('link', { name: 'Home page' }).getAttribute('href')).toBe('/');
    // The title is set in an effect after the page renders.
    await waitFor(() => expect(document.title).toContain(FORBIDDEN_MESSAGE));
  });
});
