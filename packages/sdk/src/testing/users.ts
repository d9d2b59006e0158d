import type { AuthenticatedUser } from '../client';

/** An authenticated user for tests; override any field. */
export function aUser(
  overrides: Partial<AuthenticatedUser> = {},
  permissions: string[] = ['products.view'],
): AuthenticatedUser {
  return {
    id: 1,
    name: 'Dana Demo',
    email: 'owner@liftline.example',
    email_verified_at: '2026-11-01T00:00:00.000Z',
    pending_email: null,
    locale: 'en',
    is_platform_admin: false,
    current_account: { id: 10, name: 'Liftline Demo Rentals', publishing_approved: true },
    current_account_user: {
      id: 100,
      account_id: 10,
      user_id: 1,
      roles: [{ id: 1, name: 'Owner' }],
      all_permission_names: permissions,
    },
    accounts: [{ id: 10, name: 'Liftline Demo Rentals' }],
    created_at: '2026-10-01T00:00:00.000Z',
    ...overrides,
  };
}
