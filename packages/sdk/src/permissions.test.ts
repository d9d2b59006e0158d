import { describe, expect, it } from 'vitest';
import { accountIdOf, can, permissionLabel } from './permissions';
import { aUser } from './testing/users';

describe('permissions', () => {
  it('can() is true only for names in current_account_user.all_permission_names', () => {
    const user = aUser({}, ['products.view', 'users.manage']);
    expect(can(user, 'users.manage')).toBe(true);
    expect(can(user, 'users')).toBe(false);
    expect(can(user, 'roles.manage')).toBe(false);
  });

  it('is always false without a user', () => {
    expect(can(null, 'products.view')).toBe(false);
    expect(can(undefined, 'products.view')).toBe(false);
  });

  it('takes the account id from the current account', () => {
    expect(
      accountIdOf(aUser({ current_account: { id: 42, name: 'X', publishing_approved: false } })),
    ).toBe(42);
    expect(accountIdOf(null)).toBeNull();
  });
});

describe('permissionLabel', () => {
  it('is the contract’s label, or the name itself when unknown', () => {
    expect(permissionLabel('products.manage')).toBe('Manage products');
    expect(permissionLabel('invites.manage')).toBe('Invite people');
    expect(permissionLabel('fleet.view')).toBe('fleet.view');
  });
});
